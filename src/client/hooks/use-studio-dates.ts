import { tz } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";
import { useCallback, useMemo } from "react";
import { useAuth } from "@/hooks/use-auth";
import { DEFAULT_TIMEZONE } from "../../shared/auth";

/**
 * Dates inside the studio are shown in the photographer's time zone (DESIGN), on a 24-hour clock.
 * Calendar days (YYYY-MM-DD, like an event date) have no zone and are shown as written.
 */
export function useStudioDates() {
  const { user } = useAuth();
  const zone = user?.timezone ?? DEFAULT_TIMEZONE;
  const inZone = useMemo(() => tz(zone), [zone]);
  const instant = useCallback(
    (iso: string, pattern: string) => {
      const date = parseISO(iso);
      return isValid(date) ? format(date, pattern, { in: inZone }) : "";
    },
    [inZone],
  );
  return useMemo(
    () => ({
      /** A moment as a calendar day: 'MMMM d, yyyy'. */
      day: (iso: string) => instant(iso, "MMMM d, yyyy"),
      /** A moment with its time: 'MMM d, yyyy, HH:mm'. */
      dateTime: (iso: string) => instant(iso, "MMM d, yyyy, HH:mm"),
      /** A calendar day with no time zone (YYYY-MM-DD): 'MMMM d, yyyy'. */
      calendarDay: (value: string) => {
        const date = parseISO(value.slice(0, 10));
        return isValid(date) ? format(date, "MMMM d, yyyy") : value;
      },
    }),
    [instant],
  );
}

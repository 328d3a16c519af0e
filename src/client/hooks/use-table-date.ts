import { useMemo } from "react";
import { useAuth } from "@/hooks/use-auth";
import { DEFAULT_TIMEZONE } from "../../shared/auth";

/**
 * A timestamp as a short calendar day for a table column ("Nov 22, 2025"), on the photographer's
 * calendar. Cards have the room for the long form (useStudioDates().day).
 */
export function useTableDate(): (iso: string) => string {
  const { user } = useAuth();
  const zone = user?.timezone ?? DEFAULT_TIMEZONE;
  return useMemo(() => {
    let formatter: Intl.DateTimeFormat;
    try {
      formatter = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: zone });
    } catch {
      formatter = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
    }
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? "" : formatter.format(date);
    };
  }, [zone]);
}

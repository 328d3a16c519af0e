import { tz } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";

/**
 * A timestamp as 'MMMM d, yyyy' (en-US), on the photographer's calendar when their time zone is known
 * (DESIGN: studio dates are in the photographer's zone), else the browser's.
 */
export function formatLongDate(iso: string, timeZone?: string): string {
  const date = parseISO(iso);
  if (!isValid(date)) return "";
  try {
    return timeZone ? format(date, "MMMM d, yyyy", { in: tz(timeZone) }) : format(date, "MMMM d, yyyy");
  } catch {
    return format(date, "MMMM d, yyyy");
  }
}

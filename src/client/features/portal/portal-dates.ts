import { format, isValid, parseISO } from "date-fns";

/** A moment in the visitor's own time zone, or "" when it is not a date. */
export const moment = (iso: string, pattern: string) => {
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : "";
};

/** The visitor's own time zone, named, since times are shown in it (DESIGN). */
export function zoneName(iso: string): string {
  const date = parseISO(iso);
  if (!isValid(date)) return "";
  return (
    new Intl.DateTimeFormat("en-US", { timeZoneName: "short" })
      .formatToParts(date)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  );
}

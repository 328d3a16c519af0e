// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's date where the photographer works: a proposal valid until the 5th is signable all that day,
 * and an instalment due on the 5th is overdue from the 6th on the studio's calendar.
 */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

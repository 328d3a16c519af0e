/**
 * The delay of an automation's step: stored as whole minutes, typed in the creator as days, hours and
 * minutes, and written back for people ("2 days 3 hours").
 */
export const MINUTES_PER_HOUR = 60;
export const MINUTES_PER_DAY = 1440;

/** Delay stored in minutes = days*1440 + hours*60 + minutes. */
export function delayToMinutes(delay: { days?: number; hours?: number; minutes?: number }): number {
  const part = (n: number | undefined) => (Number.isFinite(n) && (n ?? 0) > 0 ? Math.floor(n as number) : 0);
  return part(delay.days) * MINUTES_PER_DAY + part(delay.hours) * MINUTES_PER_HOUR + part(delay.minutes);
}

/** The inverse, for editing a stored delay: whole days, then hours, then minutes. */
export function minutesToDelay(total: number): { days: number; hours: number; minutes: number } {
  const safe = Math.max(0, Math.floor(total));
  return {
    days: Math.floor(safe / MINUTES_PER_DAY),
    hours: Math.floor((safe % MINUTES_PER_DAY) / MINUTES_PER_HOUR),
    minutes: safe % MINUTES_PER_HOUR,
  };
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * Minutes below 60, hours below 1440, otherwise days (with hours). Zero is "Immediately".
 * Hours below a day drop leftover minutes only when there are none ("1 hour 30 minutes" stays exact).
 */
export function formatDelay(totalMinutes: number): string {
  const safe = Math.max(0, Math.floor(totalMinutes));
  if (safe === 0) return "Immediately";
  if (safe < MINUTES_PER_HOUR) return plural(safe, "minute");
  const { days, hours, minutes } = minutesToDelay(safe);
  if (safe < MINUTES_PER_DAY) {
    return minutes === 0 ? plural(hours, "hour") : `${plural(hours, "hour")} ${plural(minutes, "minute")}`;
  }
  return hours === 0 ? plural(days, "day") : `${plural(days, "day")} ${plural(hours, "hour")}`;
}

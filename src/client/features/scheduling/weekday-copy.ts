/**
 * "Copy to weekdays": one day's working hours (and breaks) given to every other weekday, Monday to
 * Friday, that has no hours yet. Days that already have hours keep them, so a copy never doubles a day.
 */
import type { AvailabilityTemplate, AvailabilityTemplateInput } from "../../../shared/scheduling";
import { weekdayLabel } from "./scheduling-format";

/** Monday to Friday, as the API numbers days (Sunday is 0). */
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** The new templates: the source's hours on each weekday that has none, Monday first. */
export function weekdayCopies(
  source: AvailabilityTemplate,
  existing: readonly Pick<AvailabilityTemplate, "dayOfWeek">[],
): AvailabilityTemplateInput[] {
  const taken = new Set(existing.map((t) => t.dayOfWeek));
  return WEEKDAYS.filter((day) => day !== source.dayOfWeek && !taken.has(day)).map((dayOfWeek) => ({
    dayOfWeek,
    startTime: source.startTime,
    endTime: source.endTime,
    isEnabled: source.isEnabled,
    breaks: source.breaks.map((b) => ({ startTime: b.startTime, endTime: b.endTime, label: b.label })),
  }));
}

/** "Tuesday, Wednesday and Friday". */
export function dayList(days: readonly number[]): string {
  const names = days.map(weekdayLabel);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Helpers for the scheduling tests: working hours, a bookable date ahead, and slot ids on it. */
import { expect } from "vitest";
import { addDaysToIsoDate, localIsoDate, zonedTimeToUtc } from "../../shared/automation-schedule.js";
import { slotIdOf } from "../../shared/scheduling.js";
import type { TestContext } from "./context.js";
import type { TestPhotographer } from "./factories.js";
import { as } from "./http.js";

export const NEW_YORK = "America/New_York";

/** 09:00-17:00 every day of the week, so any date ahead has slots whatever today's weekday. */
export async function setEveryDayHours(
  ctx: TestContext,
  who: TestPhotographer,
  start = "09:00",
  end = "17:00",
) {
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
    const res = await as(ctx, who.cookie).post("/api/availability/templates", {
      dayOfWeek,
      startTime: start,
      endTime: end,
      isEnabled: true,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** The studio-local date `days` from today (past the default 24 h notice when days >= 2). */
export function dateAhead(days: number, timeZone = NEW_YORK): string {
  const today = localIsoDate(new Date(), timeZone);
  const d = addDaysToIsoDate(today, days);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** The id of the slot that starts at `hh:mm` on the studio's wall clock on `date`. */
export function slotAt(date: string, hhmm: string, timeZone = NEW_YORK): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = hhmm.split(":").map(Number) as [number, number];
  return slotIdOf(zonedTimeToUtc({ year, month, day, hour, minute }, timeZone).getTime());
}

export const validBooking = (email: string) => ({
  clientName: "Emma Carter",
  clientEmail: email,
  clientPhone: "(212) 555-0199",
  bookingNotes: "We're getting married in June and would love to talk about coverage.",
});

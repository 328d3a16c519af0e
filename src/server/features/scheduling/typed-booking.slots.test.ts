/**
 * A session type's public slots: in the visitor's zone (a Los Angeles studio seen from London), a
 * mini-session day with its live count, the calendar's list of types, and the refusals.
 */
import { describe, expect, it } from "vitest";
import { localIsoDate } from "../../../shared/automation-schedule.js";
import { SESSION_TYPE_NOT_FOUND } from "../../../shared/session-types.js";
import { shiftDate } from "./slot-finder.js";
import {
  anon,
  createType,
  LA,
  LONDON,
  laDate,
  laInstant,
  miniSession,
  setUpTypedBooking,
  slotsOf,
  starts,
  studio,
  token,
  typeUrl,
} from "./typed-booking.fixture.js";
import { RANGE_TOO_WIDE } from "./typed-booking.slots.js";

setUpTypedBooking();

describe("a session type's slots", () => {
  it("groups a Los Angeles studio's hourly slots by the London visitor's dates", async () => {
    const slug = await createType({ name: "Portraits", durationMinutes: 60 });
    const day = laDate(10);
    const view = await slotsOf(slug, day, day, LONDON);
    expect(view.timeZone).toBe(LONDON);
    expect(view.studioTimeZone).toBe(LA);
    expect(view.type).toMatchObject({ name: "Portraits", slug, durationMinutes: 60, isMiniSession: false });
    // Every hour from 09:00 to 16:00 in Los Angeles, on the studio's day before, of and after: those
    // that fall on `day` in London (an afternoon in Los Angeles is the next day there).
    const expected = [-1, 0, 1]
      .flatMap((d) =>
        ["09", "10", "11", "12", "13", "14", "15", "16"].map((h) => laInstant(shiftDate(day, d), `${h}:00`)),
      )
      .filter((iso) => localIsoDate(new Date(iso), LONDON) === day);
    expect(view.days.map((d) => d.date)).toEqual([day]);
    expect(starts(view)).toEqual(expected);
    // The studio's 16:00 of the day before is on `day` in London (after midnight there).
    expect(starts(view)).toContain(laInstant(shiftDate(day, -1), "16:00"));
    expect(starts(view)).not.toContain(laInstant(day, "16:00"));
    expect(view.days[0]!.slots[0]!.end).toBe(new Date(Date.parse(expected[0]!) + 3_600_000).toISOString());
    expect(view.remaining).toBe(expected.length);
  });

  it("lists a mini-session day's 20-minute slots with the buffer between them, and counts them", async () => {
    const day = laDate(12);
    const slug = await createType(miniSession(day));
    const view = await slotsOf(slug, shiftDate(day, -3), shiftDate(day, 3));
    expect(view.type.isMiniSession).toBe(true);
    expect(view.days.map((d) => d.date)).toEqual([day]);
    const times = ["09:00", "09:25", "09:50", "10:15", "10:40", "11:05", "11:30", "11:55", "12:20"];
    expect(starts(view)).toEqual(times.map((t) => laInstant(day, t)));
    expect(view.days[0]!.slots.at(-1)!.end).toBe(laInstant(day, "12:40"));
    expect(view.remaining).toBe(9);
    expect(view.total).toBe(9);
  });

  it("lists the enabled types on the public calendar, the default Consultation first", async () => {
    const slug = await createType({ name: "Family session", priceCents: 20_000, depositCents: 5_000 });
    const hidden = await createType({ name: "Secret", enabled: false });
    const res = await anon().get(`/api/public/booking/calendar/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    const types = res.json().types as { slug: string; priceCents: number; depositCents: number }[];
    expect(types[0]!.slug).toBe("consultation");
    expect(types.find((t) => t.slug === slug)).toMatchObject({ priceCents: 20_000, depositCents: 5_000 });
    expect(types.some((t) => t.slug === hidden)).toBe(false);
    // A disabled type has no page either.
    const gone = await anon().get(`${typeUrl(hidden)}/slots?from=${laDate(3)}&to=${laDate(4)}`);
    expect(gone.statusCode).toBe(404);
  });

  it("clips the range to the type's booking window", async () => {
    const slug = await createType({ name: "Soon only", bookingWindowDays: 5 });
    const view = await slotsOf(slug, laDate(3), laDate(20));
    expect(view.lastDate).toBe(laDate(5));
    expect(view.days.map((d) => d.date)).toEqual([laDate(3), laDate(4), laDate(5)]);
  });

  it("answers 404 for an unknown slug or token, 400 for a bad zone or range", async () => {
    const slug = await createType({ name: "Checks" });
    const from = laDate(3);
    const unknown = await anon().get(`${typeUrl("no-such-type")}/slots?from=${from}&to=${from}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SESSION_TYPE_NOT_FOUND);
    const noCalendar = await anon().get(
      `${typeUrl(slug, "no-such-token-anywhere")}/slots?from=${from}&to=${from}`,
    );
    expect(noCalendar.statusCode).toBe(404);
    const zone = await anon().get(`${typeUrl(slug)}/slots?from=${from}&to=${from}&tz=Mars/Olympus`);
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toBe("Invalid time zone");
    const wide = await anon().get(`${typeUrl(slug)}/slots?from=${from}&to=${shiftDate(from, 63)}`);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe(RANGE_TOO_WIDE);
    const backwards = await anon().get(`${typeUrl(slug)}/slots?from=${from}&to=${shiftDate(from, -1)}`);
    expect(backwards.statusCode).toBe(400);
    const noDates = await anon().get(`${typeUrl(slug)}/slots?from=tomorrow&to=${from}`);
    expect(noDates.statusCode).toBe(400);
    expect(studio.photographerId).toBeTruthy();
  });
});

/**
 * The public booking pages answered from memory (public-page-cache.ts): a repeated view is a cache hit,
 * and every change that affects the slots drops it: weekly hours, a day override, a booking, the
 * studio's booking rules (its own row), a session type, Google busy times (after their short TTL), and
 * plain time passing (a slot inside the notice, with no write at all).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type PublicCalendarView, type PublicSlots, parseSlotId } from "../../../shared/scheduling.js";
import type { PublicTypeSlots } from "../../../shared/session-types.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { startGoogleStandIn } from "../../test/google-stand-in.js";
import { as } from "../../test/http.js";
import { dateAhead, setEveryDayHours, slotAt, validBooking } from "../../test/scheduling-fixtures.js";
import { BUSY_TIMES_TTL_MS } from "./slot-validity.js";

let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
let ctx: TestContext;
let studio: TestPhotographer;
let token: string;

beforeAll(async () => {
  google = await startGoogleStandIn();
  ctx = await createTestContext({
    GOOGLE_CLIENT_ID: "focal-test.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "test-secret",
    GOOGLE_OAUTH_URL: google.url,
    GOOGLE_API_URL: google.url,
  });
  studio = await createTestPhotographer(ctx, { businessName: "Cached Studio" });
  await setEveryDayHours(ctx, studio);
  token = ((await as(ctx, studio.cookie).get("/api/photographer")).json() as { publicToken: string })
    .publicToken;
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const owner = () => as(ctx, studio.cookie);
const calendarUrl = () => `/api/public/booking/calendar/${token}`;
const slotsUrl = (date: string) => `${calendarUrl()}/slots/${date}`;

async function read<T>(url: string): Promise<T> {
  const res = await as(ctx, null).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/**
 * Reads until an answer comes from memory, and checks it is the one computed. On PostgreSQL the
 * notifications of the previous test's writes may still be arriving and drop a fresh entry once more.
 */
async function readCached<T>(url: string): Promise<T> {
  const first = await read<T>(url);
  for (let attempt = 0; attempt < 5; attempt++) {
    const hits = ctx.app.readCache.stats.hits;
    const again = await read<T>(url);
    if (ctx.app.readCache.stats.hits === hits + 1) {
      expect(again).toEqual(first);
      return again;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was never answered from memory`);
}

const startsOn = async (date: string) => (await read<PublicSlots>(slotsUrl(date))).slots.map((s) => s.id);
const cachedStartsOn = async (date: string) =>
  (await readCached<PublicSlots>(slotsUrl(date))).slots.map((s) => s.id);

describe("the public calendar kept in memory", () => {
  it("answers a repeated view without asking the database, until the weekly hours change", async () => {
    const date = dateAhead(5);
    expect(await cachedStartsOn(date)).toContain(slotAt(date, "09:00"));
    await readCached<PublicCalendarView>(calendarUrl());

    const templates = (await owner().get("/api/availability/templates")).json() as {
      id: string;
      dayOfWeek: number;
    }[];
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const template = templates.find((t) => t.dayOfWeek === weekday)!;
    const res = await owner().put(`/api/availability/templates/${template.id}`, {
      dayOfWeek: weekday,
      startTime: "13:00",
      endTime: "17:00",
      isEnabled: true,
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await startsOn(date);
    expect(after).not.toContain(slotAt(date, "09:00"));
    expect(after).toContain(slotAt(date, "13:00"));
  });

  it("drops the calendar when a day is closed by an override", async () => {
    const date = dateAhead(6);
    expect((await readCached<PublicCalendarView>(calendarUrl())).availableDates).toContain(date);
    expect(await cachedStartsOn(date)).not.toEqual([]);

    const res = await owner().post("/api/availability/overrides", { date, isAvailable: false });
    expect(res.statusCode, res.body).toBe(200);

    expect((await read<PublicCalendarView>(calendarUrl())).availableDates).not.toContain(date);
    expect(await startsOn(date)).toEqual([]);
  });

  it("drops a day's slots when a visitor books one of them", async () => {
    const date = dateAhead(7);
    const slot = slotAt(date, "10:00");
    expect(await cachedStartsOn(date)).toContain(slot);

    const res = await as(ctx, null).post(
      `${calendarUrl()}/book/${date}/${slot}`,
      validBooking("cache@example.com"),
    );
    expect(res.statusCode, res.body).toBe(201);

    expect(await startsOn(date)).not.toContain(slot);
  });

  it("drops everything when the studio's booking rules (its own row) change", async () => {
    const date = dateAhead(8);
    const rules = (await owner().get("/api/availability/settings")).json() as Record<string, unknown>;
    expect(rules.slotIntervalMinutes).toBe(60);
    expect(await cachedStartsOn(date)).not.toContain(slotAt(date, "09:30"));

    const res = await owner().put("/api/availability/settings", { ...rules, slotIntervalMinutes: 30 });
    expect(res.statusCode, res.body).toBe(200);

    expect(await startsOn(date)).toContain(slotAt(date, "09:30"));
    expect((await owner().put("/api/availability/settings", rules)).statusCode).toBe(200);
  });

  it("drops the calendar and a type's slots when session types change", async () => {
    const before = await readCached<PublicCalendarView>(calendarUrl());
    expect(before.types.map((t) => t.slug)).not.toContain("headshots");

    const created = await owner().post("/api/session-types", {
      name: "Headshots",
      slug: "headshots",
      durationMinutes: 60,
      minNoticeHours: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await read<PublicCalendarView>(calendarUrl())).types.map((t) => t.slug)).toContain("headshots");

    const date = dateAhead(9);
    const typeUrl = `${calendarUrl()}/types/headshots/slots?from=${date}&to=${date}`;
    const hourly = await readCached<PublicTypeSlots>(typeUrl);
    const { id, ...type } = created.json() as { id: string } & Record<string, unknown>;
    const edited = await owner().put(`/api/session-types/${id}`, { ...type, durationMinutes: 120 });
    expect(edited.statusCode, edited.body).toBe(200);

    const longer = await read<PublicTypeSlots>(typeUrl);
    expect(longer.type.durationMinutes).toBe(120);
    expect(longer.remaining).toBeLessThan(hourly.remaining);
  });

  it("asks Google again for busy times once they are a minute old", async () => {
    const { authUrl } = (await owner().get("/api/auth/google-calendar")).json() as { authUrl: string };
    const consent = await fetch(authUrl, { redirect: "manual" });
    const back = new URL(consent.headers.get("location")!);
    const connected = await ctx.app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      headers: { cookie: studio.cookie },
    });
    expect(connected.statusCode).toBeLessThan(400);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const date = dateAhead(10);
    const busySlot = slotAt(date, "11:00");
    expect(await cachedStartsOn(date), date).toContain(busySlot);
    const start = parseSlotId(busySlot)!;
    google.setBusy([
      { start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() },
    ]);

    // Within the minute the page may still offer it (booking it asks Google again and is refused).
    vi.setSystemTime(Date.now() + 10_000);
    expect(await startsOn(date), "read again 10 s later").toContain(busySlot);
    vi.setSystemTime(Date.now() + BUSY_TIMES_TTL_MS);
    expect(await startsOn(date)).not.toContain(busySlot);
    google.setBusy([]);
  });

  it("stops offering a slot once it falls inside the notice, with nothing written", async () => {
    const rules = (await owner().get("/api/availability/settings")).json() as { minNoticeHours: number };
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const date = dateAhead(3);
    const slot = slotAt(date, "15:00");
    expect(await cachedStartsOn(date)).toContain(slot);
    const tooSoonAt = parseSlotId(slot)! - rules.minNoticeHours * 3_600_000;

    vi.setSystemTime(tooSoonAt - 60_000);
    expect(await startsOn(date)).toContain(slot);
    vi.setSystemTime(tooSoonAt + 1);
    expect(await startsOn(date)).not.toContain(slot);
  });
});

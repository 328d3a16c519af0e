import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AvailabilityOverride,
  AvailabilityTemplate,
  DaySlots,
  SlotRules,
  SlotsCalendar,
} from "../../../shared/scheduling.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { dateAhead, slotAt } from "../../test/scheduling-fixtures.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour Studio" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe("daily availability templates", () => {
  it("creates, lists, updates (with breaks) and deletes a day's hours", async () => {
    const created = await api(a).post("/api/availability/templates", {
      dayOfWeek: 1,
      startTime: "09:00",
      endTime: "17:00",
      isEnabled: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json() as AvailabilityTemplate;
    expect(template).toMatchObject({
      dayOfWeek: 1,
      startTime: "09:00",
      endTime: "17:00",
      isEnabled: true,
      breaks: [],
    });

    const updated = await api(a).put(`/api/availability/templates/${template.id}`, {
      dayOfWeek: 1,
      startTime: "08:30",
      endTime: "18:00",
      isEnabled: true,
      breaks: [{ startTime: "12:00", endTime: "13:00", label: "Lunch" }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      startTime: "08:30",
      breaks: [{ startTime: "12:00", endTime: "13:00", label: "Lunch" }],
    });
    // An update without breaks keeps them.
    const kept = await api(a).put(`/api/availability/templates/${template.id}`, {
      dayOfWeek: 1,
      startTime: "08:30",
      endTime: "18:00",
      isEnabled: false,
    });
    expect((kept.json() as AvailabilityTemplate).breaks).toHaveLength(1);

    const list = (await api(a).get("/api/availability/templates")).json() as AvailabilityTemplate[];
    expect(list.map((t) => t.id)).toEqual([template.id]);
    expect((await api(b).get("/api/availability/templates")).json()).toEqual([]);

    expect((await api(a).delete(`/api/availability/templates/${template.id}`)).json()).toEqual({
      success: true,
    });
    expect((await api(a).get("/api/availability/templates")).json()).toEqual([]);
  });

  it("refuses bad hours with the expected words, and saves nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startTime: "" }, "Start time is required"],
      [{ endTime: "" }, "End time is required"],
      [{ startTime: undefined }, "Start time is required"],
      [{ startTime: "17:00", endTime: "09:00" }, "End time must be after start time"],
      [{ startTime: "09:00", endTime: "09:00" }, "End time must be after start time"],
      [{ startTime: "9am" }, "Use a time like 09:00"],
      [{ dayOfWeek: 7 }, "Day is required"],
      [{ breaks: [{ startTime: "08:00", endTime: "09:30" }] }, "Breaks must fall within the working hours"],
      [{ breaks: [{ startTime: "13:00", endTime: "12:00" }] }, "End time must be after start time"],
    ];
    for (const [change, message] of cases) {
      const res = await api(a).post("/api/availability/templates", {
        dayOfWeek: 2,
        startTime: "09:00",
        endTime: "17:00",
        isEnabled: true,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    expect((await api(a).get("/api/availability/templates")).json()).toEqual([]);
  });

  it("answers 404 for another studio's template, even with a bad body", async () => {
    const mine = (
      await api(a).post("/api/availability/templates", { dayOfWeek: 3, startTime: "10:00", endTime: "12:00" })
    ).json() as AvailabilityTemplate;
    const body = { dayOfWeek: 3, startTime: "07:00", endTime: "08:00", isEnabled: true };
    expect((await api(b).put(`/api/availability/templates/${mine.id}`, body)).statusCode).toBe(404);
    expect((await api(b).delete(`/api/availability/templates/${mine.id}`)).statusCode).toBe(404);
    expect((await api(a).put("/api/availability/templates/not-a-uuid", body)).statusCode).toBe(404);
    const still = (await api(a).get("/api/availability/templates")).json() as AvailabilityTemplate[];
    expect(still.find((t) => t.id === mine.id)).toMatchObject({ startTime: "10:00", endTime: "12:00" });
    await api(a).delete(`/api/availability/templates/${mine.id}`);
  });

  it("needs a signed-in photographer", async () => {
    expect((await as(ctx, null).get("/api/availability/templates")).statusCode).toBe(401);
    expect((await as(ctx, null).get("/api/bookings")).statusCode).toBe(401);
    expect((await as(ctx, null).get(`/api/availability/slots/${dateAhead(3)}`)).statusCode).toBe(401);
  });
});

describe("day overrides and the studio's slots", () => {
  it("computes a day's slots from the weekday's hours and breaks, and an override replaces them", async () => {
    const date = dateAhead(20);
    const template = (
      await api(a).post("/api/availability/templates", {
        dayOfWeek: dayOf(date),
        startTime: "09:00",
        endTime: "13:00",
        breaks: [{ startTime: "11:00", endTime: "12:00" }],
      })
    ).json() as AvailabilityTemplate;
    const day = (await api(a).get(`/api/availability/slots/${date}`)).json() as DaySlots;
    expect(day.timezone).toBe("America/New_York");
    expect(day.slots.map((s) => s.id)).toEqual(["09:00", "10:00", "12:00"].map((t) => slotAt(date, t)));
    expect(day.slots.every((s) => s.isAvailable)).toBe(true);

    const saved = await api(a).post("/api/availability/overrides", {
      date,
      isAvailable: true,
      startTime: "14:00",
      endTime: "16:00",
      reason: "Shoot in the morning",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const override = saved.json() as AvailabilityOverride;
    expect(override).toMatchObject({ date, isAvailable: true, startTime: "14:00", endTime: "16:00" });
    const moved = (await api(a).get(`/api/availability/slots/${date}`)).json() as DaySlots;
    expect(moved.slots.map((s) => s.id)).toEqual(["14:00", "15:00"].map((t) => slotAt(date, t)));

    // Saving the date again replaces the override: a day off.
    const off = (
      await api(a).post("/api/availability/overrides", { date, isAvailable: false, reason: "Holiday" })
    ).json();
    expect(off).toMatchObject({ id: override.id, isAvailable: false, startTime: null, endTime: null });
    expect(((await api(a).get(`/api/availability/slots/${date}`)).json() as DaySlots).slots).toEqual([]);
    const listed = (await api(a).get(`/api/availability/overrides?startDate=${date}&endDate=${date}`)).json();
    expect(listed).toHaveLength(1);
    expect(
      (await api(b).get(`/api/availability/overrides?startDate=${date}&endDate=${date}`)).json(),
    ).toEqual([]);

    expect((await api(b).delete(`/api/availability/overrides/${override.id}`)).statusCode).toBe(404);
    expect((await api(a).delete(`/api/availability/overrides/${override.id}`)).json()).toEqual({
      success: true,
    });
    expect(((await api(a).get(`/api/availability/slots/${date}`)).json() as DaySlots).slots).toHaveLength(3);
    await api(a).delete(`/api/availability/templates/${template.id}`);
  });

  it("refuses bad overrides with the expected words", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ date: "" }, "Date is required"],
      [{ date: undefined }, "Date is required"],
      [{ date: "2026-02-30" }, "Date is required"],
      [{ startTime: "" }, "Start time is required"],
      [{ endTime: null }, "End time is required"],
      [{ startTime: "16:00", endTime: "10:00" }, "End time must be after start time"],
    ];
    for (const [change, message] of cases) {
      const res = await api(a).post("/api/availability/overrides", {
        date: dateAhead(21),
        isAvailable: true,
        startTime: "09:00",
        endTime: "17:00",
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Unavailable days need no hours.
    const off = await api(a).post("/api/availability/overrides", { date: dateAhead(21), isAvailable: false });
    expect(off.statusCode).toBe(200);
  });

  it("summarises a range of days for the calendar", async () => {
    const date = dateAhead(25);
    const template = (
      await api(a).post("/api/availability/templates", {
        dayOfWeek: dayOf(date),
        startTime: "10:00",
        endTime: "12:00",
      })
    ).json() as AvailabilityTemplate;
    const res = await api(a).get(
      `/api/availability/slots?startDate=${dateAhead(22)}&endDate=${dateAhead(28)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const calendar = res.json() as SlotsCalendar;
    expect(calendar.days).toContainEqual({ date, available: 2, booked: 0 });
    const bad = await api(a).get(
      `/api/availability/slots?startDate=${dateAhead(28)}&endDate=${dateAhead(22)}`,
    );
    expect(bad.statusCode).toBe(400);
    await api(a).delete(`/api/availability/templates/${template.id}`);
  });
});

describe("booking rules", () => {
  it("starts with the defaults, saves new ones and refuses bad ones", async () => {
    expect((await api(a).get("/api/availability/settings")).json()).toEqual({
      slotMinutes: 60,
      slotIntervalMinutes: 60,
      bufferMinutes: 0,
      minNoticeHours: 24,
      bookingWindowDays: 60,
    });
    const rules: SlotRules = {
      slotMinutes: 30,
      slotIntervalMinutes: 30,
      bufferMinutes: 15,
      minNoticeHours: 48,
      bookingWindowDays: 90,
    };
    expect((await api(a).put("/api/availability/settings", rules)).json()).toEqual(rules);
    const bad = await api(a).put("/api/availability/settings", { ...rules, slotMinutes: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Appointment length must be at least 15 minutes");
    expect(
      (await api(a).put("/api/availability/settings", { ...rules, bufferMinutes: -5 })).json().message,
    ).toBe("Buffer cannot be negative");
    expect((await api(a).get("/api/availability/settings")).json()).toEqual(rules);
    expect((await api(b).get("/api/availability/settings")).json().slotMinutes).toBe(60);

    const date = dateAhead(30);
    const template = (
      await api(a).post("/api/availability/templates", {
        dayOfWeek: dayOf(date),
        startTime: "09:00",
        endTime: "10:30",
      })
    ).json() as AvailabilityTemplate;
    const day = (await api(a).get(`/api/availability/slots/${date}`)).json() as DaySlots;
    expect(day.slots.map((s) => s.id)).toEqual(["09:00", "09:30", "10:00"].map((t) => slotAt(date, t)));
    await api(a).delete(`/api/availability/templates/${template.id}`);
    await api(a).put("/api/availability/settings", {
      ...rules,
      slotMinutes: 60,
      slotIntervalMinutes: 60,
      bufferMinutes: 0,
      minNoticeHours: 24,
      bookingWindowDays: 60,
    });
  });
});

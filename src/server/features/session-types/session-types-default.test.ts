/**
 * The default "Consultation" every studio starts with (equal to how its calendar booked before session
 * types, and kept equal when the booking rules change), and deleting a type that still has bookings.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_TYPE_SLUG_FIXED,
  DEFAULT_TYPE_UNDELETABLE,
  SESSION_TYPE_HAS_BOOKINGS,
  type SessionType,
} from "../../../shared/session-types.js";
import { bookings, photographers } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "A" });
  b = await createTestPhotographer(ctx, { businessName: "B" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const HOUR = 3_600_000;

async function typesOf(who: TestPhotographer): Promise<SessionType[]> {
  const res = await api(who).get("/api/session-types");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { sessionTypes: SessionType[] }).sessionTypes;
}
const defaultOf = async (who: TestPhotographer) => (await typesOf(who)).find((t) => t.isDefault)!;

async function book(who: TestPhotographer, sessionTypeId: string, startInHours: number, status: string) {
  const startAt = new Date(Date.now() + startInHours * HOUR);
  const [row] = await ctx.database.db
    .insert(bookings)
    .values({
      photographerId: who.photographerId,
      sessionTypeId,
      title: `Booking ${status} ${startInHours}h`,
      startAt,
      endAt: new Date(startAt.getTime() + HOUR),
      status,
      bookingToken: randomUUID(),
    })
    .returning();
  return row!;
}

describe("the default Consultation", () => {
  it("exists for a new studio, equal to its booking rules", async () => {
    const [studio] = await ctx.database.db
      .select()
      .from(photographers)
      .where(eq(photographers.id, a.photographerId));
    const types = await typesOf(a);
    expect(types).toHaveLength(1);
    expect(types[0]).toMatchObject({
      name: "Consultation",
      slug: "consultation",
      isDefault: true,
      enabled: true,
      durationMinutes: studio!.slotMinutes,
      slotIntervalMinutes: studio!.slotIntervalMinutes,
      bufferBeforeMinutes: studio!.bufferMinutes,
      bufferAfterMinutes: studio!.bufferMinutes,
      minNoticeHours: studio!.minNoticeHours,
      bookingWindowDays: studio!.bookingWindowDays,
      location: { kind: "GOOGLE_MEET", detail: null },
      availability: "STUDIO_HOURS",
      color: studio!.brandPrimary,
      priceCents: 0,
      depositCents: 0,
      questions: [],
      emailReminderHours: null,
      smsReminderHours: null,
      isMiniSession: false,
    });
  });

  it("cannot be deleted nor lose its slug, but can be edited and disabled", async () => {
    const consultation = await defaultOf(a);
    const del = await api(a).delete(`/api/session-types/${consultation.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(DEFAULT_TYPE_UNDELETABLE);

    const { id, isDefault, isMiniSession, createdAt, updatedAt, ...values } = consultation;
    const renamed = await api(a).put(`/api/session-types/${id}`, { ...values, slug: "intro-call" });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(DEFAULT_TYPE_SLUG_FIXED);

    const edited = await api(a).put(`/api/session-types/${id}`, {
      ...values,
      name: "Discovery call",
      enabled: false,
      location: { kind: "PHONE" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: "Discovery call",
      slug: "consultation",
      enabled: false,
      isDefault: true,
    });
    await api(a).put(`/api/session-types/${id}`, values);
    expect(await defaultOf(a)).toMatchObject({ name: "Consultation", enabled: true });
  });

  it("duplicates as an ordinary type", async () => {
    const consultation = await defaultOf(b);
    const res = await api(b).post(`/api/session-types/${consultation.id}/duplicate`, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      slug: "consultation-copy",
      name: "Consultation (copy)",
      isDefault: false,
    });
    const copy = res.json() as SessionType;
    expect((await api(b).delete(`/api/session-types/${copy.id}`)).statusCode).toBe(200);
  });

  it("moves with the studio's booking rules, leaving other types and studios alone", async () => {
    const other = (
      await api(a).post("/api/session-types", {
        name: "Headshots",
        slug: "headshots-rules",
        durationMinutes: 25,
      })
    ).json() as SessionType;
    const rules = {
      slotMinutes: 45,
      slotIntervalMinutes: 30,
      bufferMinutes: 15,
      minNoticeHours: 12,
      bookingWindowDays: 90,
    };
    const saved = await api(a).put("/api/availability/settings", rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await defaultOf(a)).toMatchObject({
      durationMinutes: 45,
      slotIntervalMinutes: 30,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
      minNoticeHours: 12,
      bookingWindowDays: 90,
    });
    expect((await api(a).get(`/api/session-types/${other.id}`)).json()).toEqual(other);
    expect(await defaultOf(b)).toMatchObject({
      durationMinutes: 60,
      slotIntervalMinutes: 60,
      minNoticeHours: 24,
    });

    // Refused rules change neither.
    const bad = await api(a).put("/api/availability/settings", { ...rules, slotMinutes: 5 });
    expect(bad.statusCode).toBe(400);
    expect((await defaultOf(a)).durationMinutes).toBe(45);
  });
});

describe("deleting a type with bookings", () => {
  it("is refused while an active booking is upcoming; past ones keep their title", async () => {
    const type = (
      await api(a).post("/api/session-types", { name: "Newborn", slug: "newborn", durationMinutes: 120 })
    ).json() as SessionType;
    const past = await book(a, type.id, -48, "COMPLETED");
    await book(a, type.id, 24, "CANCELLED");
    await book(a, type.id, 25, "EXPIRED");
    for (const status of ["PENDING", "CONFIRMED", "HELD"]) {
      const upcoming = await book(a, type.id, 72, status);
      const res = await api(a).delete(`/api/session-types/${type.id}`);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(SESSION_TYPE_HAS_BOOKINGS);
      await ctx.database.db.delete(bookings).where(eq(bookings.id, upcoming.id));
    }
    expect((await api(a).get(`/api/session-types/${type.id}`)).statusCode).toBe(200);

    const res = await api(a).delete(`/api/session-types/${type.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [kept] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, past.id));
    expect(kept).toMatchObject({ title: past.title, sessionTypeId: null });
  });
});

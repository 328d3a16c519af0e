/**
 * The studio's session types through the API: the full round trip of every field, bad input refused with
 * nothing stored, another studio's type a 404 on every route, slugs unique per studio, duplicates.
 */
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SESSION_TYPE_NOT_FOUND,
  type SessionType,
  type SessionTypeInput,
  SLUG_TAKEN,
} from "../../../shared/session-types.js";
import { sessionTypes } from "../../db/schema/index.js";
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

/** Every field set, none to its default: a mini-session over two dates. */
const minis = {
  name: "Spring minis",
  slug: "spring-minis",
  description: "Twenty minutes in the rose garden",
  durationMinutes: 20,
  slotIntervalMinutes: 30,
  bufferBeforeMinutes: 5,
  bufferAfterMinutes: 10,
  minNoticeHours: 48,
  maxPerDay: 12,
  bookingWindowDays: 120,
  location: { kind: "IN_PERSON", detail: "Rose garden, north gate" },
  priceCents: 15_000,
  depositCents: 5_000,
  projectType: "FAMILY",
  questions: [
    { label: "Who is coming?", type: "LONG_TEXT", required: true },
    { label: "Bringing a dog?", type: "CHECKBOX", required: false },
  ],
  availability: {
    windows: [
      { date: "2027-04-10", startTime: "09:00", endTime: "12:00" },
      { date: "2027-04-11", startTime: "14:00", endTime: "17:30" },
    ],
  },
  enabled: true,
  color: "#10b981",
  cancelNoticeHours: 72,
  rescheduleNoticeHours: 36,
  refundRule: "DEPOSIT_KEPT",
  emailReminderHours: 48,
  smsReminderHours: null,
} satisfies SessionTypeInput;

const storedCount = async (photographerId: string) => {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(sessionTypes)
    .where(eq(sessionTypes.photographerId, photographerId));
  return row!.n;
};

async function createType(who: TestPhotographer, input: Record<string, unknown>) {
  const res = await api(who).post("/api/session-types", input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SessionType;
}

describe("session types", () => {
  it("stores every field and answers it back on create, read, list, update and delete", async () => {
    const created = await createType(a, minis);
    expect(created).toMatchObject({
      ...minis,
      availability: { windows: minis.availability.windows.map((w) => ({ ...w, dayOfWeek: null })) },
      isDefault: false,
      isMiniSession: true,
    });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    expect((await api(a).get(`/api/session-types/${created.id}`)).json()).toEqual(created);

    const weekly = {
      ...minis,
      name: "Engagement session",
      slug: "engagement",
      description: null,
      slotIntervalMinutes: null,
      maxPerDay: null,
      location: { kind: "CUSTOM", detail: "We'll pick a place together" },
      priceCents: 40_000,
      depositCents: 0,
      projectType: "ENGAGEMENT",
      questions: [],
      availability: { windows: [{ dayOfWeek: 6, startTime: "16:00", endTime: "20:00" }] },
      enabled: false,
      refundRule: "NONE",
      emailReminderHours: null,
      smsReminderHours: 3,
    } satisfies SessionTypeInput;
    const put = await api(a).put(`/api/session-types/${created.id}`, weekly);
    expect(put.statusCode, put.body).toBe(200);
    const updated = put.json() as SessionType;
    expect(updated).toMatchObject({ ...weekly, id: created.id, isMiniSession: false });
    expect(updated.availability).toEqual({
      windows: [{ date: null, dayOfWeek: 6, startTime: "16:00", endTime: "20:00" }],
    });
    expect((await api(a).get(`/api/session-types/${created.id}`)).json()).toEqual(updated);

    const list = (await api(a).get("/api/session-types")).json() as { sessionTypes: SessionType[] };
    expect(list.sessionTypes.find((t) => t.id === created.id)).toEqual(updated);
    expect(
      (await api(b).get("/api/session-types")).json().sessionTypes.map((t: SessionType) => t.slug),
    ).toEqual(["consultation"]);

    const removed = await api(a).delete(`/api/session-types/${created.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await api(a).get(`/api/session-types/${created.id}`)).statusCode).toBe(404);
  });

  it("fills the defaults from a minimal body and lists the default first, then by name", async () => {
    const studio = await createTestPhotographer(ctx);
    const zed = await createType(studio, { name: "zed", slug: "zed", durationMinutes: 30 });
    expect(zed).toMatchObject({
      description: null,
      slotIntervalMinutes: null,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minNoticeHours: 24,
      maxPerDay: null,
      bookingWindowDays: 60,
      location: { kind: "PHONE", detail: null },
      priceCents: 0,
      depositCents: 0,
      projectType: "WEDDING",
      questions: [],
      availability: "STUDIO_HOURS",
      enabled: true,
      color: "#3b82f6",
      refundRule: "FULL",
      emailReminderHours: 24,
      smsReminderHours: 2,
      isMiniSession: false,
    });
    await createType(studio, { name: "Album review", slug: "album", durationMinutes: 45 });
    await createType(studio, { name: "boudoir", slug: "boudoir", durationMinutes: 60 });
    const list = (await api(studio).get("/api/session-types")).json() as { sessionTypes: SessionType[] };
    expect(list.sessionTypes.map((t) => t.name)).toEqual(["Consultation", "Album review", "boudoir", "zed"]);
  });

  it("refuses bad input with 400 and its message, storing nothing", async () => {
    const before = await storedCount(a.photographerId);
    const window = (w: Record<string, unknown>) => ({ ...minis, availability: { windows: [w] } });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...minis, durationMinutes: 4 }, "Duration must be 5 to 720 minutes"],
      [{ ...minis, durationMinutes: 721 }, "Duration must be 5 to 720 minutes"],
      [{ ...minis, depositCents: 15_001 }, "The deposit cannot be more than the price"],
      [{ ...minis, slug: "Spring minis!" }, "Use lowercase letters, digits and dashes"],
      [{ ...minis, slug: "-spring" }, "Use lowercase letters, digits and dashes"],
      [window({ startTime: "09:00", endTime: "10:00" }), "A window has either a date or a day of the week"],
      [
        window({ date: "2027-04-10", dayOfWeek: 6, startTime: "09:00", endTime: "10:00" }),
        "A window has either a date or a day of the week",
      ],
      [window({ dayOfWeek: 1, startTime: "10:00", endTime: "09:30" }), "End time must be after start time"],
      [window({ date: "2027-02-30", startTime: "09:00", endTime: "10:00" }), "Use a date like 2027-05-01"],
      [{ ...minis, priceCents: 2_000_000_000, depositCents: 0 }, "Price is too large"],
      [{ ...minis, name: "" }, "Name is required"],
    ];
    for (const [input, message] of cases) {
      const res = await api(a).post("/api/session-types", input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const payload of [
      `{"name": "Nul\\u0000", "slug": "nul", "durationMinutes": 30}`,
      `{"name": "Huge", "slug": "huge", "durationMinutes": 1e400}`,
      `{"name": "Broken", "slug": `,
      "not json at all",
    ]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/session-types",
        headers: { cookie: a.cookie, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
    expect(await storedCount(a.photographerId)).toBe(before);

    // An update refused the same way leaves the type as it was.
    const type = await createType(a, { ...minis, slug: "kept" });
    const bad = await api(a).put(`/api/session-types/${type.id}`, {
      ...minis,
      slug: "kept",
      durationMinutes: 721,
    });
    expect(bad.statusCode).toBe(400);
    expect((await api(a).get(`/api/session-types/${type.id}`)).json()).toEqual(type);
  });

  it("stores a lone surrogate in a question as U+FFFD instead of failing in jsonb", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/session-types",
      headers: { cookie: a.cookie, "content-type": "application/json" },
      payload: `{"name":"Odd \\ud800","slug":"odd","durationMinutes":30,"questions":[{"label":"Why \\udc00?"}]}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().questions).toEqual([{ label: "Why \uFFFD?", type: "SHORT_TEXT", required: false }]);
  });

  it("answers 404 for another studio's type on every route and changes nothing", async () => {
    const type = await createType(a, { ...minis, slug: "private" });
    for (const res of [
      await api(b).get(`/api/session-types/${type.id}`),
      await api(b).put(`/api/session-types/${type.id}`, { ...minis, slug: "mine-now" }),
      // Ownership comes before validation: a bad body still hears "not found".
      await api(b).put(`/api/session-types/${type.id}`, { name: "" }),
      await api(b).post(`/api/session-types/${type.id}/duplicate`, {}),
      await api(b).delete(`/api/session-types/${type.id}`),
      await api(a).get(`/api/session-types/${randomUUID()}`),
      await api(a).delete(`/api/session-types/${randomUUID()}`),
      await api(a).get("/api/session-types/not-a-uuid"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SESSION_TYPE_NOT_FOUND);
    }
    expect((await api(a).get(`/api/session-types/${type.id}`)).json()).toEqual(type);
    expect((await api(b).get("/api/session-types")).json().sessionTypes).toHaveLength(1);
  });

  it("keeps slugs unique per studio (409), lowercased, and free across studios", async () => {
    await createType(a, { name: "Portraits", slug: "portraits", durationMinutes: 60 });
    for (const slug of ["portraits", "PORTRAITS", " portraits "]) {
      const res = await api(a).post("/api/session-types", { name: "Again", slug, durationMinutes: 60 });
      expect(res.statusCode, slug).toBe(409);
      expect(res.json().message).toBe(SLUG_TAKEN);
    }
    const other = await createType(a, { name: "Headshots", slug: "headshots", durationMinutes: 30 });
    const clash = await api(a).put(`/api/session-types/${other.id}`, {
      name: "Headshots",
      slug: "portraits",
      durationMinutes: 30,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(SLUG_TAKEN);
    expect((await api(a).get(`/api/session-types/${other.id}`)).json().slug).toBe("headshots");
    await createType(b, { name: "Portraits", slug: "portraits", durationMinutes: 60 });
  });

  it("duplicates a type as a disabled copy with a free slug", async () => {
    const source = await createType(a, { ...minis, slug: "fall-minis", name: "Fall minis" });
    const first = await api(a).post(`/api/session-types/${source.id}/duplicate`, {});
    expect(first.statusCode, first.body).toBe(201);
    const copy = first.json() as SessionType;
    const { id, slug, name, enabled, createdAt, updatedAt, ...same } = source;
    expect(copy).toMatchObject({
      ...same,
      name: "Fall minis (copy)",
      slug: "fall-minis-copy",
      enabled: false,
    });
    expect(copy.id).not.toBe(source.id);
    const second = (await api(a).post(`/api/session-types/${source.id}/duplicate`, {})).json() as SessionType;
    expect(second.slug).toBe("fall-minis-copy-2");
    const third = (await api(a).post(`/api/session-types/${source.id}/duplicate`, {})).json() as SessionType;
    expect(third.slug).toBe("fall-minis-copy-3");

    const long = await createType(a, { name: "N".repeat(100), slug: "s".repeat(60), durationMinutes: 30 });
    const longCopy = (await api(a).post(`/api/session-types/${long.id}/duplicate`, {})).json() as SessionType;
    expect(longCopy.name).toBe(`${"N".repeat(93)} (copy)`);
    expect(longCopy.slug).toBe(`${"s".repeat(55)}-copy`);
  });
});

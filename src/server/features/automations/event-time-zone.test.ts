/**
 * A project's own event zone (projects.eventTimeZone, a destination wedding): the API takes any IANA
 * zone or null (the studio's), refuses an unknown one, and event-date countdowns fire at the trigger
 * time on the event's wall clock, not the studio's.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMEZONE_MESSAGE } from "../../../shared/time-zone.js";
import {
  automationExecutions,
  outboxMessages,
  photographers,
  projects,
  templates,
} from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { databaseDigest } from "../../test/db-digest.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.app.automationEngine.setClock(() => new Date("2027-01-01T00:00:00Z"));
});
afterAll(() => ctx.close());

async function studioIn(timeZone: string): Promise<TestPhotographer> {
  const studio = await createTestPhotographer(ctx);
  await ctx.database.db
    .update(photographers)
    .set({ timezone: timeZone })
    .where(eq(photographers.id, studio.photographerId));
  return studio;
}

async function clientOf(studio: TestPhotographer): Promise<string> {
  const email = `z-${randomUUID().slice(0, 8)}@example.com`;
  const res = await as(ctx, studio.cookie).post("/api/clients", {
    firstName: "Ines",
    lastName: "Sousa",
    email,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function countdown(
  studio: TestPhotographer,
  timing: {
    daysBefore: number;
    triggerTiming: "BEFORE" | "AFTER";
    triggerHour: number;
    triggerMinute: number;
  },
  eventType = "EVENT_DATE",
) {
  const [template] = await ctx.database.db
    .insert(templates)
    .values({
      photographerId: studio.photographerId,
      name: `T ${randomUUID().slice(0, 6)}`,
      channel: "EMAIL",
      subject: "See you soon",
      textBody: "Hi {{firstName}}",
    })
    .returning();
  const res = await as(ctx, studio.cookie).post("/api/automations", {
    name: "Day before",
    projectType: "WEDDING",
    automationType: "COUNTDOWN",
    stageId: null,
    channel: "EMAIL",
    templateId: template!.id,
    eventType,
    ...timing,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function weddingIn(studio: TestPhotographer, eventDate: string, eventTimeZone: string | null) {
  const res = await as(ctx, studio.cookie).post("/api/projects", {
    title: "Destination wedding",
    projectType: "WEDDING",
    clientId: await clientOf(studio),
    eventDate,
    eventTimeZone,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; eventTimeZone: string | null };
}

const runsOf = (projectId: string) =>
  ctx.database.db.select().from(automationExecutions).where(eq(automationExecutions.projectId, projectId));

describe("the project API's eventTimeZone", () => {
  it("stores any IANA zone, answers it, and null sets it back to the studio's", async () => {
    const studio = await studioIn("America/New_York");
    const project = await weddingIn(studio, "2027-06-12", "Europe/Lisbon");
    expect(project.eventTimeZone).toBe("Europe/Lisbon");
    const api = as(ctx, studio.cookie);
    expect((await api.get(`/api/projects/${project.id}`)).json().eventTimeZone).toBe("Europe/Lisbon");
    const base = { title: "Destination wedding", status: "ACTIVE", eventDate: "2027-06-12" };
    // Omitted keeps it.
    expect((await api.put(`/api/projects/${project.id}`, base)).json().eventTimeZone).toBe("Europe/Lisbon");
    const moved = await api.put(`/api/projects/${project.id}`, { ...base, eventTimeZone: "Asia/Kolkata" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().eventTimeZone).toBe("Asia/Kolkata");
    const same = await api.put(`/api/projects/${project.id}`, { ...base, eventTimeZone: null });
    expect(same.json().eventTimeZone).toBeNull();
    expect((await weddingIn(studio, "2027-06-12", null)).eventTimeZone).toBeNull();
  });

  it("refuses an unknown zone with 400 on create and update, changing nothing", async () => {
    const studio = await studioIn("America/New_York");
    const project = await weddingIn(studio, "2027-06-12", "Europe/Lisbon");
    const api = as(ctx, studio.cookie);
    const clientId = await clientOf(studio);
    for (const zone of ["Europe/Lisboa", "+01:00", "Lisbon", 12]) {
      const before = await databaseDigest(ctx.database);
      const created = await api.post("/api/projects", {
        title: "Bad zone",
        projectType: "WEDDING",
        clientId,
        eventTimeZone: zone,
      });
      expect(created.statusCode, String(zone)).toBe(400);
      expect(created.json().message).toBe(TIMEZONE_MESSAGE);
      const updated = await api.put(`/api/projects/${project.id}`, {
        title: "Destination wedding",
        status: "ACTIVE",
        eventTimeZone: zone,
      });
      expect(updated.statusCode, String(zone)).toBe(400);
      expect(updated.json().message).toBe(TIMEZONE_MESSAGE);
      expect(await databaseDigest(ctx.database)).toEqual(before);
    }
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.eventTimeZone).toBe("Europe/Lisbon");
  });
});

describe("event-date countdowns run on the event's wall clock", () => {
  const engine = () => ctx.app.automationEngine;

  it("fires '1 day before at 09:00' for a New York studio's Lisbon wedding at 09:00 in Lisbon", async () => {
    const studio = await studioIn("America/New_York");
    await countdown(studio, { daysBefore: 1, triggerTiming: "BEFORE", triggerHour: 9, triggerMinute: 0 });
    const project = await weddingIn(studio, "2027-06-12", "Europe/Lisbon");
    // 11 June 2027, 09:00 WEST (UTC+1) in Lisbon: 08:00 UTC, 04:00 in New York.
    const lisbonNine = new Date("2027-06-11T08:00:00Z");
    expect(await engine().runCountdowns(new Date(lisbonNine.getTime() - 60_000))).toBe(0);
    expect(await engine().runCountdowns(lisbonNine)).toBe(1);
    // 09:00 in New York (13:00 UTC) is not a second fire.
    expect(await engine().runCountdowns(new Date("2027-06-11T13:00:00Z"))).toBe(0);
    const runs = await runsOf(project.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ eventDate: "2027-06-12", scheduledFor: lisbonNine });
  });

  it("finds an event whose day is already tomorrow on the studio's calendar (Tokyo for Los Angeles)", async () => {
    const studio = await studioIn("America/Los_Angeles");
    await countdown(
      studio,
      { daysBefore: 1, triggerTiming: "BEFORE", triggerHour: 6, triggerMinute: 0 },
      "SHOOT_DATE",
    );
    const project = await weddingIn(studio, "2027-06-12", "Asia/Tokyo");
    // 11 June 2027, 06:00 JST (UTC+9): 10 June 21:00 UTC, still 10 June (14:00) in Los Angeles.
    const tokyoSix = new Date("2027-06-10T21:00:00Z");
    expect(await engine().runCountdowns(tokyoSix)).toBe(1);
    expect((await runsOf(project.id))[0]).toMatchObject({ scheduledFor: tokyoSix });
  });

  it("keeps the studio's wall clock for a project without a zone of its own", async () => {
    const studio = await studioIn("America/New_York");
    await countdown(studio, { daysBefore: 1, triggerTiming: "BEFORE", triggerHour: 9, triggerMinute: 0 });
    const project = await weddingIn(studio, "2027-06-12", null);
    expect(await engine().runCountdowns(new Date("2027-06-11T08:00:00Z"))).toBe(0);
    // 11 June 2027, 09:00 EDT (UTC-4).
    expect(await engine().runCountdowns(new Date("2027-06-11T13:00:00Z"))).toBe(1);
    expect((await runsOf(project.id))[0]).toMatchObject({ scheduledFor: new Date("2027-06-11T13:00:00Z") });
  });
});

describe("EVENT_DATE_REACHED on the event's own calendar", () => {
  it("is raised when the day begins where the event is, once", async () => {
    const studio = await studioIn("America/New_York");
    const api = as(ctx, studio.cookie);
    const [template] = await ctx.database.db
      .insert(templates)
      .values({
        photographerId: studio.photographerId,
        name: "Wedding day",
        channel: "EMAIL",
        subject: "Happy wedding day in Tokyo",
        textBody: "Hi {{firstName}}",
      })
      .returning();
    const created = await api.post("/api/automations", {
      name: "Wedding day",
      projectType: "WEDDING",
      stageId: null,
      channel: "EMAIL",
      templateId: template!.id,
      triggerMode: "BUSINESS",
    });
    expect(created.statusCode, created.body).toBe(201);
    const step = await api.post(`/api/automations/${created.json().id}/steps`, {
      stepIndex: 0,
      enabled: true,
      delayMinutes: 0,
      templateId: template!.id,
    });
    expect(step.statusCode, step.body).toBe(201);
    const trigger = await api.post("/api/business-triggers", {
      automationId: created.json().id,
      triggerType: "EVENT_DATE_REACHED",
      enabled: true,
    });
    expect(trigger.statusCode, trigger.body).toBe(201);
    const project = await weddingIn(studio, "2027-09-12", "Asia/Tokyo");
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, project.id));
    const client = (await api.get(`/api/clients/${row!.clientId}`)).json() as { email: string };
    const sent = async () =>
      (
        await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, client.email))
      ).filter((m) => m.subject === "Happy wedding day in Tokyo").length;
    await ctx.queue.drain({ ignoreStartAfter: true });
    // 11 September 14:00 UTC: 23:00 in Tokyo, still the day before.
    await ctx.app.automationEngine.runClock(new Date("2027-09-11T14:00:00Z"));
    await ctx.queue.drain({ ignoreStartAfter: true });
    expect(await sent()).toBe(0);
    // 16:00 UTC: 01:00 on the 12th in Tokyo, while New York is at noon on the 11th.
    await ctx.app.automationEngine.runClock(new Date("2027-09-11T16:00:00Z"));
    await ctx.app.automationEngine.runClock(new Date("2027-09-11T16:01:00Z"));
    await ctx.queue.drain({ ignoreStartAfter: true });
    expect(await sent()).toBe(1);
  });
});

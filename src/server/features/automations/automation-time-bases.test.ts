import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIME_BASE_DATES, type TimeBaseDate } from "../../../shared/automations.js";
import { automationExecutions, outboxMessages, photographers, templates } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

// Every date the automation creator offers as a time trigger's base fires, once, at the configured time
// on the studio's wall clock: each case counts from a different project date in a different time zone.
let ctx: TestContext;
let clock = new Date("2026-01-01T00:00:00Z");

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.app.automationEngine.setClock(() => clock);
});
afterAll(() => ctx.close());

const engine = () => ctx.app.automationEngine;

interface Case {
  timeZone: string;
  /** The project's dates: the base's is the one counted from, the others are far from it. */
  dates: { eventDate: string; deliveryDate?: string; consultationDate?: string };
  timing: {
    daysBefore: number;
    triggerTiming: "BEFORE" | "AFTER";
    triggerHour: number;
    triggerMinute: number;
  };
  baseDate: string;
  /** The instant the wall clock reads the trigger time on the due day. */
  firesAt: string;
}

const CASES: Record<TimeBaseDate, Case> = {
  EVENT_DATE: {
    timeZone: "America/New_York",
    dates: { eventDate: "2026-06-20", deliveryDate: "2026-08-01", consultationDate: "2026-02-01" },
    timing: { daysBefore: 7, triggerTiming: "BEFORE", triggerHour: 9, triggerMinute: 30 },
    baseDate: "2026-06-20",
    // 13 June 2026, 9:30 EDT (UTC-4).
    firesAt: "2026-06-13T13:30:00Z",
  },
  SHOOT_DATE: {
    timeZone: "Australia/Sydney",
    dates: { eventDate: "2026-05-10", deliveryDate: "2026-07-01" },
    timing: { daysBefore: 1, triggerTiming: "BEFORE", triggerHour: 18, triggerMinute: 0 },
    baseDate: "2026-05-10",
    // 9 May 2026, 18:00 AEST (UTC+10).
    firesAt: "2026-05-09T08:00:00Z",
  },
  DELIVERY_DATE: {
    timeZone: "Europe/London",
    dates: { eventDate: "2026-09-05", deliveryDate: "2026-10-20" },
    timing: { daysBefore: 3, triggerTiming: "AFTER", triggerHour: 10, triggerMinute: 15 },
    baseDate: "2026-10-20",
    // 23 October 2026, 10:15 BST (UTC+1; the clocks go back on the 25th).
    firesAt: "2026-10-23T09:15:00Z",
  },
  CONSULTATION_DATE: {
    timeZone: "America/Los_Angeles",
    dates: { eventDate: "2026-11-14", consultationDate: "2026-03-10" },
    timing: { daysBefore: 2, triggerTiming: "BEFORE", triggerHour: 8, triggerMinute: 0 },
    baseDate: "2026-03-10",
    // 8 March 2026 is the spring-forward day in Los Angeles: 8:00 PDT is 15:00 UTC.
    firesAt: "2026-03-08T15:00:00Z",
  },
};

describe("time-based automations count from every date the creator offers", () => {
  it("covers every base the form offers", () => {
    expect(Object.keys(CASES).sort()).toEqual([...TIME_BASE_DATES].sort());
  });

  for (const base of TIME_BASE_DATES) {
    it(`${base}: fires once, at the trigger time in the studio's time zone`, async () => {
      const c = CASES[base];
      const studio = await createTestPhotographer(ctx);
      await ctx.database.db
        .update(photographers)
        .set({ timezone: c.timeZone })
        .where(eq(photographers.id, studio.photographerId));
      const api = as(ctx, studio.cookie);
      const [template] = await ctx.database.db
        .insert(templates)
        .values({
          photographerId: studio.photographerId,
          name: `T ${base}`,
          channel: "EMAIL",
          subject: `${base} reminder`,
          textBody: "Hi {{firstName}}",
        })
        .returning();
      const created = await api.post("/api/automations", {
        name: `Countdown ${base}`,
        projectType: "WEDDING",
        automationType: "COUNTDOWN",
        stageId: null,
        channel: "EMAIL",
        templateId: template!.id,
        eventType: base,
        ...c.timing,
      });
      expect(created.statusCode, created.body).toBe(201);
      const email = `t-${randomUUID().slice(0, 8)}@example.com`;
      const client = await api.post("/api/clients", { firstName: "Ava", lastName: "Stone", email });
      expect(client.statusCode, client.body).toBe(201);
      const project = await api.post("/api/projects", {
        title: `Wedding ${base}`,
        projectType: "WEDDING",
        clientId: client.json().id,
        ...c.dates,
      });
      expect(project.statusCode, project.body).toBe(201);
      const projectId = project.json().id as string;

      const firesAt = new Date(c.firesAt);
      const minute = (delta: number) => new Date(firesAt.getTime() + delta * 60_000);
      expect(await engine().runCountdowns(minute(-1))).toBe(0);
      expect(await engine().runCountdowns(firesAt)).toBe(1);
      expect(await engine().runCountdowns(minute(1))).toBe(0);
      expect(await engine().runCountdowns(minute(60))).toBe(0);
      clock = new Date(firesAt.getTime() + 30_000);
      await ctx.queue.drain();

      const runs = await ctx.database.db
        .select()
        .from(automationExecutions)
        .where(eq(automationExecutions.projectId, projectId));
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({
        status: "SUCCESS",
        eventDate: c.baseDate,
        daysBefore: c.timing.daysBefore,
        scheduledFor: firesAt,
      });
      const mail = await ctx.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.toAddress, email));
      expect(mail.map((m) => m.subject)).toEqual([`${base} reminder`]);
    });
  }
});

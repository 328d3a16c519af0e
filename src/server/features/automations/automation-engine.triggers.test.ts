/**
 * Automations run by time and by business events: countdowns before the event, the event day reached,
 * each business trigger (with its minimum amount), and a pipeline automation moving the project.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects, templates } from "../../db/schema/index.js";
// Every business trigger raised as an event (the payment reminders are the clock's: payment-reminders.test.ts).
import { BUSINESS_EVENTS, businessEventJob } from "../../jobs/events.js";
import {
  a,
  api,
  automation,
  b,
  client,
  clock,
  ctx,
  drain,
  engine,
  mailTo,
  project,
  runsOf,
  setClock,
  setUpAutomationEngine,
  stagesOf,
  template,
  timeline,
} from "./automation-engine.fixture.js";

setUpAutomationEngine();

describe("time-based (countdown)", () => {
  it("fires 14 days before the event at 9:00 studio time, once", async () => {
    const t = await template(a, { subject: "Two weeks to go, {{firstName}}!" });
    await automation(a, {
      automationType: "COUNTDOWN",
      stageId: null,
      channel: "EMAIL",
      templateId: t.id,
      daysBefore: 14,
      triggerTiming: "BEFORE",
      triggerHour: 9,
      triggerMinute: 0,
      eventType: "EVENT_DATE",
    });
    const c = await client(a);
    const p = await project(a, c.id, { eventDate: "2026-03-22" });
    // 8 March 2026 is the spring-forward day: 9:00 EDT is 13:00 UTC.
    expect(await engine().runCountdowns(new Date("2026-03-08T12:59:00Z"))).toBe(0);
    expect(await engine().runCountdowns(new Date("2026-03-08T13:00:00Z"))).toBe(1);
    expect(await engine().runCountdowns(new Date("2026-03-08T13:01:00Z"))).toBe(0);
    setClock(new Date("2026-03-08T13:00:30Z"));
    await drain();
    const mail = await mailTo(c.email);
    expect(mail.map((m) => m.subject)).toEqual(["Two weeks to go, Ava!"]);
    const runs = await runsOf(p.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: "SUCCESS", eventDate: "2026-03-22", daysBefore: 14 });
  });
});

describe("event date reached", () => {
  it("the clock raises EVENT_DATE_REACHED on the event day, in the studio's time zone, once", async () => {
    const t = await template(b, { subject: "Happy wedding day, {{firstName}}!" });
    const created = await automation(
      b,
      { stageId: null, channel: "EMAIL", templateId: t.id, triggerMode: "BUSINESS" },
      [{ delayMinutes: 0, templateId: t.id }],
    );
    await api(b).post("/api/business-triggers", {
      automationId: created.id,
      triggerType: "EVENT_DATE_REACHED",
      enabled: true,
    });
    const c = await client(b);
    await project(b, c.id, { eventDate: "2026-09-12" });
    await drain(true);
    // 03:00 UTC on 12 September is still the 11th in New York.
    await engine().runClock(new Date("2026-09-12T03:00:00Z"));
    await drain(true);
    expect((await mailTo(c.email)).filter((m) => m.subject?.startsWith("Happy wedding day"))).toHaveLength(0);
    await engine().runClock(new Date("2026-09-12T13:00:00Z"));
    await engine().runClock(new Date("2026-09-12T13:01:00Z"));
    await drain(true);
    expect((await mailTo(c.email)).map((m) => m.subject)).toContain("Happy wedding day, Ava!");
    expect((await mailTo(c.email)).filter((m) => m.subject === "Happy wedding day, Ava!")).toHaveLength(1);
  });
});

describe("business events", () => {
  it("each business trigger schedules its automation's steps, honouring the minimum amount", async () => {
    for (const trigger of BUSINESS_EVENTS) {
      const t = await template(a, { subject: `On ${trigger}` });
      const created = await automation(
        a,
        { stageId: null, channel: "EMAIL", templateId: t.id, triggerMode: "BUSINESS" },
        [{ delayMinutes: 0, templateId: t.id }],
      );
      const res = await api(a).post("/api/business-triggers", {
        automationId: created.id,
        triggerType: trigger,
        enabled: true,
        ...(trigger === "DEPOSIT_PAID" ? { minAmountCents: 50_000 } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const c = await client(a);
    const p = await project(a, c.id);
    await drain(true);
    const before = (await mailTo(c.email)).map((m) => m.subject);
    expect(before).toEqual(["On CLIENT_ONBOARDED"]);

    for (const eventType of BUSINESS_EVENTS) {
      await ctx.queue.enqueue(businessEventJob(ctx.bus), {
        photographerId: a.photographerId,
        eventType,
        clientId: c.id,
        projectId: p.id,
        subjectId: randomUUID(),
        occurredAt: clock.toISOString(),
        ...(eventType === "DEPOSIT_PAID" ? { amountCents: 20_000 } : {}),
      });
    }
    await drain(true);
    const subjects = (await mailTo(c.email)).map((m) => m.subject).sort();
    // The deposit was below the trigger's $500 minimum; every other event sent once.
    expect(subjects).toEqual(
      BUSINESS_EVENTS.filter((t) => t !== "DEPOSIT_PAID")
        .map((t) => `On ${t}`)
        .sort(),
    );

    await ctx.queue.enqueue(businessEventJob(ctx.bus), {
      photographerId: a.photographerId,
      eventType: "DEPOSIT_PAID",
      clientId: c.id,
      projectId: p.id,
      subjectId: randomUUID(),
      occurredAt: clock.toISOString(),
      amountCents: 75_000,
    });
    await drain(true);
    expect((await mailTo(c.email)).filter((m) => m.subject === "On DEPOSIT_PAID")).toHaveLength(1);
    // Clean up so later tests' projects are not greeted by these.
    await ctx.database.db.delete(templates).where(eq(templates.photographerId, a.photographerId));
  });

  it("a pipeline automation moves the project once, and the stage's own automations then run", async () => {
    const stages = await stagesOf(b);
    const booked = stages.find((s) => s.name === "Booked")!;
    const t = await template(b, { subject: "You're booked!" });
    await automation(b, { stageId: booked.id, channel: "EMAIL", templateId: t.id }, [
      { delayMinutes: 0, templateId: t.id },
    ]);
    await automation(b, {
      automationType: "STAGE_CHANGE",
      stageId: null,
      triggerType: "DEPOSIT_PAID",
      targetStageId: booked.id,
      name: "Deposit books the date",
    });
    const c = await client(b);
    const p = await project(b, c.id);
    const deposit = {
      photographerId: b.photographerId,
      eventType: "DEPOSIT_PAID" as const,
      clientId: c.id,
      projectId: p.id,
      subjectId: randomUUID(),
      occurredAt: clock.toISOString(),
      amountCents: 100_000,
    };
    await ctx.queue.enqueue(businessEventJob(ctx.bus), deposit);
    await ctx.queue.enqueue(businessEventJob(ctx.bus), { ...deposit, subjectId: randomUUID() });
    await drain(true);
    const [moved] = await ctx.database.db.select().from(projects).where(eq(projects.id, p.id));
    expect(moved!.stageId).toBe(booked.id);
    expect((await mailTo(c.email)).map((m) => m.subject)).toEqual(["You're booked!"]);
    const entries = await timeline(b, p.id);
    expect(entries.find((e) => e.automationName === "Deposit books the date")).toMatchObject({
      status: "SUCCESS",
      summary: "Moved to Booked",
    });
    const detail = (await api(b).get(`/api/projects/${p.id}`)).json() as { activities?: { title: string }[] };
    if (detail.activities) expect(detail.activities.some((x) => x.title === "Moved to Booked")).toBe(true);
  });
});

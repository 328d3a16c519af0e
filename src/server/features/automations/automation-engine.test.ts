import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AutomationTimelineEntry, BUSINESS_TRIGGER_TYPES } from "../../../shared/automations.js";
import type { Stage } from "../../../shared/projects.js";
import {
  automationExecutions,
  emailLogs,
  outboxMessages,
  photographers,
  projects,
  questionnaireTemplates,
  templates,
} from "../../db/schema/index.js";
import { businessEventJob } from "../../jobs/events.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
let clock = new Date("2026-07-15T15:00:00Z");

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.app.automationEngine.setClock(() => clock);
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour Studio" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
});
afterAll(() => ctx.close());
beforeEach(() => {
  clock = new Date("2026-07-15T15:00:00Z");
});

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const engine = () => ctx.app.automationEngine;

async function stagesOf(who: TestPhotographer, type = "WEDDING") {
  return (await api(who).get(`/api/stages?projectType=${type}`)).json() as Stage[];
}
const stageNamed = async (who: TestPhotographer, name: string) =>
  (await stagesOf(who)).find((s) => s.name === name)!;

async function template(
  who: TestPhotographer,
  values: { channel?: "EMAIL" | "SMS"; subject?: string; textBody?: string } = {},
) {
  const [row] = await ctx.database.db
    .insert(templates)
    .values({
      photographerId: who.photographerId,
      name: `T ${randomUUID().slice(0, 4)}`,
      channel: values.channel ?? "EMAIL",
      subject: values.channel === "SMS" ? null : (values.subject ?? "Hello {{firstName}}"),
      textBody: values.textBody ?? "Hi {{firstName}}, book a call: {{scheduling_link}}",
    })
    .returning();
  return row!;
}

async function client(who: TestPhotographer, extra: Record<string, unknown> = {}) {
  const res = await api(who).post("/api/clients", {
    firstName: "Ava",
    lastName: "Stone",
    email: `ava-${randomUUID().slice(0, 6)}@example.com`,
    phone: "(415) 555-0142",
    smsOptIn: true,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; email: string };
}

async function project(who: TestPhotographer, clientId: string, extra: Record<string, unknown> = {}) {
  const res = await api(who).post("/api/projects", {
    title: `Wedding ${randomUUID().slice(0, 4)}`,
    projectType: "WEDDING",
    clientId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; stageId: string };
}

async function automation(
  who: TestPhotographer,
  body: Record<string, unknown>,
  steps: { delayMinutes: number; templateId?: string }[] = [],
) {
  const res = await api(who).post("/api/automations", {
    name: `A ${randomUUID().slice(0, 4)}`,
    projectType: "WEDDING",
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as { id: string };
  for (const [stepIndex, step] of steps.entries()) {
    const s = await api(who).post(`/api/automations/${created.id}/steps`, {
      stepIndex,
      enabled: true,
      ...step,
    });
    expect(s.statusCode, s.body).toBe(201);
  }
  return created;
}

async function move(who: TestPhotographer, projectId: string, stageId: string) {
  const res = await api(who).put(`/api/projects/${projectId}/stage`, { stageId });
  expect(res.statusCode, res.body).toBe(200);
}

const drain = (ignoreStartAfter = false) => ctx.queue.drain({ ignoreStartAfter });
const runsOf = (projectId: string) =>
  ctx.database.db.select().from(automationExecutions).where(eq(automationExecutions.projectId, projectId));
const mailTo = (to: string) =>
  ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), eq(outboxMessages.channel, "EMAIL")));
const timeline = async (who: TestPhotographer, projectId: string) =>
  (await api(who).get(`/api/projects/${projectId}/automation-timeline`)).json() as AutomationTimelineEntry[];

describe("stage entry", () => {
  it("sends an immediate step once, with variables, logged in the client's history under the automation's name", async () => {
    const consultation = await stageNamed(a, "Consultation");
    const t = await template(a);
    await automation(
      a,
      { stageId: consultation.id, channel: "EMAIL", templateId: t.id, name: "Consultation welcome" },
      [{ delayMinutes: 0, templateId: t.id }],
    );
    const c = await client(a);
    const p = await project(a, c.id);
    await move(a, p.id, consultation.id);
    await drain();

    const mail = await mailTo(c.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Hello Ava");
    expect(mail[0]!.textBody).toContain("/booking/calendar/");
    // The job was delivered again, and the stage-entered event too: still one e-mail.
    const [run] = await runsOf(p.id);
    expect(run).toMatchObject({ status: "SUCCESS", summary: "E-mail: Hello Ava" });
    await engine().runExecution(run!.id);
    await ctx.app.automationEngine.onStageEntered({
      photographerId: a.photographerId,
      projectId: p.id,
      stageId: consultation.id,
      previousStageId: p.stageId,
      enteredAt: clock.toISOString(),
    });
    await drain(true);
    expect(await mailTo(c.email)).toHaveLength(1);

    const history = (await api(a).get(`/api/clients/${c.id}/history`)).json() as {
      type: string;
      automationName?: string;
      templateSubject?: string;
    }[];
    expect(history.find((h) => h.type === "email")).toMatchObject({
      automationName: "Consultation welcome",
      templateSubject: "Hello Ava",
    });
    expect((await timeline(a, p.id))[0]).toMatchObject({
      status: "SUCCESS",
      automationName: "Consultation welcome",
    });
  });

  it("holds a delayed step until it is due, shows it as scheduled, and skips it if the project left the stage", async () => {
    const proposalSent = await stageNamed(a, "Proposal Sent");
    const booked = await stageNamed(a, "Booked");
    const t = await template(a, { subject: "Any questions about your proposal?" });
    await automation(
      a,
      { stageId: proposalSent.id, channel: "EMAIL", templateId: t.id, name: "Proposal nudge" },
      [{ delayMinutes: 3 * 1440, templateId: t.id }],
    );
    const stays = await client(a);
    const leaves = await client(a);
    const p1 = await project(a, stays.id);
    const p2 = await project(a, leaves.id);
    await move(a, p1.id, proposalSent.id);
    await move(a, p2.id, proposalSent.id);
    await drain();
    expect(await mailTo(stays.email)).toHaveLength(0);
    const [scheduled] = await timeline(a, p1.id);
    expect(scheduled).toMatchObject({
      status: "SCHEDULED",
      automationName: "Proposal nudge",
      executedAt: null,
    });
    expect(new Date(scheduled!.scheduledFor!).getTime() - Date.now()).toBeGreaterThan(
      3 * 86_400_000 - 120_000,
    );

    await move(a, p2.id, booked.id);
    clock = new Date(Date.now() + 3 * 86_400_000 + 60_000);
    await drain(true);
    expect(await mailTo(stays.email)).toHaveLength(1);
    expect(await mailTo(leaves.email)).toHaveLength(0);
    const skipped = (await timeline(a, p2.id)).find((e) => e.automationName === "Proposal nudge");
    expect(skipped).toMatchObject({ status: "SKIPPED" });
    expect(skipped!.reason).toMatch(/left Proposal Sent before this was due \(now in Booked\)/);
  });

  it("never e-mails a client who opted out, and says why", async () => {
    const preEvent = await stageNamed(a, "Pre-Event");
    const t = await template(a);
    await automation(a, { stageId: preEvent.id, channel: "EMAIL", templateId: t.id }, [
      { delayMinutes: 0, templateId: t.id },
    ]);
    const c = await client(a, { emailOptIn: false });
    const p = await project(a, c.id);
    await move(a, p.id, preEvent.id);
    await drain();
    expect(await mailTo(c.email)).toHaveLength(0);
    const [run] = await runsOf(p.id);
    expect(run).toMatchObject({ status: "SKIPPED", reason: "Ava Stone opted out of e-mail" });
  });

  it("sends SMS through the outbox only to clients who opted in", async () => {
    const delivered = await stageNamed(a, "Delivered");
    const t = await template(a, { channel: "SMS", textBody: "Hi {{firstName}}, your gallery is ready!" });
    await automation(a, { stageId: delivered.id, channel: "SMS", templateId: t.id }, [
      { delayMinutes: 0, templateId: t.id },
    ]);
    const yes = await client(a, { phone: "(415) 555-0177" });
    const no = await client(a, { phone: "(415) 555-0188", smsOptIn: false });
    for (const c of [yes, no]) await move(a, (await project(a, c.id)).id, delivered.id);
    await drain();
    const texts = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, "SMS"));
    expect(texts.filter((m) => m.toAddress === "+14155550177").map((m) => m.textBody)).toEqual([
      "Hi Ava, your gallery is ready!",
    ]);
    expect(texts.filter((m) => m.toAddress === "+14155550188")).toHaveLength(0);
  });
});

describe("questionnaire action", () => {
  it("assigns the questionnaire to the project once, as the automation's action", async () => {
    const delivered = await stageNamed(a, "Consultation");
    const [questionnaire] = await ctx.database.db
      .insert(questionnaireTemplates)
      .values({
        photographerId: a.photographerId,
        title: "Wedding day details",
        description: "Timeline and family",
      })
      .returning();
    const asked = await api(a).post(`/api/questionnaire-templates/${questionnaire!.id}/questions`, {
      type: "TEXT",
      label: "Ceremony venue",
      isRequired: true,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await automation(
      a,
      { stageId: delivered.id, channel: null, questionnaireTemplateId: questionnaire!.id },
      [{ delayMinutes: 0 }],
    );
    const c = await client(a);
    const p = await project(a, c.id);
    await move(a, p.id, delivered.id);
    await drain();
    const assigned = (await api(a).get(`/api/projects/${p.id}/questionnaires`)).json() as {
      templateTitle?: string;
      questions: { label: string }[];
    }[];
    expect(assigned).toHaveLength(1);
    // The same assignment as from the page: the questions copied, and the client e-mailed a link to them.
    expect(assigned[0]!.questions.map((q) => q.label)).toEqual(["Ceremony venue"]);
    // Other automations of this studio (earlier tests) may greet the client too: find this e-mail by subject.
    const mails = await mailTo(c.email);
    const mail = mails.find(
      (m) => m.subject === "A questionnaire from Golden Hour Studio: Wedding day details",
    );
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(mail!.textBody).toMatch(
      /\/client-portal\/login\?token=[\w-]+&next=%2Fclient-portal%2Fquestionnaires%2F/,
    );
    const run = (await timeline(a, p.id)).find((e) => e.summary?.startsWith("Questionnaire assigned"));
    expect(run).toMatchObject({ status: "SUCCESS", summary: "Questionnaire assigned: Wedding day details" });
  });
});

describe("quiet hours", () => {
  it("holds a send due at 23:00 New York time until 08:00, then sends it", async () => {
    await ctx.database.db
      .update(photographers)
      .set({ quietHoursStart: "21:00", quietHoursEnd: "08:00", timezone: "America/New_York" })
      .where(eq(photographers.id, b.photographerId));
    const consultation = (await stagesOf(b)).find((s) => s.name === "Consultation")!;
    const t = await template(b);
    await automation(b, { stageId: consultation.id, channel: "EMAIL", templateId: t.id }, [
      { delayMinutes: 0, templateId: t.id },
    ]);
    const c = await client(b);
    const p = await project(b, c.id);
    // Ahead of the real clock, so that the queue itself holds the job until the (fake) morning.
    clock = new Date("2027-07-16T03:00:00Z"); // 23:00 EDT
    // Entered at a chosen time: set the stage directly and deliver the event as the queue would.
    await ctx.database.db
      .update(projects)
      .set({ stageId: consultation.id, stageEnteredAt: clock })
      .where(eq(projects.id, p.id));
    await ctx.app.automationEngine.onStageEntered({
      photographerId: b.photographerId,
      projectId: p.id,
      stageId: consultation.id,
      previousStageId: p.stageId,
      enteredAt: clock.toISOString(),
    });
    await drain();
    expect(await mailTo(c.email)).toHaveLength(0);
    const [held] = await timeline(b, p.id);
    expect(held).toMatchObject({ status: "SCHEDULED", scheduledFor: "2027-07-16T12:00:00.000Z" });
    // Run early anyway (a clock skew, a redelivery): the job re-checks and holds it again.
    await engine().runExecution(held!.id);
    expect(await mailTo(c.email)).toHaveLength(0);
    expect((await timeline(b, p.id))[0]).toMatchObject({ status: "SCHEDULED" });

    clock = new Date("2027-07-16T12:00:00Z"); // 08:00 EDT
    await drain(true);
    expect(await mailTo(c.email)).toHaveLength(1);
    await ctx.database.db
      .update(photographers)
      .set({ quietHoursStart: null, quietHoursEnd: null })
      .where(eq(photographers.id, b.photographerId));
  });
});

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
    clock = new Date("2026-03-08T13:00:30Z");
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
    for (const trigger of BUSINESS_TRIGGER_TYPES) {
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

    for (const eventType of BUSINESS_TRIGGER_TYPES) {
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
      BUSINESS_TRIGGER_TYPES.filter((t) => t !== "DEPOSIT_PAID")
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

describe("the API's rules and tenancy", () => {
  it("answers the message for an incomplete configuration and changes nothing", async () => {
    const before = (await api(a).get("/api/automations?projectType=WEDDING")).json() as unknown[];
    for (const body of [
      { name: "No channel", stageId: (await stagesOf(a))[0]!.id },
      { name: "No target", automationType: "STAGE_CHANGE", triggerType: "DEPOSIT_PAID" },
      { name: "No template", automationType: "COUNTDOWN", daysBefore: 7, eventType: "EVENT_DATE" },
    ]) {
      const res = await api(a).post("/api/automations", { projectType: "WEDDING", ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message:
          "Invalid automation configuration - ensure required fields are present for the selected automation type.",
      });
    }
    expect(
      (
        await api(a).post("/api/automations", { projectType: "WEDDING", stageId: null, channel: "EMAIL" })
      ).json(),
    ).toMatchObject({ message: "Name is required" });
    const after = (await api(a).get("/api/automations?projectType=WEDDING")).json() as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it("another studio's automations, steps, triggers, stages, templates and projects answer 404", async () => {
    const t = await template(a);
    const mine = await automation(a, { stageId: null, channel: "EMAIL", templateId: t.id }, [
      { delayMinutes: 0, templateId: t.id },
    ]);
    const step = ((await api(a).get(`/api/automations/${mine.id}/steps`)).json() as { id: string }[])[0]!;
    const c = await client(a);
    const p = await project(a, c.id);
    const other = api(b);
    expect((await other.get(`/api/automations/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await other.put(`/api/automations/${mine.id}`, { name: "x", stageId: null, channel: "EMAIL" }))
        .statusCode,
    ).toBe(404);
    expect((await other.patch(`/api/automations/${mine.id}`, { enabled: false })).statusCode).toBe(404);
    expect((await other.get(`/api/automations/${mine.id}/steps`)).statusCode).toBe(404);
    expect(
      (await other.post(`/api/automations/${mine.id}/steps`, { stepIndex: 1, delayMinutes: 0 })).statusCode,
    ).toBe(404);
    expect((await other.patch(`/api/automation-steps/${step.id}`, { enabled: false })).statusCode).toBe(404);
    expect((await other.delete(`/api/automation-steps/${step.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/automations/${mine.id}/business-triggers`)).statusCode).toBe(404);
    expect(
      (
        await other.post("/api/business-triggers", {
          automationId: mine.id,
          triggerType: "DEPOSIT_PAID",
          enabled: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.get(`/api/projects/${p.id}/automation-timeline`)).statusCode).toBe(404);
    expect((await other.delete(`/api/automations/${mine.id}`)).statusCode).toBe(404);
    // B cannot point its automation at A's template or stage.
    const aStage = (await stagesOf(a))[0]!;
    expect(
      (await other.post("/api/automations", { name: "x", stageId: aStage.id, channel: "EMAIL" })).statusCode,
    ).toBe(404);
    expect(
      (await other.post("/api/automations", { name: "x", stageId: null, channel: "EMAIL", templateId: t.id }))
        .statusCode,
    ).toBe(404);
    expect((await api(a).get(`/api/automations/${mine.id}`)).statusCode).toBe(200);
  });

  it("edits only name, stage, channel and enabled; deleting removes its steps", async () => {
    const t = await template(a);
    const created = await automation(a, { stageId: null, channel: "EMAIL", templateId: t.id }, [
      { delayMinutes: 60, templateId: t.id },
    ]);
    const updated = await api(a).put(`/api/automations/${created.id}`, {
      name: "Renamed",
      stageId: null,
      channel: "SMS",
      enabled: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: "Renamed",
      channel: "SMS",
      enabled: false,
      steps: [{ delayMinutes: 60 }],
    });
    expect(
      (await api(a).put(`/api/automations/${created.id}`, { name: "  ", stageId: null })).statusCode,
    ).toBe(400);
    expect((await api(a).delete(`/api/automations/${created.id}`)).statusCode).toBe(200);
    expect((await api(a).get(`/api/automations/${created.id}/steps`)).statusCode).toBe(404);
  });
});

describe("e-mail tracking", () => {
  it("an open pixel and a click redirect mark the log, and only the e-mail's own links redirect", async () => {
    const consultation = await stageNamed(b, "Consultation");
    const t = await template(b, { textBody: "Pick a time: https://cal.example.com/golden-hour?x=1" });
    await automation(b, { stageId: consultation.id, channel: "EMAIL", templateId: t.id }, [
      { delayMinutes: 0, templateId: t.id },
    ]);
    const c = await client(b);
    const p = await project(b, c.id);
    await move(b, p.id, consultation.id);
    await drain();
    const mail = (await mailTo(c.email)).find((m) => m.textBody?.includes("cal.example.com"));
    const pixel = /\/api\/t\/o\/[0-9a-f-]+\.gif/.exec(mail!.htmlBody!)![0];
    const click = /\/api\/t\/c\/[0-9a-f-]+\/0/.exec(mail!.htmlBody!)![0];
    const open = await ctx.app.inject({ method: "GET", url: pixel });
    expect(open.statusCode).toBe(200);
    expect(open.headers["content-type"]).toBe("image/gif");
    const go = await ctx.app.inject({ method: "GET", url: click });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe("https://cal.example.com/golden-hour?x=1");
    expect((await ctx.app.inject({ method: "GET", url: click.replace(/\/0$/, "/7") })).statusCode).toBe(404);
    const logId = /\/api\/t\/o\/([0-9a-f-]+)\.gif/.exec(pixel)![1]!;
    const [log] = await ctx.database.db.select().from(emailLogs).where(eq(emailLogs.id, logId));
    expect(log!.openedAt).not.toBeNull();
    expect(log!.clickedAt).not.toBeNull();
  });
});

/**
 * Automations run on entering a stage: immediate and delayed steps, opted-out clients, SMS, the
 * questionnaire action, and quiet hours holding a send until morning.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages, photographers, projects, questionnaireTemplates } from "../../db/schema/index.js";
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
  move,
  project,
  runsOf,
  setClock,
  setUpAutomationEngine,
  stageNamed,
  stagesOf,
  template,
  timeline,
} from "./automation-engine.fixture.js";

setUpAutomationEngine();

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
    setClock(new Date(Date.now() + 3 * 86_400_000 + 60_000));
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
    setClock(new Date("2027-07-16T03:00:00Z")); // 23:00 EDT
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

    setClock(new Date("2027-07-16T12:00:00Z")); // 08:00 EDT
    await drain(true);
    expect(await mailTo(c.email)).toHaveLength(1);
    await ctx.database.db
      .update(photographers)
      .set({ quietHoursStart: null, quietHoursEnd: null })
      .where(eq(photographers.id, b.photographerId));
  });
});

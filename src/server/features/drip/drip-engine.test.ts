/**
 * The drip engine on a controlled clock: subscribing leads, the day-0 e-mail, switched-off e-mails,
 * unsubscribing, stopping on booking, pausing, completing, and never sending an e-mail twice.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Stage } from "../../../shared/projects.js";
import { dripDeliveries, dripSubscriptions, outboxMessages, photographers } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { STATIC_SEQUENCES } from "./static-emails/index.js";

let ctx: TestContext;
let clock: Date;
const START = new Date("2027-03-02T15:00:00Z"); // 10:00 in New York

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.app.dripEngine.setClock(() => clock);
});
afterAll(() => ctx.close());
beforeEach(() => {
  clock = START;
});

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const engine = () => ctx.app.dripEngine;
const drain = () => ctx.queue.drain();
const WEDDING = STATIC_SEQUENCES.WEDDING;

async function studio(name = "Golden Hour Studio") {
  return createTestPhotographer(ctx, { businessName: name });
}

async function stageNamed(who: TestPhotographer, name: string, type = "WEDDING") {
  const stages = (await api(who).get(`/api/stages?projectType=${type}`)).json() as Stage[];
  return stages.find((s) => s.name === name)!;
}

async function lead(who: TestPhotographer, extra: { client?: object; project?: object } = {}) {
  const email = `lead-${randomUUID().slice(0, 8)}@example.com`;
  const c = await api(who).post("/api/clients", {
    firstName: "Maya",
    lastName: "Chen",
    email,
    ...extra.client,
  });
  expect(c.statusCode, c.body).toBe(201);
  const p = await api(who).post("/api/projects", {
    title: "Chen wedding",
    projectType: "WEDDING",
    clientId: c.json().id,
    ...extra.project,
  });
  expect(p.statusCode, p.body).toBe(201);
  // The project's stage-entered event.
  await drain();
  return { email, clientId: c.json().id as string, projectId: p.json().id as string };
}

async function enable(who: TestPhotographer, toggles: Record<string, boolean> = {}, type = "WEDDING") {
  const res = await api(who).post("/api/static-campaign-settings", {
    projectType: type,
    campaignEnabled: true,
    emailToggles: JSON.stringify(toggles),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { enrolled: number; activeSubscriptions: number };
}

const mailTo = (to: string) =>
  ctx.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, to))
    .orderBy(asc(outboxMessages.createdAt));

async function subscriptionOf(projectId: string) {
  const [sub] = await ctx.database.db
    .select()
    .from(dripSubscriptions)
    .where(eq(dripSubscriptions.projectId, projectId));
  return sub!;
}

const deliveriesOf = async (projectId: string) =>
  ctx.database.db
    .select()
    .from(dripDeliveries)
    .where(eq(dripDeliveries.projectId, projectId))
    .orderBy(asc(dripDeliveries.sequenceIndex));

/** Moves the clock to the subscription's next e-mail and lets the clock job and the queue run. */
async function runNext(projectId: string) {
  const sub = await subscriptionOf(projectId);
  if (sub.nextEmailAt && sub.nextEmailAt > clock) clock = sub.nextEmailAt;
  await engine().claimDue(clock);
  await drain();
}

describe("subscribing and the first e-mail", () => {
  it("enrols the leads of the default stage when the campaign is turned on, and sends the day-0 e-mail once", async () => {
    const a = await studio();
    const inInquiry = await lead(a);
    const booked = await lead(a);
    await api(a).put(`/api/projects/${booked.projectId}/stage`, {
      stageId: (await stageNamed(a, "Booked")).id,
    });
    await drain();

    const saved = await enable(a);
    expect(saved).toMatchObject({ enrolled: 1, activeSubscriptions: 1 });
    // The day-0 e-mail is claimed as the lead enrols (it is daytime in New York), and sent by its job.
    const sub = await subscriptionOf(inInquiry.projectId);
    expect(sub).toMatchObject({ status: "ACTIVE", nextEmailIndex: 1, projectType: "WEDDING" });
    expect(sub.nextEmailAt).toEqual(new Date("2027-03-17T14:00:00Z"));
    expect(await deliveriesOf(inInquiry.projectId)).toMatchObject([
      { sequenceIndex: 0, status: "PENDING", scheduledFor: START },
    ]);
    expect(await mailTo(inInquiry.email)).toHaveLength(0);

    await engine().claimDue(clock);
    await drain();
    const [mail, ...more] = await mailTo(inInquiry.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(WEDDING[0]!.subject.replaceAll("{{firstName}}", "Maya"));
    expect(mail!.textBody).toContain("Hi Maya,");
    expect(mail!.textBody).toContain("Golden Hour Studio");
    expect(mail!.htmlBody).toContain("display:inline-block"); // the call-to-action button
    // One-click unsubscribe: in the headers (RFC 8058) and in both bodies.
    const unsubscribe = mail!.headers!["List-Unsubscribe"]!.slice(1, -1);
    expect(unsubscribe).toMatch(/^http:\/\/focal\.test\/api\/public\/drip\/unsubscribe\/[\w-]{43}$/);
    expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.textBody).toContain(unsubscribe);
    expect(mail!.htmlBody).toContain(`href="${unsubscribe}"`);

    const [delivery] = await deliveriesOf(inInquiry.projectId);
    expect(delivery).toMatchObject({ sequenceIndex: 0, status: "SENT", subject: WEDDING[0]!.subject });
    expect(await mailTo(booked.email)).toHaveLength(0);
  });

  it("leaves a whole stage's first e-mails to a clock run, so saving never waits for them", async () => {
    const a = await studio();
    const leads = [];
    for (let i = 0; i < 7; i++) leads.push(await lead(a));
    expect((await enable(a)).enrolled).toBe(7);
    const pending = await ctx.database.db
      .select()
      .from(dripDeliveries)
      .where(eq(dripDeliveries.photographerId, a.photographerId));
    expect(pending).toEqual([]);
    await drain(); // the queued clock run claims them, then each delivery job sends
    for (const l of leads) expect(await mailTo(l.email)).toHaveLength(1);
    await engine().claimDue(clock);
    await drain();
    for (const l of leads) expect(await mailTo(l.email)).toHaveLength(1);
  });

  it("enrols a project that enters the lead stage after the campaign is on", async () => {
    const a = await studio();
    await enable(a);
    const later = await lead(a);
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(later.email)).toHaveLength(1);
  });

  it("holds the first e-mail until morning when the lead arrives at night in the studio's time zone", async () => {
    const a = await studio();
    await ctx.database.db
      .update(photographers)
      .set({ timezone: "America/Los_Angeles" })
      .where(eq(photographers.id, a.photographerId));
    clock = new Date("2027-03-03T07:30:00Z"); // 23:30 in Los Angeles
    await enable(a);
    const night = await lead(a);
    expect((await subscriptionOf(night.projectId)).nextEmailAt).toEqual(new Date("2027-03-03T17:00:00Z"));
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(night.email)).toHaveLength(0);
    clock = new Date("2027-03-03T17:00:00Z"); // 09:00 in Los Angeles
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(night.email)).toHaveLength(1);
  });
});

describe("the sequence", () => {
  it("sends on the day offsets at 10:00, skips a switched-off e-mail and a client's opt-out, and completes after the last", async () => {
    const a = await studio();
    await enable(a, { "WEDDING-1": false });
    const l = await lead(a); // day 0: sent as the lead enrols
    await runNext(l.projectId); // day 15: switched off
    const afterSkip = await deliveriesOf(l.projectId);
    expect(afterSkip.map((d) => d.status)).toEqual(["SENT", "SKIPPED"]);
    expect(afterSkip[1]!.reason).toBe("This e-mail is switched off in the campaign");
    expect(afterSkip[1]!.scheduledFor).toEqual(new Date("2027-03-17T14:00:00Z")); // day 15, 10:00 EDT
    expect(await mailTo(l.email)).toHaveLength(1);

    await runNext(l.projectId); // day 30
    const mails = await mailTo(l.email);
    expect(mails.map((m) => m.subject)).toEqual(
      [WEDDING[0]!, WEDDING[2]!].map((e) => e.subject.replaceAll("{{firstName}}", "Maya")),
    );
    expect(clock).toEqual(new Date("2027-04-01T14:00:00Z"));

    await api(a).put(`/api/clients/${l.clientId}`, {
      firstName: "Maya",
      lastName: "Chen",
      email: l.email,
      emailOptIn: false,
    });
    await runNext(l.projectId); // day 45: opted out
    expect((await deliveriesOf(l.projectId))[3]).toMatchObject({
      status: "SKIPPED",
      reason: "Maya Chen opted out of e-mail",
    });
    await api(a).put(`/api/clients/${l.clientId}`, {
      firstName: "Maya",
      lastName: "Chen",
      email: l.email,
      emailOptIn: true,
    });

    for (let i = 4; i < 24; i++) await runNext(l.projectId);
    const all = await deliveriesOf(l.projectId);
    expect(all).toHaveLength(24);
    expect(all.filter((d) => d.status === "SENT")).toHaveLength(22);
    expect(await mailTo(l.email)).toHaveLength(22);
    const sub = await subscriptionOf(l.projectId);
    expect(sub).toMatchObject({ status: "COMPLETED", nextEmailAt: null, nextEmailIndex: 24 });
    expect(sub.completedAt).not.toBeNull();
    // The last e-mail went out on day 345 of the sequence.
    expect(all[23]!.scheduledFor).toEqual(new Date("2028-02-10T15:00:00Z"));

    clock = new Date(clock.getTime() + 60 * 86_400_000);
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(l.email)).toHaveLength(22);
  });

  it("never sends an e-mail twice: a re-run job, a second claim and two deliveries at once send one", async () => {
    const a = await studio();
    await enable(a);
    const l = await lead(a);
    await engine().claimDue(clock);
    await engine().claimDue(clock);
    const [delivery] = await deliveriesOf(l.projectId);
    await Promise.all([engine().deliver(delivery!.id), engine().deliver(delivery!.id)]);
    await drain();
    await engine().deliver(delivery!.id);
    expect(await mailTo(l.email)).toHaveLength(1);
    expect(await deliveriesOf(l.projectId)).toHaveLength(1);

    // The subscribing event delivered again does not start the sequence over.
    await engine().enrollLeads(ctx.database.db, a.photographerId, "WEDDING", [l.projectId]);
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(l.email)).toHaveLength(1);
  });

  it("pauses when the campaign is turned off and resumes with the e-mail that was next", async () => {
    const a = await studio();
    await enable(a);
    const l = await lead(a);
    const off = await api(a).post("/api/static-campaign-settings", {
      projectType: "WEDDING",
      campaignEnabled: false,
      emailToggles: "{}",
    });
    expect(off.json()).toMatchObject({ paused: 1, activeSubscriptions: 0 });
    clock = new Date(START.getTime() + 40 * 86_400_000);
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(l.email)).toHaveLength(1);

    expect((await enable(a)).enrolled).toBe(1);
    await drain();
    const mails = await mailTo(l.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(WEDDING[1]!.subject.replaceAll("{{firstName}}", "Maya"));
    // The backlog does not arrive at once: the next one keeps its two weeks' spacing.
    const next = (await subscriptionOf(l.projectId)).nextEmailAt!;
    expect(next.getTime() - clock.getTime()).toBeGreaterThan(14 * 86_400_000);
  });
});

/** A mail client's one-click unsubscribe (RFC 8058): a form POST from its servers, no browser headers. */
const postOneClick = (path: string) =>
  ctx.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });

describe("stopping", () => {
  it("stops when the client unsubscribes through the link, and the link keeps working", async () => {
    const a = await studio();
    await enable(a);
    const l = await lead(a);
    const [mail] = await mailTo(l.email);
    const url = new URL(mail!.headers!["List-Unsubscribe"]!.slice(1, -1));
    const browser = { accept: "text/html,application/xhtml+xml", origin: "http://focal.test" };

    // Opening the link (a person, or a mail scanner following every link) only asks.
    const page = await ctx.app.inject({
      method: "GET",
      url: url.pathname,
      headers: { accept: browser.accept },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Unsubscribe from these e-mails?");
    expect(page.body).toContain("Golden Hour Studio");
    expect(page.body).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>');
    expect(await subscriptionOf(l.projectId)).toMatchObject({ status: "ACTIVE", unsubscribedAt: null });

    // The page's button posts the form back.
    const confirmed = await ctx.app.inject({
      method: "POST",
      url: url.pathname,
      headers: { ...browser, "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("You're unsubscribed");
    expect(confirmed.body).toContain("Golden Hour Studio");
    const sub = await subscriptionOf(l.projectId);
    expect(sub).toMatchObject({ status: "UNSUBSCRIBED", nextEmailAt: null });
    expect(sub.unsubscribedAt).not.toBeNull();

    // The link now says so, and mail clients' one-click POST (RFC 8058), repeated, keeps the first time.
    const again = await ctx.app.inject({ method: "GET", url: url.pathname });
    expect(again.body).toContain("You're unsubscribed");
    const oneClick = await postOneClick(url.pathname);
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: "Unsubscribed" });
    expect((await subscriptionOf(l.projectId)).unsubscribedAt).toEqual(sub.unsubscribedAt);

    clock = new Date(START.getTime() + 20 * 86_400_000);
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(l.email)).toHaveLength(1);

    const unknown = await ctx.app.inject({ method: "GET", url: "/api/public/drip/unsubscribe/nope" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("This link has expired");
  });

  it("unsubscribes with mail clients' one-click POST alone (RFC 8058)", async () => {
    const a = await studio();
    await enable(a);
    const l = await lead(a);
    const [mail] = await mailTo(l.email);
    expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = new URL(mail!.headers!["List-Unsubscribe"]!.slice(1, -1));
    const oneClick = await postOneClick(url.pathname);
    expect(oneClick.statusCode).toBe(200);
    expect(await subscriptionOf(l.projectId)).toMatchObject({ status: "UNSUBSCRIBED" });
    const unknown = await postOneClick("/api/public/drip/unsubscribe/nope");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Subscription not found" });
  });

  it("stops when the project is booked, and skips an e-mail already claimed", async () => {
    const a = await studio();
    await enable(a);
    const l = await lead(a);
    clock = (await subscriptionOf(l.projectId)).nextEmailAt!;
    await engine().claimDue(clock); // e-mail 1 claimed, not yet sent
    await api(a).put(`/api/projects/${l.projectId}/stage`, { stageId: (await stageNamed(a, "Booked")).id });
    await drain();
    expect(await subscriptionOf(l.projectId)).toMatchObject({
      status: "STOPPED",
      endedReason: "Moved to Booked",
    });
    expect((await deliveriesOf(l.projectId)).map((d) => d.status)).toEqual(["SENT", "SKIPPED"]);
    expect(await mailTo(l.email)).toHaveLength(1);
  });

  it("stops when the client signs or pays, even while the project is still in the lead stage", async () => {
    const a = await studio();
    const l = await lead(a);
    await enable(a); // the day-0 e-mail is claimed, not yet sent
    await ctx.bus.publishBusinessEvent({
      photographerId: a.photographerId,
      eventType: "ESTIMATE_ACCEPTED",
      clientId: l.clientId,
      projectId: null,
      subjectId: randomUUID(),
      occurredAt: clock.toISOString(),
    });
    expect(await subscriptionOf(l.projectId)).toMatchObject({
      status: "STOPPED",
      endedReason: "The proposal was signed",
    });
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(l.email)).toHaveLength(0);
    expect(await deliveriesOf(l.projectId)).toMatchObject([
      { status: "SKIPPED", reason: "The proposal was signed" },
    ]);
  });

  it("follows the stage the studio chose as the campaign's target", async () => {
    const a = await studio();
    const consultation = await stageNamed(a, "Consultation");
    const inInquiry = await lead(a);
    const inConsultation = await lead(a);
    await api(a).put(`/api/projects/${inConsultation.projectId}/stage`, { stageId: consultation.id });
    await drain();
    const res = await api(a).post("/api/static-campaign-settings", {
      projectType: "WEDDING",
      campaignEnabled: true,
      emailToggles: "{}",
      targetStageId: consultation.id,
    });
    expect(res.json()).toMatchObject({
      enrolled: 1,
      leadStage: { id: consultation.id, name: "Consultation" },
    });
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(inConsultation.email)).toHaveLength(1);
    expect(await mailTo(inInquiry.email)).toHaveLength(0);
  });
});

describe("a studio's own wording", () => {
  it("sends the studio's edit of an e-mail, and the original again once restored", async () => {
    const a = await studio();
    const edit = await api(a).put("/api/drip-campaigns/static-templates/WEDDING/0", {
      subject: "Hello from the studio, {{firstName}}",
      textBody: "Hi {{firstName}},\n\nThank you!\n\n→ Pick a time: {{scheduling_link}}\n\n{{businessName}}",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ hasManualEdits: true, originalSubject: WEDDING[0]!.subject });
    await enable(a);
    const first = await lead(a);
    await engine().claimDue(clock);
    await drain();
    const [mail] = await mailTo(first.email);
    expect(mail!.subject).toBe("Hello from the studio, Maya");
    expect(mail!.htmlBody).toContain(">Pick a time</a>");

    const restored = await api(a).delete("/api/drip-campaigns/static-templates/WEDDING/0");
    expect(restored.json()).toMatchObject({ hasManualEdits: false, subject: WEDDING[0]!.subject });
    const second = await lead(a);
    await engine().claimDue(clock);
    await drain();
    expect((await mailTo(second.email))[0]!.subject).toBe(
      WEDDING[0]!.subject.replaceAll("{{firstName}}", "Maya"),
    );
    const rows = await ctx.database.db
      .select()
      .from(dripDeliveries)
      .where(and(eq(dripDeliveries.photographerId, a.photographerId), eq(dripDeliveries.status, "SENT")));
    expect(rows).toHaveLength(2);
  });
});

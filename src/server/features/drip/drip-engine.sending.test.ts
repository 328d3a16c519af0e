/**
 * The drip engine sending on a controlled clock: subscribing leads, the day-0 e-mail, the sequence with
 * its switched-off e-mails and opt-outs, pausing, completing, never sending an e-mail twice, and a
 * studio's own wording.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dripDeliveries, photographers } from "../../db/schema/index.js";
import {
  api,
  clock,
  ctx,
  deliveriesOf,
  drain,
  enable,
  engine,
  lead,
  mailTo,
  runNext,
  START,
  setClock,
  setUpDripEngine,
  stageNamed,
  studio,
  subscriptionOf,
  WEDDING,
} from "./drip-engine.fixture.js";

setUpDripEngine();

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
    setClock(new Date("2027-03-03T07:30:00Z")); // 23:30 in Los Angeles
    await enable(a);
    const night = await lead(a);
    expect((await subscriptionOf(night.projectId)).nextEmailAt).toEqual(new Date("2027-03-03T17:00:00Z"));
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(night.email)).toHaveLength(0);
    setClock(new Date("2027-03-03T17:00:00Z")); // 09:00 in Los Angeles
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

    setClock(new Date(clock.getTime() + 60 * 86_400_000));
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
    setClock(new Date(START.getTime() + 40 * 86_400_000));
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

/**
 * The drip engine sending a studio's own campaign on a controlled clock: only approved e-mails, on
 * their days, in the campaign's colour and font (or the studio's own HTML, its values escaped), and
 * never beyond the campaign's length.
 */
import { describe, expect, it } from "vitest";
import {
  clock,
  deliveriesOf,
  drain,
  engine,
  lead,
  mailTo,
  runNext,
  START,
  setClock,
  setUpDripEngine,
  studio,
} from "../drip/drip-engine.fixture.js";
import { campaignSubscriptionOf, emailsOf, liveCampaign } from "./campaign-engine.fixture.js";

setUpDripEngine();

const DAY = 86_400_000;

describe("sending a studio's own campaign", () => {
  it("sends the approved e-mails on their days and skips a pending one, never sending it", async () => {
    const a = await studio();
    const l = await lead(a);
    const campaign = await liveCampaign(a, [
      { subject: "Welcome, {{firstName}}", daysAfterStart: 0 },
      { subject: "Still pending", daysAfterStart: 3, approved: false },
      { subject: "Last one", daysAfterStart: 10 },
    ]);
    const emails = await emailsOf(campaign.id);
    // Enrolled on activation; the day-0 e-mail is claimed at once (daytime in New York) and sent by its job.
    const sub = await campaignSubscriptionOf(l.projectId);
    expect(sub).toMatchObject({
      campaignId: campaign.id,
      campaignRootId: campaign.id,
      projectType: null,
      status: "ACTIVE",
      nextEmailIndex: 1,
    });
    expect(sub.nextEmailAt).toEqual(new Date("2027-03-05T15:00:00Z")); // day 3, 10:00 in New York
    expect((await mailTo(l.email)).map((m) => m.subject)).toEqual(["Welcome, Maya"]);

    await runNext(l.projectId);
    await runNext(l.projectId);
    expect((await mailTo(l.email)).map((m) => m.subject)).toEqual(["Welcome, Maya", "Last one"]);
    expect(clock).toEqual(new Date(START.getTime() + 10 * DAY)); // day 10, 10:00 in New York
    expect(await deliveriesOf(l.projectId)).toMatchObject([
      { emailId: emails[0]!.id, status: "SENT", subject: "Welcome, {{firstName}}" },
      { emailId: emails[1]!.id, status: "SKIPPED", reason: "This e-mail is not approved" },
      { emailId: emails[2]!.id, status: "SENT" },
    ]);
    expect(await campaignSubscriptionOf(l.projectId)).toMatchObject({
      status: "COMPLETED",
      endedReason: "Every e-mail was sent",
    });
    // A clock run later sends nothing more.
    setClock(new Date(clock.getTime() + 30 * DAY));
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(l.email)).toHaveLength(2);
  });

  it("lays the text out in the campaign's colour and font, with the unsubscribe link", async () => {
    const a = await studio();
    await liveCampaign(a, [{ textBody: "Hi {{firstName}},\n\n→ Book a call: {{scheduling_link}}" }], {
      campaign: { primaryBrandColor: "#AB1234", fontFamily: "Georgia, serif" },
    });
    const l = await lead(a);
    const [mail, ...more] = await mailTo(l.email);
    expect(more).toHaveLength(0);
    expect(mail!.htmlBody).toContain('<div style="font-family:Georgia, serif">');
    expect(mail!.htmlBody).toContain("background:#AB1234");
    expect(mail!.htmlBody).toContain(">Book a call</a>");
    const unsubscribe = mail!.headers!["List-Unsubscribe"]!.slice(1, -1);
    expect(unsubscribe).toMatch(/^http:\/\/focal\.test\/api\/public\/drip\/unsubscribe\/[\w-]{43}$/);
    expect(mail!.htmlBody).toContain(`href="${unsubscribe}"`);
    expect(mail!.textBody).toContain(unsubscribe);
  });

  it("sends the studio's own HTML with the client's values escaped", async () => {
    const a = await studio();
    await liveCampaign(a, [{ htmlBody: '<p style="color:#123456">Dear {{firstName}}</p>' }]);
    const l = await lead(a, { client: { firstName: "Ana <b>" } });
    const [mail] = await mailTo(l.email);
    expect(mail!.htmlBody).toContain('<p style="color:#123456">Dear Ana &lt;b&gt;</p>');
    expect(mail!.textBody).toContain("Hi Ana <b>,");
  });

  it("ends a lead's campaign after its maxDurationMonths, with e-mails left unsent", async () => {
    const a = await studio();
    await liveCampaign(a, [{ daysAfterStart: 0 }, { daysAfterStart: 20 }, { daysAfterStart: 40 }], {
      campaign: { maxDurationMonths: 1 },
    });
    const l = await lead(a);
    await runNext(l.projectId);
    expect(await mailTo(l.email)).toHaveLength(2);
    await runNext(l.projectId);
    expect(await mailTo(l.email)).toHaveLength(2);
    expect(await campaignSubscriptionOf(l.projectId)).toMatchObject({
      status: "COMPLETED",
      endedReason: "The campaign ended after 1 month",
      nextEmailAt: null,
    });
  });

  it("stops a claimed e-mail whose lead's months ran out before its job ran", async () => {
    const a = await studio();
    await liveCampaign(a, [{ daysAfterStart: 0 }, { daysAfterStart: 29 }], {
      campaign: { maxDurationMonths: 1 },
    });
    const l = await lead(a);
    setClock((await campaignSubscriptionOf(l.projectId)).nextEmailAt!);
    await engine().claimDue(clock); // day 29 claimed; its job runs after the month is over
    setClock(new Date(clock.getTime() + 5 * DAY));
    await drain();
    expect(await mailTo(l.email)).toHaveLength(1);
    expect((await deliveriesOf(l.projectId)).map((d) => [d.status, d.reason])).toEqual([
      ["SENT", null],
      ["SKIPPED", "The campaign ended after 1 month"],
    ]);
    expect((await campaignSubscriptionOf(l.projectId)).status).toBe("COMPLETED");
  });
});

/**
 * The drip engine stopping a lead's e-mails: the unsubscribe link and mail clients' one-click POST, the
 * project booked, the client signing or paying, and a lead outside the campaign's target stage.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
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
  START,
  setClock,
  setUpDripEngine,
  stageNamed,
  studio,
  subscriptionOf,
} from "./drip-engine.fixture.js";

setUpDripEngine();

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

    setClock(new Date(START.getTime() + 20 * 86_400_000));
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
    setClock((await subscriptionOf(l.projectId)).nextEmailAt!);
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

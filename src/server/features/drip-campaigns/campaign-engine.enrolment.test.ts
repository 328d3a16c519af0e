/**
 * Who a studio's own campaign reaches: leads entering any of its stages, once per person whatever the
 * version, enrolled leads staying on their version when a newer one is published, moving between its
 * stages, pausing and resuming, and the same stopping rules as the prewritten sequences.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  api,
  clock,
  ctx,
  deliveriesOf,
  drain,
  engine,
  lead,
  mailTo,
  runNext,
  setClock,
  setUpDripEngine,
  stageNamed,
  studio,
} from "../drip/drip-engine.fixture.js";
import {
  activate,
  campaignSubscriptionOf,
  draftCampaign,
  liveCampaign,
  setVersion,
} from "./campaign-engine.fixture.js";

setUpDripEngine();

const DAY = 86_400_000;
const subjects = async (email: string) => (await mailTo(email)).map((m) => m.subject);

describe("enrolling in a studio's own campaign", () => {
  it("keeps enrolled leads on their version, enrols new ones on the new version, and a person once", async () => {
    const a = await studio();
    const v1 = await liveCampaign(a, [{ subject: "Old welcome" }, { subject: "Old follow-up" }]);
    const first = await lead(a);
    expect(await subjects(first.email)).toEqual(["Old welcome"]);

    // A second version is published: the first stays ACTIVE for its leads but is no longer current.
    const v2 = await draftCampaign(a, [{ subject: "New welcome" }, { subject: "New follow-up" }]);
    await setVersion(v1.id, { isCurrentVersion: false });
    await setVersion(v2.id, { rootCampaignId: v1.id, parentCampaignId: v1.id, version: 2 });
    expect(await activate(a, v2.id)).toBe(0);

    const second = await lead(a);
    expect(await subjects(second.email)).toEqual(["New welcome"]);
    expect(await campaignSubscriptionOf(second.projectId)).toMatchObject({
      campaignId: v2.id,
      campaignRootId: v1.id,
    });
    await runNext(first.projectId);
    expect(await subjects(first.email)).toEqual(["Old welcome", "Old follow-up"]);
    expect((await campaignSubscriptionOf(first.projectId)).campaignId).toBe(v1.id);

    // The first lead's client has another wedding in Inquiry: they are in this campaign already.
    const again = await api(a).post("/api/projects", {
      title: "Chen wedding, again",
      projectType: "WEDDING",
      clientId: first.clientId,
    });
    expect(again.statusCode, again.body).toBe(201);
    await drain();
    expect(await campaignSubscriptionOf(again.json().id)).toBeUndefined();
    expect(await subjects(first.email)).toEqual(["Old welcome", "Old follow-up"]);
    // Asking the engine to enrol the current version's leads adds nobody either.
    expect(await activate(a, v2.id)).toBe(0);
  });

  it("enrols only leads of its project type, and leaves the prewritten subscribers' list alone", async () => {
    const a = await studio();
    await liveCampaign(a, [{ subject: "Welcome" }]);
    const portrait = await lead(a, { project: { projectType: "PORTRAIT" } });
    expect(await mailTo(portrait.email)).toHaveLength(0);
    const wedding = await lead(a);
    expect(await subjects(wedding.email)).toEqual(["Welcome"]);
    const list = await api(a).get("/api/drip-subscriptions");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([]);
  });

  it("keeps a lead moving between its stages, and stops it on a stage outside them", async () => {
    const a = await studio();
    await liveCampaign(a, [{}, {}, {}], { stages: ["Inquiry", "Consultation"] });
    const l = await lead(a);
    const consultation = await stageNamed(a, "Consultation");
    await api(a).put(`/api/projects/${l.projectId}/stage`, { stageId: consultation.id });
    await drain();
    expect(await campaignSubscriptionOf(l.projectId)).toMatchObject({
      status: "ACTIVE",
      stageId: consultation.id,
    });
    await runNext(l.projectId);
    expect(await mailTo(l.email)).toHaveLength(2);

    await api(a).put(`/api/projects/${l.projectId}/stage`, { stageId: (await stageNamed(a, "Booked")).id });
    await drain();
    expect(await campaignSubscriptionOf(l.projectId)).toMatchObject({
      status: "STOPPED",
      endedReason: "Moved to Booked",
    });
    setClock(new Date(clock.getTime() + 30 * DAY));
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(l.email)).toHaveLength(2);
  });

  it("enrols a lead entering any of its stages, from that stage", async () => {
    const a = await studio();
    await liveCampaign(a, [{ subject: "Welcome" }], { stages: ["Consultation"] });
    const l = await lead(a);
    expect(await mailTo(l.email)).toHaveLength(0);
    const consultation = await stageNamed(a, "Consultation");
    await api(a).put(`/api/projects/${l.projectId}/stage`, { stageId: consultation.id });
    await drain();
    expect(await campaignSubscriptionOf(l.projectId)).toMatchObject({ stageId: consultation.id });
    expect(await subjects(l.email)).toEqual(["Welcome"]);
  });
});

describe("pausing and stopping a studio's own campaign", () => {
  it("sends nothing while its version is paused, and goes on with the next e-mail once resumed", async () => {
    const a = await studio();
    const campaign = await liveCampaign(a, [{}, {}, {}]);
    const claimed = await lead(a);
    const waiting = await lead(a);
    setClock((await campaignSubscriptionOf(claimed.projectId)).nextEmailAt!);
    await engine().claimDue(clock); // both leads' e-mail 2 claimed, not yet sent

    // Paused after the claim: the delivery job gives the e-mail back and pauses the subscription.
    await setVersion(campaign.id, { status: "PAUSED" });
    await drain();
    expect(await mailTo(claimed.email)).toHaveLength(1);
    expect(await deliveriesOf(claimed.projectId)).toHaveLength(1);
    expect(await campaignSubscriptionOf(claimed.projectId)).toMatchObject({
      status: "PAUSED",
      endedReason: "The campaign was paused",
      nextEmailIndex: 1,
    });
    expect(
      await ctx.database.db.transaction((tx) =>
        engine().campaigns.pauseCampaignLeads(tx, a.photographerId, [campaign.id], "The campaign was paused"),
      ),
    ).toBe(0);
    setClock(new Date(clock.getTime() + 20 * DAY));
    await engine().claimDue(clock);
    await drain();
    expect(await mailTo(claimed.email)).toHaveLength(1);

    // Resumed: each picks up with the e-mail that was next, now (it is daytime in New York).
    expect(await activate(a, campaign.id)).toBe(2);
    expect(await subjects(claimed.email)).toEqual(["E-mail 1 for Maya", "E-mail 2 for Maya"]);
    expect(await subjects(waiting.email)).toEqual(["E-mail 1 for Maya", "E-mail 2 for Maya"]);
    const next = (await campaignSubscriptionOf(claimed.projectId)).nextEmailAt!;
    expect(next.getTime() - clock.getTime()).toBeGreaterThan(6 * DAY);
  });

  it("stops on a signature, an unsubscribe or the campaign deleted, like the prewritten sequences", async () => {
    const a = await studio();
    const campaign = await liveCampaign(a, [{}, {}]);
    const signed = await lead(a);
    const leaving = await lead(a);
    const other = await lead(a);
    await ctx.bus.publishBusinessEvent({
      photographerId: a.photographerId,
      eventType: "ESTIMATE_ACCEPTED",
      clientId: signed.clientId,
      projectId: null,
      subjectId: randomUUID(),
      occurredAt: clock.toISOString(),
    });
    expect(await campaignSubscriptionOf(signed.projectId)).toMatchObject({
      status: "STOPPED",
      endedReason: "The proposal was signed",
    });

    const token = (await campaignSubscriptionOf(leaving.projectId)).unsubscribeToken!;
    expect(await engine().subscriptionOf(token)).toEqual({
      businessName: "Golden Hour Studio",
      unsubscribed: false,
    });
    const page = await ctx.app.inject({ method: "GET", url: `/api/public/drip/unsubscribe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(await engine().unsubscribe(token)).toEqual({ businessName: "Golden Hour Studio" });
    expect((await campaignSubscriptionOf(leaving.projectId)).status).toBe("UNSUBSCRIBED");

    const stopped = await ctx.database.db.transaction((tx) =>
      engine().campaigns.stopCampaignLeads(tx, a.photographerId, [campaign.id], "The campaign was deleted"),
    );
    expect(stopped).toBe(1);
    expect(await campaignSubscriptionOf(other.projectId)).toMatchObject({
      status: "STOPPED",
      endedReason: "The campaign was deleted",
      nextEmailAt: null,
    });
    setClock(new Date(clock.getTime() + 30 * DAY));
    await engine().claimDue(clock);
    await drain();
    for (const l of [signed, leaving, other]) expect(await mailTo(l.email)).toHaveLength(1);
    // Another studio's engine call reaches none of these.
    const b = await studio("Other Studio");
    expect(
      await ctx.database.db.transaction((tx) =>
        engine().campaigns.stopCampaignLeads(tx, b.photographerId, [campaign.id], "x"),
      ),
    ).toBe(0);
  });
});

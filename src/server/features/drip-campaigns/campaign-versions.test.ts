/**
 * A live campaign's versions over the API: a next version as a draft copy (approvals kept), publishing
 * it (the old version keeps its leads, the new one enrols), the history with before and after, restoring
 * an old version, moving leads, and deleting a draft version.
 */
import { describe, expect, it } from "vitest";
import type { CampaignVersion, CustomCampaign } from "../../../shared/drip-campaigns.js";
import {
  a,
  addEmail,
  api,
  approve,
  getCampaign,
  lead,
  liveCampaign,
  newCampaign,
  setUpCampaigns,
  subscriptionTo,
} from "./drip-campaigns.fixture.js";

setUpCampaigns();

async function nextVersion(campaignId: string) {
  const res = await api(a).post(`/api/drip-campaigns/${campaignId}/versions`);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json() as CustomCampaign;
}

const versionsOf = async (id: string) =>
  (await api(a).get(`/api/drip-campaigns/${id}/versions`)).json() as CampaignVersion[];

describe("versions", () => {
  it("starts the next version as a draft copy with approvals kept, once", async () => {
    const live = await liveCampaign(a, 2);
    const res = await api(a).post(`/api/drip-campaigns/${live.id}/versions`);
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json() as CustomCampaign;
    expect(draft).toMatchObject({
      status: "DRAFT",
      version: 2,
      parentCampaignId: live.id,
      rootCampaignId: live.id,
      isCurrentVersion: false,
      name: live.name,
      targetStageIds: live.targetStageIds,
    });
    expect(draft.emails.map((e) => [e.subject, e.approvalStatus])).toEqual(
      live.emails.map((e) => [e.subject, "APPROVED"]),
    );
    expect(draft.emails.map((e) => e.id)).not.toEqual(live.emails.map((e) => e.id));
    // Asked again: the same draft, 200.
    const again = await api(a).post(`/api/drip-campaigns/${live.id}/versions`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(draft.id);
    expect((await getCampaign(a, live.id)).draftVersionId).toBe(draft.id);
    const listed = (await api(a).get("/api/drip-campaigns")).json() as CustomCampaign[];
    expect(listed.filter((c) => c.rootCampaignId === live.id).map((c) => c.id)).toEqual([live.id]);
    // A campaign never activated has no versions to make.
    const fresh = await newCampaign(a);
    expect((await api(a).post(`/api/drip-campaigns/${fresh.id}/versions`)).statusCode).toBe(409);
  });

  it("publishes: the new version is current and enrols, the old keeps its leads; history has before/after", async () => {
    const { projectId: early } = await lead(a);
    const live = await liveCampaign(a, 2);
    expect((await subscriptionTo(early, live.id))?.campaignId).toBe(live.id);
    const draft = await nextVersion(live.id);
    await api(a).put(`/api/drip-campaigns/${draft.id}`, { name: "Second edition" });
    const edited = await api(a).put(`/api/drip-campaign-emails/${draft.emails[0]!.id}`, {
      subject: "New hello",
    });
    expect(edited.json().approvalStatus).toBe("PENDING");
    // The live version is untouched by the draft's edits.
    expect((await getCampaign(a, live.id)).emails[0]!.subject).toBe(live.emails[0]!.subject);
    const refused = await api(a).post(`/api/drip-campaigns/${draft.id}/activate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('1 e-mail is not approved yet: "New hello"');
    await approve(a, draft.emails[0]!.id);

    const published = await api(a).post(`/api/drip-campaigns/${draft.id}/activate`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      id: draft.id,
      status: "ACTIVE",
      isCurrentVersion: true,
      name: "Second edition",
    });
    const old = await getCampaign(a, live.id);
    expect(old).toMatchObject({ status: "ACTIVE", isCurrentVersion: false, activeLeads: 1 });
    // Enrolled leads stay on the version they started; a new lead joins the new version.
    expect((await subscriptionTo(early, live.id))?.campaignId).toBe(live.id);
    const { projectId: late } = await lead(a);
    expect((await subscriptionTo(late, live.id))?.campaignId).toBe(draft.id);
    const listed = (await api(a).get("/api/drip-campaigns")).json() as CustomCampaign[];
    expect(listed.filter((c) => c.rootCampaignId === live.id).map((c) => c.id)).toEqual([draft.id]);

    const versions = await versionsOf(live.id);
    expect(versions.map((v) => [v.version, v.isCurrentVersion, v.status])).toEqual([
      [2, true, "ACTIVE"],
      [1, false, "ACTIVE"],
    ]);
    const publishedRow = versions[0]!.changes.find((c) => c.changeType === "PUBLISHED");
    expect(publishedRow).toMatchObject({
      changedBy: a.email,
      previousData: { version: 1, name: live.name, emails: [{ subject: live.emails[0]!.subject }] },
      newData: { version: 2, name: "Second edition", emails: [{ subject: "New hello" }] },
    });
    expect(versions[0]!.emails[0]!.subject).toBe("New hello");
    expect(versions[1]!.emails[0]!.subject).toBe(live.emails[0]!.subject);

    // Publishing again changes nothing.
    const twice = await api(a).post(`/api/drip-campaigns/${draft.id}/activate`);
    expect(twice.statusCode).toBe(200);
    expect((await versionsOf(live.id))[0]!.changes.filter((c) => c.changeType === "PUBLISHED")).toHaveLength(
      1,
    );

    // Moving the old version's leads onto the current one.
    const moved = await api(a).post(`/api/drip-campaigns/${draft.id}/move-leads`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ moved: 1 });
    expect((await subscriptionTo(early, live.id))?.campaignId).toBe(draft.id);
    expect((await api(a).post(`/api/drip-campaigns/${draft.id}/move-leads`)).json()).toEqual({ moved: 0 });
    const leadsMoved = (await versionsOf(live.id))[0]!.changes.find((c) => c.changeType === "LEADS_MOVED");
    expect(leadsMoved).toMatchObject({ newData: { moved: 1, version: 2 }, changedBy: a.email });
  });

  it("pauses every live version of the campaign and resumes them", async () => {
    const { projectId } = await lead(a);
    const live = await liveCampaign(a, 3);
    const draft = await nextVersion(live.id);
    await api(a).post(`/api/drip-campaigns/${draft.id}/activate`);
    const paused = await api(a).post(`/api/drip-campaigns/${live.id}/pause`);
    expect(paused.json()).toMatchObject({ id: draft.id, status: "PAUSED" });
    expect((await getCampaign(a, live.id)).status).toBe("PAUSED");
    expect((await subscriptionTo(projectId, live.id))?.status).toBe("PAUSED");
    await api(a).post(`/api/drip-campaigns/${draft.id}/activate`);
    expect((await getCampaign(a, live.id)).status).toBe("ACTIVE");
    expect((await subscriptionTo(projectId, live.id))?.status).toBe("ACTIVE");
  });

  it("restores an old version into the draft, recorded with what it changed", async () => {
    const live = await liveCampaign(a, 2);
    const v2 = await nextVersion(live.id);
    await api(a).put(`/api/drip-campaigns/${v2.id}`, { name: "Changed name", emailFrequencyWeeks: 4 });
    await api(a).delete(`/api/drip-campaign-emails/${v2.emails[1]!.id}`);
    await addEmail(a, v2.id, { subject: "Extra", daysAfterStart: 40 });
    await api(a).post(`/api/drip-campaign-emails/${v2.emails[0]!.id}/approve`);
    for (const e of (await getCampaign(a, v2.id)).emails) await approve(a, e.id);
    expect((await api(a).post(`/api/drip-campaigns/${v2.id}/activate`)).statusCode).toBe(200);

    const res = await api(a).post(`/api/drip-campaigns/${v2.id}/versions/${live.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    const v3 = res.json() as CustomCampaign;
    expect(v3).toMatchObject({
      version: 3,
      status: "DRAFT",
      isCurrentVersion: false,
      parentCampaignId: v2.id,
    });
    const strip = (c: CustomCampaign) => ({
      name: c.name,
      targetStageIds: c.targetStageIds,
      emailFrequencyDays: c.emailFrequencyDays,
      emailFrequencyWeeks: c.emailFrequencyWeeks,
      styling: c.styling,
      maxDurationMonths: c.maxDurationMonths,
      emails: c.emails.map((e) => [
        e.subject,
        e.textBody,
        e.daysAfterStart,
        e.approvalStatus,
        e.sequenceIndex,
      ]),
    });
    expect(strip(v3)).toEqual(strip(await getCampaign(a, live.id)));
    const restored = (await versionsOf(live.id))[0]!.changes.find((c) => c.changeType === "RESTORED");
    expect(restored).toMatchObject({
      changeDescription: "Restored version 1",
      changedBy: a.email,
      previousData: { name: "Changed name" },
      newData: { restoredVersion: 1, name: live.name },
    });
    // Restoring into an existing draft reuses it; an unknown version is a 404.
    const again = await api(a).post(`/api/drip-campaigns/${live.id}/versions/${v2.id}/restore`);
    expect(again.json()).toMatchObject({ id: v3.id, name: "Changed name" });
    const unknown = await api(a).post(
      `/api/drip-campaigns/${live.id}/versions/00000000-0000-4000-8000-000000000000/restore`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Version not found");
    const other = await liveCampaign(a, 1);
    expect(
      (await api(a).post(`/api/drip-campaigns/${live.id}/versions/${other.id}/restore`)).statusCode,
    ).toBe(404);

    // Deleting the draft deletes just it.
    expect((await api(a).delete(`/api/drip-campaigns/${v3.id}`)).statusCode).toBe(204);
    expect((await api(a).get(`/api/drip-campaigns/${v3.id}`)).statusCode).toBe(404);
    expect(await getCampaign(a, v2.id)).toMatchObject({ status: "ACTIVE", draftVersionId: null });
  });

  it("refuses to activate an older version", async () => {
    const live = await liveCampaign(a, 1);
    const draft = await nextVersion(live.id);
    await api(a).post(`/api/drip-campaigns/${draft.id}/activate`);
    await api(a).post(`/api/drip-campaigns/${draft.id}/pause`);
    const res = await api(a).post(`/api/drip-campaigns/${live.id}/activate`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This is an older version: activate the current one");
  });
});

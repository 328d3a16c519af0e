/**
 * Parallel requests on one campaign (PostgreSQL: the embedded database runs one at a time): of 20
 * publishes or activates one changes the version, 20 approves of an e-mail write one history row, and a
 * live version never holds an e-mail that is not approved.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CampaignVersion, CustomCampaign, CustomCampaignEmail } from "../../../shared/drip-campaigns.js";
import { dripCampaigns } from "../../db/schema/index.js";
import { testDbKind } from "../../test/databases.js";
import {
  a,
  addEmail,
  api,
  approve,
  ctx,
  getCampaign,
  liveCampaign,
  newCampaign,
  setUpCampaigns,
} from "./drip-campaigns.fixture.js";

setUpCampaigns();

const N = 20;
const times = <T>(make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: N }, (_, i) => make(i)));
const versionsOf = async (id: string) =>
  (await api(a).get(`/api/drip-campaigns/${id}/versions`)).json() as CampaignVersion[];
const changesOf = async (id: string, type: string) =>
  (await versionsOf(id)).flatMap((v) => v.changes).filter((c) => c.changeType === type);

async function currentVersions(rootId: string) {
  return ctx.database.db
    .select()
    .from(dripCampaigns)
    .where(and(eq(dripCampaigns.rootCampaignId, rootId), eq(dripCampaigns.isCurrentVersion, true)));
}

describe.runIf(testDbKind() === "postgres")("parallel requests on one campaign", () => {
  it("20 activates of a draft make one activation", async () => {
    const campaign = await newCampaign(a);
    for (let i = 0; i < 3; i++) await approve(a, (await addEmail(a, campaign.id)).id);
    const answers = await times(() => api(a).post(`/api/drip-campaigns/${campaign.id}/activate`));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    expect(await changesOf(campaign.id, "PUBLISHED")).toHaveLength(1);
    expect((await getCampaign(a, campaign.id)).status).toBe("ACTIVE");
  });

  it("20 publishes of one draft make one version change and one current version", async () => {
    const live = await liveCampaign(a, 2);
    const drafts = await times(() => api(a).post(`/api/drip-campaigns/${live.id}/versions`));
    const ids = new Set(drafts.map((r) => (r.json() as CustomCampaign).id));
    expect(ids.size).toBe(1);
    expect(drafts.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const [draftId] = [...ids];
    const answers = await times(() => api(a).post(`/api/drip-campaigns/${draftId}/activate`));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    const current = await currentVersions(live.id);
    expect(current.map((row) => row.id)).toEqual([draftId]);
    expect((await changesOf(live.id, "PUBLISHED")).filter((c) => c.version === 2)).toHaveLength(1);
    expect((await versionsOf(live.id)).map((v) => v.version)).toEqual([2, 1]);
  });

  it("20 approves of one e-mail write one history row; of 20 e-mails, one each", async () => {
    const campaign = await newCampaign(a);
    const one = await addEmail(a, campaign.id);
    await times(() => api(a).post(`/api/drip-campaign-emails/${one.id}/approve`));
    expect(await changesOf(campaign.id, "EMAIL_APPROVED")).toHaveLength(1);
    const many = await newCampaign(a);
    const emails: CustomCampaignEmail[] = [];
    for (let i = 0; i < N; i++) emails.push(await addEmail(a, many.id, { daysAfterStart: i }));
    const answers = await times((i) => api(a).post(`/api/drip-campaign-emails/${emails[i]!.id}/approve`));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await changesOf(many.id, "EMAIL_APPROVED");
    expect(new Set(rows.map((c) => c.affectedEmailId)).size).toBe(N);
    expect(rows).toHaveLength(N);
  });

  it("never goes live with an e-mail that is not approved, whatever runs first", async () => {
    for (let round = 0; round < 5; round++) {
      const campaign = await newCampaign(a);
      const emails = [];
      for (let i = 0; i < 4; i++) emails.push(await approve(a, (await addEmail(a, campaign.id)).id));
      const answers = await Promise.all([
        ...emails.map((e, i) => api(a).put(`/api/drip-campaign-emails/${e.id}`, { subject: `Changed ${i}` })),
        ...emails.map(() => api(a).post(`/api/drip-campaigns/${campaign.id}/activate`)),
      ]);
      expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      const after = await getCampaign(a, campaign.id);
      if (after.status === "ACTIVE")
        expect(after.emails.every((e) => e.approvalStatus === "APPROVED")).toBe(true);
    }
  });

  it("20 parallel restores, moves and deletes answer without a 500 and leave one draft", async () => {
    const live = await liveCampaign(a, 2);
    const draft = (await (
      await api(a).post(`/api/drip-campaigns/${live.id}/versions`)
    ).json()) as CustomCampaign;
    await api(a).post(`/api/drip-campaigns/${draft.id}/activate`);
    const restores = await times(() =>
      api(a).post(`/api/drip-campaigns/${draft.id}/versions/${live.id}/restore`),
    );
    expect(restores.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    expect(new Set(restores.map((r) => r.json().id)).size).toBe(1);
    const moves = await times(() => api(a).post(`/api/drip-campaigns/${draft.id}/move-leads`));
    expect(moves.every((r) => r.statusCode === 200)).toBe(true);
    const deletes = await times(() => api(a).delete(`/api/drip-campaigns/${live.id}`));
    expect(deletes.every((r) => r.statusCode === 204 || r.statusCode === 404)).toBe(true);
    expect(deletes.filter((r) => r.statusCode === 204).length).toBeGreaterThan(0);
    expect(await currentVersions(live.id)).toHaveLength(0);
  });
});

/**
 * A campaign's e-mails over the API: their order by day, the default day, approval and rejection, an
 * edit sending an approved e-mail back to PENDING with its original kept, and the history of each.
 */
import { describe, expect, it } from "vitest";
import type { CampaignVersion, CustomCampaignEmail } from "../../../shared/drip-campaigns.js";
import {
  a,
  addEmail,
  api,
  approve,
  getCampaign,
  newCampaign,
  setUpCampaigns,
} from "./drip-campaigns.fixture.js";

setUpCampaigns();

const historyOf = async (campaignId: string) =>
  ((await api(a).get(`/api/drip-campaigns/${campaignId}/versions`)).json() as CampaignVersion[])[0]!.changes;

describe("campaign e-mails", () => {
  it("keeps them in order of daysAfterStart, ties by creation, with a default day one frequency on", async () => {
    const campaign = await newCampaign(a, { emailFrequencyDays: 5 });
    const first = await addEmail(a, campaign.id, { subject: "First" });
    expect(first).toMatchObject({
      daysAfterStart: 0,
      sequenceIndex: 0,
      approvalStatus: "PENDING",
      htmlBody: null,
    });
    const second = await addEmail(a, campaign.id, { subject: "Second" });
    expect(second.daysAfterStart).toBe(5);
    const early = await addEmail(a, campaign.id, { subject: "Early", daysAfterStart: 2 });
    const tie = await addEmail(a, campaign.id, { subject: "Tie", daysAfterStart: 2 });
    const subjects = async () =>
      (await getCampaign(a, campaign.id)).emails.map((e) => [e.subject, e.sequenceIndex]);
    expect(await subjects()).toEqual([
      ["First", 0],
      ["Early", 1],
      ["Tie", 2],
      ["Second", 3],
    ]);
    // Moving one later reorders; deleting one closes the gap.
    await api(a).put(`/api/drip-campaign-emails/${early.id}`, { daysAfterStart: 9 });
    expect((await subjects()).map(([s]) => s)).toEqual(["First", "Tie", "Second", "Early"]);
    expect((await api(a).delete(`/api/drip-campaign-emails/${tie.id}`)).statusCode).toBe(204);
    expect(await subjects()).toEqual([
      ["First", 0],
      ["Second", 1],
      ["Early", 2],
    ]);
    expect((await api(a).delete(`/api/drip-campaign-emails/${tie.id}`)).statusCode).toBe(404);
    const kinds = (await historyOf(campaign.id)).map((c) => c.changeType);
    expect(kinds.filter((k) => k === "EMAIL_ADDED")).toHaveLength(4);
    expect(kinds).toContain("EMAIL_EDITED");
    const removed = (await historyOf(campaign.id)).find((c) => c.changeType === "EMAIL_REMOVED");
    expect(removed).toMatchObject({
      changedBy: a.email,
      previousData: { id: tie.id, subject: "Tie" },
      newData: null,
    });
  });

  it.each([
    [{ subject: "Hi", textBody: "x\u0000y" }, "textBody"],
    [{ subject: "", textBody: "Hi" }, "Subject is required"],
    [{ subject: "Hi {{nope}}", textBody: "Hi" }, "unknown variable"],
    [{ subject: "Hi", textBody: "Hi", daysAfterStart: -1 }, "negative"],
    [{ subject: "Hi", textBody: "Hi", daysAfterStart: 1.5 }, "whole number"],
  ])("refuses a bad e-mail %j with a 400 and adds nothing", async (bad, words) => {
    const campaign = await newCampaign(a);
    const res = await api(a).post(`/api/drip-campaigns/${campaign.id}/emails`, bad);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(words);
    expect((await getCampaign(a, campaign.id)).emails).toEqual([]);
  });

  it("approves and rejects, each once in the history, with who did it", async () => {
    const campaign = await newCampaign(a);
    const email = await addEmail(a, campaign.id, { subject: "Hello" });
    const approved = await approve(a, email.id);
    expect(approved).toMatchObject({ approvalStatus: "APPROVED", approvedBy: a.email });
    expect(approved.approvedAt).not.toBeNull();
    await approve(a, email.id); // again: nothing new
    const rejected = await api(a).post(`/api/drip-campaign-emails/${email.id}/reject`, {
      reason: "Too long",
    });
    expect(rejected.json()).toMatchObject({
      approvalStatus: "REJECTED",
      rejectionReason: "Too long",
      approvedAt: null,
    });
    expect(
      (await api(a).post(`/api/drip-campaign-emails/${email.id}/reject`, { reason: "" })).statusCode,
    ).toBe(400);
    const changes = await historyOf(campaign.id);
    expect(changes.filter((c) => c.changeType === "EMAIL_APPROVED")).toHaveLength(1);
    expect(changes.find((c) => c.changeType === "EMAIL_REJECTED")).toMatchObject({
      affectedEmailId: email.id,
      changedBy: a.email,
      previousData: { approvalStatus: "APPROVED" },
      newData: { approvalStatus: "REJECTED", rejectionReason: "Too long" },
    });
  });

  it("sends an edited approved e-mail back to PENDING, marks it edited and keeps the original", async () => {
    const campaign = await newCampaign(a);
    const email = await addEmail(a, campaign.id, { subject: "Original", textBody: "First words" });
    await approve(a, email.id);
    const res = await api(a).put(`/api/drip-campaign-emails/${email.id}`, { textBody: "Better words" });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as CustomCampaignEmail;
    expect(edited).toMatchObject({
      textBody: "Better words",
      approvalStatus: "PENDING",
      approvedAt: null,
      approvedBy: null,
      hasManualEdits: true,
      original: { subject: "Original", textBody: "First words", htmlBody: null },
      lastEditedBy: a.email,
    });
    // A second edit keeps the first original.
    const again = await api(a).put(`/api/drip-campaign-emails/${email.id}`, {
      subject: "Newer",
      htmlBody: "<p>Hi</p>",
    });
    expect(again.json()).toMatchObject({
      subject: "Newer",
      htmlBody: "<p>Hi</p>",
      original: { subject: "Original" },
    });
    // Saving the same again is not an edit.
    const same = await api(a).put(`/api/drip-campaign-emails/${email.id}`, { subject: "Newer" });
    expect(same.json().lastEditedAt).toBe(again.json().lastEditedAt);
    const edits = (await historyOf(campaign.id)).filter((c) => c.changeType === "EMAIL_EDITED");
    expect(edits).toHaveLength(2);
    expect(edits.find((c) => c.newData?.textBody === "Better words")).toMatchObject({
      previousData: { textBody: "First words", approvalStatus: "APPROVED" },
      newData: { textBody: "Better words", approvalStatus: "PENDING" },
      changedBy: a.email,
    });
    // Moving the day of an approved e-mail needs approval again, but is no edit of its words.
    const moved = await addEmail(a, campaign.id);
    await approve(a, moved.id);
    const later = await api(a).put(`/api/drip-campaign-emails/${moved.id}`, { daysAfterStart: 30 });
    expect(later.json()).toMatchObject({ approvalStatus: "PENDING", hasManualEdits: false, original: null });
  });

  it("answers 404 for an e-mail id that is not one", async () => {
    const res = await api(a).put("/api/drip-campaign-emails/00000000-0000-4000-8000-000000000000", {
      subject: "x",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("E-mail not found");
    expect((await api(a).post("/api/drip-campaign-emails/nope/approve")).json().message).toBe(
      "E-mail not found",
    );
  });
});

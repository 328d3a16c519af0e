import { describe, expect, it } from "vitest";
import { canResendProposal, type Proposal } from "../../../shared/proposals";
import {
  newVersionDraft,
  newVersionHref,
  offerResendAfterSave,
  sentProposalNotice,
} from "./proposal-versions";

const proposal = (over: Partial<Proposal> = {}) =>
  ({
    id: "p1",
    title: "Ruiz Wedding",
    status: "DRAFT",
    sentAt: null,
    signedAt: null,
    clientId: "c1",
    projectId: "pr1",
    packageId: null,
    client: { firstName: "Ana", lastName: "Ruiz", email: "ana@example.com" },
    items: [
      {
        id: "i1",
        name: "Coverage",
        description: null,
        qty: 1,
        unitCents: 300_000,
        lineTotalCents: 300_000,
        orderIndex: 0,
      },
    ],
    discountCents: 0,
    depositPercent: 25,
    validUntil: "2026-01-31",
    notes: "Thanks",
    ...over,
  }) as Proposal;

const sent = { status: "SENT" as const, sentAt: "2026-11-01T10:00:00.000Z" };

describe("editing a proposal the client already has", () => {
  it("says before saving that the client's link changes and the proposal stays Sent", () => {
    expect(sentProposalNotice(proposal())).toBeNull();
    const notice = sentProposalNotice(proposal(sent));
    expect(notice).toContain("Ana Ruiz already has the link");
    expect(notice).toContain("stays Sent");
  });

  it("offers to e-mail the new version after saving a sent proposal only", () => {
    expect(offerResendAfterSave(proposal())).toBe(false);
    expect(offerResendAfterSave(proposal(sent))).toBe(true);
    expect(
      offerResendAfterSave(proposal({ ...sent, status: "SIGNED", signedAt: "2026-11-02T00:00:00Z" })),
    ).toBe(false);
  });

  it("offers Resend until the proposal is paid in full", () => {
    expect(canResendProposal(proposal(sent))).toBe(true);
    expect(canResendProposal(proposal({ status: "SIGNED" }))).toBe(true);
    expect(canResendProposal(proposal({ status: "PAID_PARTIAL" }))).toBe(true);
    expect(canResendProposal(proposal({ status: "PAID_FULL" }))).toBe(false);
  });
});

describe("a new version of a signed proposal", () => {
  it("is a copy as a new draft, with a title that says so and no validity date already past", () => {
    const signed = proposal({ status: "SIGNED", signedAt: "2026-11-02T00:00:00Z", sentAt: sent.sentAt });
    const draft = newVersionDraft(signed, "2026-12-01");
    expect(draft).toMatchObject({
      title: "Ruiz Wedding (new version)",
      clientId: "c1",
      projectId: "pr1",
      depositPercent: "25",
      validUntil: "",
      notes: "Thanks",
    });
    expect(draft.items.map((i) => [i.name, i.unitPrice])).toEqual([["Coverage", "3000.00"]]);
    expect(newVersionDraft(signed, "2026-01-15").validUntil).toBe("2026-01-31");
    expect(newVersionDraft(proposal({ title: "X (new version)" }), "2026-01-01").title).toBe(
      "X (new version)",
    );
    expect(newVersionHref(signed)).toBe("/proposals/new?from=p1");
  });
});

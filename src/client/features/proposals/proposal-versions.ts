/**
 * What editing means once a proposal has left the studio. A sent proposal can still be changed: the
 * client's link shows the new version at once and it stays Sent (the client can sign it as it now is),
 * so the editor says so before saving and offers to e-mail the client afterwards. A signed or paid one
 * is a contract and stays as it was; the photographer starts a new version, a copy as a new draft.
 */
import { canResendProposal, isSigned, type Proposal, type ProposalListItem } from "../../../shared/proposals";
import { draftFromProposal, type ProposalDraft } from "./proposal-form";

type Sendable = Pick<ProposalListItem, "status" | "sentAt" | "signedAt" | "client">;

const nameOf = (p: Pick<ProposalListItem, "client">) =>
  `${p.client.firstName} ${p.client.lastName}`.trim() || "your client";

/** The warning the editor shows before saving a sent proposal; null for a draft. */
export function sentProposalNotice(p: Sendable): string | null {
  if (p.sentAt === null || isSigned(p)) return null;
  return (
    `${nameOf(p)} already has the link to this proposal. Saving changes what it shows right away, ` +
    "and the proposal stays Sent: they can sign it as it is after your changes. " +
    "After saving, you can e-mail them the new version."
  );
}

/** After saving: whether to offer e-mailing the client the new version. */
export function offerResendAfterSave(p: Sendable): boolean {
  return p.sentAt !== null && !isSigned(p) && canResendProposal(p);
}

export const NEW_VERSION_SUFFIX = " (new version)";

/** A signed proposal copied as a new draft: same client, project and items; a validity date already past is dropped. */
export function newVersionDraft(proposal: Proposal, today: string): ProposalDraft {
  const draft = draftFromProposal(proposal);
  const title = proposal.title.endsWith(NEW_VERSION_SUFFIX)
    ? proposal.title
    : `${proposal.title}${NEW_VERSION_SUFFIX}`.slice(0, 200);
  return {
    ...draft,
    title,
    validUntil: draft.validUntil && draft.validUntil >= today ? draft.validUntil : "",
  };
}

/** Where "New version" leads: the new-proposal form filled in from this one. */
export const newVersionHref = (proposal: Pick<Proposal, "id">) =>
  `/proposals/new?from=${encodeURIComponent(proposal.id)}`;

/**
 * The proposal feature's view of a proposal's contract: what the public page shows of it, and the
 * contract's move to SENT inside the proposal's own send transaction.
 */
import { scanContractFields } from "../../../shared/contract-fields.js";
import type { ContractStatus } from "../../../shared/proposal-contract.js";
import type { PublicProposalContract } from "../../../shared/public-proposals.js";
import type { DbOrTx } from "../../db/connect.js";
import { appendContractEvent, type RequestMeta } from "./contract-events.service.js";
import { type ContractRow, findContract, markContractSent } from "./proposal-contract.queries.js";
import type { SigningView } from "./proposal-contract.signing.js";

/** The sentence the client ticks before signing; its wording is part of the evidence. */
export const CONSENT_TEXT =
  "I agree to do business electronically and that my electronic signature on this contract is as binding as a handwritten one.";

export function publicContractOf(
  c: Pick<ContractRow, "title" | "html" | "status" | "body" | "clientSignedAt"> | SigningView,
): PublicProposalContract {
  const signed =
    "clientSignedAt" in c
      ? c.clientSignedAt !== null
      : c.status === "CLIENT_SIGNED" || c.status === "COMPLETED";
  return {
    title: c.title,
    html: c.html,
    status: c.status as ContractStatus,
    inputs: "inputs" in c ? c.inputs : scanContractFields(c.body).inputs,
    consentText: CONSENT_TEXT,
    signed,
  };
}

/** The proposal's contract as the public page shows it, read without opening it; null when none. */
export async function readPublicContract(tx: DbOrTx, photographerId: string, estimateId: string) {
  const contract = await findContract(tx, photographerId, estimateId);
  return contract ? publicContractOf(contract) : null;
}

/** Whether the proposal carries a contract the client must sign with it (one that is not void). */
export async function hasLiveContract(tx: DbOrTx, photographerId: string, estimateId: string) {
  const contract = await findContract(tx, photographerId, estimateId);
  return contract !== undefined && contract.status !== "VOID";
}

/** The proposal went out: its DRAFT contract becomes SENT (logged), in the caller's transaction. */
export async function markContractSentIn(
  tx: DbOrTx,
  photographerId: string,
  estimateId: string,
  meta: RequestMeta = {},
) {
  const contract = await findContract(tx, photographerId, estimateId, true);
  if (!contract || !(await markContractSent(tx, contract.id))) return;
  await appendContractEvent(tx, contract, { type: "sent", signer: "studio" }, meta);
}

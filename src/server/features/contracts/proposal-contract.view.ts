/** A contract row as the studio's API shows it, and its log's entries. */
import { scanContractFields } from "../../../shared/contract-fields.js";
import type {
  ContractEventType,
  ContractEventView,
  ContractSigner,
  ContractStatus,
  ProposalContractView,
} from "../../../shared/proposal-contract.js";
import type { ContractEventRow } from "./contract-events.queries.js";
import type { ContractRow } from "./proposal-contract.queries.js";

export function signersOf(c: ContractRow): ContractSigner[] {
  const signers: ContractSigner[] = [];
  if (c.clientSignedAt && c.clientSignerName) {
    signers.push({
      role: "client",
      name: c.clientSignerName,
      signedAt: c.clientSignedAt.toISOString(),
      method: c.clientSignatureImage ? "drawn" : "typed",
    });
  }
  if (c.studioSignedAt && c.studioSignerName) {
    signers.push({
      role: "studio",
      name: c.studioSignerName,
      signedAt: c.studioSignedAt.toISOString(),
      method: c.studioSignatureImage ? "drawn" : "typed",
    });
  }
  return signers;
}

/** `html`: the text as it reads now (an unsigned contract follows the proposal's current values). */
export function contractView(c: ContractRow, html = c.html): ProposalContractView {
  return {
    id: c.id,
    title: c.title,
    html,
    body: c.body,
    status: c.status as ContractStatus,
    documentHash: c.documentHash,
    inputs: scanContractFields(c.body).inputs,
    voidReason: c.voidReason,
    signers: signersOf(c),
  };
}

export const eventView = (e: ContractEventRow): ContractEventView => ({
  type: e.type as ContractEventType,
  at: e.at.toISOString(),
  ip: e.ip,
  userAgent: e.userAgent,
  signer: e.signer,
  hash: e.hash,
  prevHash: e.prevHash,
});

export const isClientSigned = (c: Pick<ContractRow, "clientSignedAt">) => c.clientSignedAt !== null;

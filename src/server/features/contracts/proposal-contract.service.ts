/**
 * The studio's side of a proposal's contract: attach one from a template (the text is copied, so a
 * later template edit never reaches it), edit it until the client signs, countersign after the client,
 * void it. Every change is written with its evidence event in one transaction, under the contract's
 * row lock; every state rule is also the condition of the UPDATE that applies it.
 */
import { CONTRACT_TEMPLATE_NOT_FOUND } from "../../../shared/contracts.js";
import {
  CONTRACT_NOT_FOUND,
  type ContractEventView,
  type CountersignInput,
  type ProposalContractView,
} from "../../../shared/proposal-contract.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, notFound } from "../../http/errors.js";
import { isUniqueViolation } from "../clients/db-errors.js";
import { listContractEvents } from "./contract-events.queries.js";
import { appendContractEvent, type RequestMeta } from "./contract-events.service.js";
import { loadContractDocument, renderContract } from "./proposal-contract.document.js";
import {
  type ContractRow,
  countersignContract,
  findContract,
  findContractProposal,
  findContractTemplate,
  insertContract,
  markContractSent,
  updateUnsignedContract,
  voidContract,
} from "./proposal-contract.queries.js";
import { contractView, eventView, isClientSigned } from "./proposal-contract.view.js";

export const CONTRACT_PROPOSAL_NOT_FOUND = "Proposal not found";
export const CONTRACT_LOCKED = "The client has signed this contract, so its text can no longer change";
export const CONTRACT_VOID = "This contract is void";
export const CONTRACT_NOT_CLIENT_SIGNED = "The client has not signed this contract yet";
export const CONTRACT_ALREADY_COUNTERSIGNED = "This contract has already been countersigned";
export const CONTRACT_ALREADY_VOID = "This contract is already void";
export const CONTRACT_JUST_ATTACHED = "A contract was just attached to this proposal: reload to see it";

/** Why an unsigned-only change was refused, from the contract's state. */
function lockedReason(c: Pick<ContractRow, "status" | "clientSignedAt">): string {
  return c.status === "VOID" ? CONTRACT_VOID : CONTRACT_LOCKED;
}

/** Called inside the countersigning transaction: queues the e-mails that carry the signed PDF. */
export type OnContractCompleted = (tx: DbOrTx, photographerId: string, estimateId: string) => Promise<void>;

export function createProposalContractService(database: Database, onCompleted?: OnContractCompleted) {
  const { db } = database;

  async function proposalOf(tx: DbOrTx, photographerId: string, estimateId: string) {
    const proposal = await findContractProposal(tx, photographerId, estimateId);
    if (!proposal) throw notFound(CONTRACT_PROPOSAL_NOT_FOUND);
    return proposal;
  }

  async function contractOf(tx: DbOrTx, photographerId: string, estimateId: string, lock = false) {
    await proposalOf(tx, photographerId, estimateId);
    const contract = await findContract(tx, photographerId, estimateId, lock);
    if (!contract) throw notFound(CONTRACT_NOT_FOUND);
    return contract;
  }

  /** PUT /api/proposals/{id}/contract: renders the template into the proposal's own contract. */
  async function attach(
    photographerId: string,
    estimateId: string,
    templateId: string,
    meta: RequestMeta,
  ): Promise<ProposalContractView> {
    try {
      return await db.transaction(async (tx) => {
        const proposal = await proposalOf(tx, photographerId, estimateId);
        const template = await findContractTemplate(tx, photographerId, templateId);
        if (!template) throw notFound(CONTRACT_TEMPLATE_NOT_FOUND);
        const doc = await loadContractDocument(tx, proposal);
        const values = {
          templateId,
          title: template.name,
          body: template.body,
          html: renderContract(template.body, doc),
          documentHash: null,
        };
        const existing = await findContract(tx, photographerId, estimateId, true);
        let contract: ContractRow;
        if (existing) {
          const updated = await updateUnsignedContract(tx, existing.id, values);
          if (!updated) throw conflict(lockedReason(existing));
          contract = updated;
        } else {
          contract = await insertContract(tx, { photographerId, estimateId, ...values });
        }
        await appendContractEvent(
          tx,
          contract,
          { type: existing ? "edited" : "created", signer: "studio", data: { templateId } },
          meta,
        );
        return contractView(contract);
      });
    } catch (error) {
      // Two first attaches at once: the unique proposal index lets one in.
      if (isUniqueViolation(error)) throw conflict(CONTRACT_JUST_ATTACHED);
      throw error;
    }
  }

  /** GET /api/proposals/{id}/contract. An unsigned contract reads with the proposal's current values. */
  async function get(photographerId: string, estimateId: string): Promise<ProposalContractView> {
    const contract = await contractOf(db, photographerId, estimateId);
    if (isClientSigned(contract) || contract.status === "VOID") return contractView(contract);
    const proposal = await proposalOf(db, photographerId, estimateId);
    const doc = await loadContractDocument(db, proposal);
    return contractView(contract, renderContract(contract.body, doc));
  }

  /** PUT /api/proposals/{id}/contract/text: the studio's own wording, until the client signs. */
  async function editText(photographerId: string, estimateId: string, body: string, meta: RequestMeta) {
    return db.transaction(async (tx) => {
      const proposal = await proposalOf(tx, photographerId, estimateId);
      const contract = await contractOf(tx, photographerId, estimateId, true);
      const doc = await loadContractDocument(tx, proposal);
      const updated = await updateUnsignedContract(tx, contract.id, {
        body,
        html: renderContract(body, doc),
        // Whatever the client opened before is no longer the document: they must open it again to sign.
        documentHash: null,
      });
      if (!updated) throw conflict(lockedReason(contract));
      await appendContractEvent(tx, updated, { type: "edited", signer: "studio" }, meta);
      return contractView(updated);
    });
  }

  async function events(photographerId: string, estimateId: string): Promise<ContractEventView[]> {
    const contract = await contractOf(db, photographerId, estimateId);
    return (await listContractEvents(db, photographerId, contract.id)).map(eventView);
  }

  /** POST /api/proposals/{id}/contract/countersign: only after the client's signature. */
  async function countersign(
    photographerId: string,
    estimateId: string,
    input: CountersignInput,
    meta: RequestMeta,
  ): Promise<ProposalContractView> {
    return db.transaction(async (tx) => {
      const proposal = await proposalOf(tx, photographerId, estimateId);
      const contract = await contractOf(tx, photographerId, estimateId, true);
      const at = new Date();
      const name = input.typedName?.trim() || proposal.studio.name;
      const signed = await countersignContract(tx, contract.id, {
        studioSignerName: name,
        studioSignatureImage: input.signatureImageUrl ?? null,
        studioSignatureTyped: input.signatureImageUrl ? null : name,
        studioSignedAt: at,
        studioIp: meta.ip ?? null,
        studioUserAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
      if (!signed) {
        if (contract.status === "VOID") throw conflict(CONTRACT_VOID);
        if (contract.status === "COMPLETED") throw conflict(CONTRACT_ALREADY_COUNTERSIGNED);
        throw conflict(CONTRACT_NOT_CLIENT_SIGNED);
      }
      await appendContractEvent(
        tx,
        signed,
        {
          type: "countersigned",
          signer: name,
          at,
          data: { method: input.signatureImageUrl ? "drawn" : "typed", documentHash: signed.documentHash },
        },
        meta,
      );
      await appendContractEvent(tx, signed, { type: "completed", signer: null, at }, meta);
      await onCompleted?.(tx, photographerId, estimateId);
      return contractView(signed);
    });
  }

  /** POST /api/proposals/{id}/contract/void: the contract stays, marked void, with the reason logged. */
  async function voidIt(photographerId: string, estimateId: string, reason: string, meta: RequestMeta) {
    return db.transaction(async (tx) => {
      const contract = await contractOf(tx, photographerId, estimateId, true);
      const at = new Date();
      const voided = await voidContract(tx, contract.id, reason, at);
      if (!voided) throw conflict(CONTRACT_ALREADY_VOID);
      await appendContractEvent(
        tx,
        voided,
        { type: "voided", signer: "studio", at, data: { reason, statusBefore: contract.status } },
        meta,
      );
      return contractView(voided);
    });
  }

  /**
   * The proposal went out to the client: its draft contract is now SENT (logged). For the proposal's
   * send step; a proposal without a contract, or one past DRAFT, is left as it is.
   */
  async function markSent(photographerId: string, estimateId: string, meta: RequestMeta = {}) {
    await db.transaction(async (tx) => {
      const contract = await findContract(tx, photographerId, estimateId, true);
      if (!contract || !(await markContractSent(tx, contract.id))) return;
      await appendContractEvent(tx, contract, { type: "sent", signer: "studio" }, meta);
    });
  }

  return { attach, get, editText, events, countersign, void: voidIt, markSent };
}

export type ProposalContractService = ReturnType<typeof createProposalContractService>;

/**
 * The client's side of a contract, found by the proposal's public token: opening it for signing fixes
 * the document (its SHA-256 is stored and logged), and the signature is taken only if the document is
 * still that one, consent was given and every {{input:...}} field is filled. The signature is one
 * conditional UPDATE (unsigned, same hash), so of many parallel signatures exactly one is taken.
 */
import { scanContractFields } from "../../../shared/contract-fields.js";
import {
  CONSENT_REQUIRED,
  CONTRACT_NOT_FOUND,
  type ContractSignatureInput,
  type ContractStatus,
} from "../../../shared/proposal-contract.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import { appendContractEvent, type RequestMeta } from "./contract-events.service.js";
import { documentHash, loadContractDocument, renderContract } from "./proposal-contract.document.js";
import {
  type ContractRow,
  clientSignContract,
  findContract,
  findContractProposalByToken,
  updateUnsignedContract,
} from "./proposal-contract.queries.js";
import { isClientSigned } from "./proposal-contract.view.js";

export const CONTRACT_ALREADY_SIGNED = "This contract has already been signed";
export const CONTRACT_CHANGED =
  "The contract changed after you opened it. Please read it again before signing.";
export const CONTRACT_NOT_OPENED = "Please open the contract and read it before signing";
export const CONTRACT_IS_VOID = "This contract is void and can no longer be signed";
export const inputMissing = (label: string) => `Please fill in "${label}"`;

/** What the client's page shows: the contract as it will be signed. */
export interface SigningView {
  title: string;
  html: string;
  status: ContractStatus;
  documentHash: string | null;
  inputs: string[];
}

export function createContractSigningService(database: Database) {
  const { db } = database;

  async function find(tx: DbOrTx, token: string) {
    const proposal = token.length <= 200 ? await findContractProposalByToken(tx, token) : undefined;
    if (!proposal) throw notFound(CONTRACT_NOT_FOUND);
    const contract = await findContract(tx, proposal.estimate.photographerId, proposal.estimate.id, true);
    return { proposal, contract };
  }

  /**
   * The client opens the contract to sign it: the document is rendered with the proposal's values as
   * they are now, its hash stored and a "viewed" event logged. Null when the proposal has no contract.
   */
  async function openForSigning(token: string, meta: RequestMeta): Promise<SigningView | null> {
    return db.transaction(async (tx) => {
      const { proposal, contract } = await find(tx, token);
      if (!contract) return null;
      const view = (c: ContractRow): SigningView => ({
        title: c.title,
        html: c.html,
        status: c.status as ContractStatus,
        documentHash: c.documentHash,
        inputs: scanContractFields(c.body).inputs,
      });
      if (isClientSigned(contract) || contract.status === "VOID") return view(contract);
      const doc = await loadContractDocument(tx, proposal);
      const html = renderContract(contract.body, doc);
      const hash = documentHash(html, doc);
      // Reopening the same document logs nothing: one "viewed" per distinct document hash.
      if (contract.documentHash === hash && contract.html === html) return view(contract);
      const opened = await updateUnsignedContract(tx, contract.id, { html, documentHash: hash });
      if (!opened) return view(contract);
      await appendContractEvent(
        tx,
        opened,
        { type: "viewed", signer: "client", data: { documentHash: hash } },
        meta,
      );
      return view(opened);
    });
  }

  /**
   * The client's signature on the contract of the proposal `token` names, inside the caller's
   * transaction (the proposal's own sign step signs both at once). Null when the proposal has no contract.
   */
  async function clientSignIn(tx: DbOrTx, token: string, input: ContractSignatureInput, meta: RequestMeta) {
    const { proposal, contract } = await find(tx, token);
    if (!contract) return null;
    if (input.consent !== true) throw badRequest(CONSENT_REQUIRED);
    if (isClientSigned(contract)) throw conflict(CONTRACT_ALREADY_SIGNED);
    if (contract.status === "VOID") throw conflict(CONTRACT_IS_VOID);
    const opened = contract.documentHash;
    if (opened === null) throw conflict(CONTRACT_NOT_OPENED);
    // The document as it stands now must be the one the client opened, character for character.
    const doc = await loadContractDocument(tx, proposal);
    if (documentHash(renderContract(contract.body, doc), doc) !== opened) throw conflict(CONTRACT_CHANGED);

    const inputs: Record<string, string> = {};
    for (const label of scanContractFields(contract.body).inputs) {
      const value = input.inputs?.[label]?.trim();
      if (!value) throw badRequest(inputMissing(label));
      inputs[label] = value;
    }
    const name = input.signedByName.trim();
    const html = renderContract(contract.body, doc, inputs);
    const signedHash = documentHash(html, doc);
    const at = new Date();
    const signed = await clientSignContract(tx, contract.id, opened, {
      html,
      documentHash: signedHash,
      clientSignerName: name,
      clientSignatureImage: input.signatureImageUrl ?? null,
      clientSignatureTyped: input.signatureImageUrl ? null : name,
      clientSignedAt: at,
      clientIp: meta.ip ?? null,
      clientUserAgent: meta.userAgent?.slice(0, 500) ?? null,
      clientInputs: inputs,
    });
    if (!signed) throw conflict(CONTRACT_ALREADY_SIGNED);
    await appendContractEvent(tx, signed, { type: "consent_given", signer: name, at }, meta);
    await appendContractEvent(
      tx,
      signed,
      {
        type: "signed",
        signer: name,
        at,
        data: {
          method: input.signatureImageUrl ? "drawn" : "typed",
          openedHash: opened,
          documentHash: signedHash,
          inputs,
        },
      },
      meta,
    );
    return { id: signed.id, status: signed.status as ContractStatus, documentHash: signedHash };
  }

  /** The client's signature on the contract of the proposal `token` names, in its own transaction. */
  async function clientSign(token: string, input: ContractSignatureInput, meta: RequestMeta) {
    return db.transaction(async (tx) => {
      const signed = await clientSignIn(tx, token, input, meta);
      if (!signed) throw notFound(CONTRACT_NOT_FOUND);
      return signed;
    });
  }

  return { openForSigning, clientSign, clientSignIn };
}

export type ContractSigningService = ReturnType<typeof createContractSigningService>;

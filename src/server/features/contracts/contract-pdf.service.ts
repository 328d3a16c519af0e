/**
 * The contract PDF for the studio (by proposal id) and for the client (by the proposal's public token).
 * Each PDF handed out has its SHA-256 recorded, which is what POST /api/public/verify checks a file
 * against. An unsigned contract prints with the proposal's current values, as GET shows it.
 */
import { CONTRACT_NOT_FOUND } from "../../../shared/proposal-contract.js";
import type { Database } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import type { PdfDocument } from "../documents/documents.service.js";
import { logoOf, slugOf } from "../documents/documents.service.js";
import { sha256Hex } from "./contract-events.js";
import { listContractEvents } from "./contract-events.queries.js";
import { type ContractPdfView, type PdfSignature, renderContractPdf } from "./contract-pdf.js";
import { loadContractDocument, renderContract } from "./proposal-contract.document.js";
import {
  type ContractProposalRow,
  type ContractRow,
  findContract,
  findContractProposal,
  findContractProposalByToken,
  recordIssuedPdf,
} from "./proposal-contract.queries.js";
import { isClientSigned } from "./proposal-contract.view.js";

const signature = (name: string | null, at: Date | null, image: string | null): PdfSignature | null =>
  name && at ? { name, signedAt: at, imageDataUrl: image } : null;

export function createContractPdfService(database: Database) {
  const { db } = database;

  async function render(proposal: ContractProposalRow, contract: ContractRow): Promise<PdfDocument> {
    const events = await listContractEvents(db, contract.photographerId, contract.id);
    const frozen = isClientSigned(contract) || contract.status === "VOID";
    const html = frozen
      ? contract.html
      : renderContract(contract.body, await loadContractDocument(db, proposal));
    const view: ContractPdfView = {
      studio: {
        name: proposal.studio.name,
        email: proposal.studio.email,
        phone: proposal.studio.phone,
        brandPrimary: proposal.studio.brandPrimary,
        logo: logoOf(proposal.studio.logoUrl),
      },
      timezone: proposal.studio.timezone,
      contractId: contract.id,
      title: contract.title,
      proposalTitle: proposal.estimate.title,
      status: contract.status,
      html,
      documentHash: contract.documentHash,
      client: signature(contract.clientSignerName, contract.clientSignedAt, contract.clientSignatureImage),
      countersignature: signature(
        contract.studioSignerName,
        contract.studioSignedAt,
        contract.studioSignatureImage,
      ),
      voidReason: contract.voidReason,
      events,
      // The last thing that happened to the contract: the same state always prints the same bytes.
      issuedAt: events.at(-1)?.at ?? contract.createdAt,
    };
    const bytes = await renderContractPdf(view);
    await recordIssuedPdf(db, contract.id, contract.photographerId, sha256Hex(bytes));
    const slug = slugOf(contract.title);
    return { fileName: slug ? `contract-${slug}.pdf` : "contract.pdf", bytes };
  }

  return {
    async studioPdf(photographerId: string, estimateId: string): Promise<PdfDocument> {
      const proposal = await findContractProposal(db, photographerId, estimateId);
      const contract = proposal ? await findContract(db, photographerId, estimateId) : undefined;
      if (!proposal || !contract) throw notFound(CONTRACT_NOT_FOUND);
      return render(proposal, contract);
    },
    async publicPdf(token: string): Promise<PdfDocument> {
      const proposal = token.length <= 200 ? await findContractProposalByToken(db, token) : undefined;
      const contract = proposal
        ? await findContract(db, proposal.estimate.photographerId, proposal.estimate.id)
        : undefined;
      // The client may download the contract only once they have signed it.
      if (!proposal || !contract || contract.clientSignedAt === null) throw notFound(CONTRACT_NOT_FOUND);
      return render(proposal, contract);
    },
  };
}

export type ContractPdfService = ReturnType<typeof createContractPdfService>;

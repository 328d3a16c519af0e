/**
 * The invoice and the receipts of a proposal, for whoever holds its public token (the client, from the
 * public page or an e-mail). Only counted (COMPLETED) payments have a receipt: a checkout still open
 * (PENDING) or an overpayment that was refunded automatically (OVERPAID) was never money received.
 * Anything not found (an unknown token, a payment of another proposal, an id that is not a uuid) is one
 * 404, so the answer says nothing about what exists elsewhere.
 */

import type { Database, DbOrTx } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import { studioSchedule } from "../proposals/schedule.service.js";
import { todayIn } from "../proposals/studio-date.js";
import type {
  DocumentLogo,
  DocumentMethod,
  DocumentProposal,
  DocumentStudio,
  InvoiceView,
  ReceiptView,
} from "./document-view.js";
import {
  completedPayments,
  type DocumentPaymentRow,
  type DocumentProposalRow,
  documentItems,
  findDocumentProposal,
  installmentLabel,
  refundsOf,
} from "./documents.queries.js";
import { renderInvoicePdf } from "./invoice.pdf.js";
import { renderReceiptPdf } from "./receipt.pdf.js";

export const DOCUMENT_PROPOSAL_NOT_FOUND = "Proposal Not Found";
export const RECEIPT_NOT_FOUND = "Receipt not found";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOGO_DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

export interface PdfDocument {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * The studio's logo when it is stored with the studio (a PNG or JPEG data: URL). A remote URL is left
 * out on purpose: fetching whatever address a studio typed from our server is not worth a logo, and
 * WebP is not something a PDF can hold.
 */
export function logoOf(logoUrl: string | null): DocumentLogo | null {
  const m = logoUrl ? LOGO_DATA_URL.exec(logoUrl) : null;
  if (!m) return null;
  return { kind: m[1] === "png" ? "png" : "jpeg", bytes: new Uint8Array(Buffer.from(m[2]!, "base64")) };
}

/** Stored methods are "card:deposit", "card:installment", ... for checkouts and CASH, CHECK, ... by hand. */
export function methodOf(stored: string): DocumentMethod {
  if (stored.toLowerCase().startsWith("card")) return "CARD";
  const upper = stored.toUpperCase();
  return upper === "CASH" || upper === "CHECK" || upper === "BANK_TRANSFER" ? upper : "OTHER";
}

/** A file name people can read: "López Wedding" -> "lopez-wedding". */
export function slugOf(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

const proposalNumber = (estimateId: string) => `P-${estimateId.slice(0, 8).toUpperCase()}`;
const momentOf = (p: { completedAt: Date | null; createdAt: Date }) => p.completedAt ?? p.createdAt;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function studioOf(row: DocumentProposalRow): DocumentStudio {
  return {
    name: row.studio.name,
    email: row.studio.email,
    phone: row.studio.phone,
    brandPrimary: row.studio.brandPrimary,
    logo: logoOf(row.studio.logoUrl),
  };
}

function proposalOf(row: DocumentProposalRow): DocumentProposal {
  return {
    title: row.estimate.title,
    number: proposalNumber(row.estimate.id),
    currency: row.estimate.currency,
    eventDate: row.client.eventDate,
  };
}

const clientName = (row: DocumentProposalRow) => `${row.client.firstName} ${row.client.lastName}`.trim();

export function createDocumentsService(database: Database) {
  const { db } = database;

  async function find(token: string, tx: DbOrTx = db): Promise<DocumentProposalRow> {
    const row = token.length <= 200 ? await findDocumentProposal(tx, token) : undefined;
    if (!row) throw notFound(DOCUMENT_PROPOSAL_NOT_FOUND);
    return row;
  }

  async function invoiceView(token: string): Promise<InvoiceView> {
    const row = await find(token);
    const e = row.estimate;
    const [items, schedule, payments] = await Promise.all([
      documentItems(db, e.id),
      studioSchedule(db, e.photographerId, e.id),
      completedPayments(db, e.id),
    ]);
    const refunds = await refundsOf(
      db,
      payments.map((p) => p.id),
    );
    // Money kept, as the public page counts it: counted payments less the refunds that went through.
    const paid =
      sum(payments.map((p) => p.amountCents)) -
      sum(refunds.filter((r) => r.status === "SUCCEEDED").map((r) => r.amountCents));
    return {
      studio: studioOf(row),
      clientName: clientName(row),
      clientEmail: row.client.email,
      proposal: proposalOf(row),
      issuedOn: todayIn(row.studio.timezone),
      items,
      subtotalCents: e.subtotalCents,
      discountCents: e.discountCents,
      discountPercentBasisPoints: e.discountPercentBasisPoints,
      taxLabel: row.studio.taxLabel,
      taxRateBasisPoints: e.taxRateBasisPoints,
      taxCents: e.taxCents,
      totalCents: e.totalCents,
      schedule: schedule.map(({ label, dueDate, amountCents, paidCents, status }) => ({
        label,
        dueDate,
        amountCents,
        paidCents,
        status,
      })),
      paidCents: paid,
      balanceCents: Math.max(0, e.totalCents - paid),
    };
  }

  /** `tx`: the receipt e-mail's sending transaction, which must do every read (PGlite has one connection). */
  async function receiptView(token: string, paymentId: string, tx: DbOrTx = db): Promise<ReceiptView> {
    const row = await find(token, tx);
    if (!UUID.test(paymentId)) throw notFound(RECEIPT_NOT_FOUND);
    const e = row.estimate;
    const payments = await completedPayments(tx, e.id);
    const index = payments.findIndex((p) => p.id === paymentId.toLowerCase());
    if (index < 0) throw notFound(RECEIPT_NOT_FOUND);
    const payment: DocumentPaymentRow = payments[index]!;
    const refunds = await refundsOf(
      tx,
      payments.map((p) => p.id),
    );
    const succeeded = refunds.filter((r) => r.status === "SUCCEEDED");
    const at = momentOf(payment).getTime();
    // What had been received once this payment was counted: it and every earlier payment, less the
    // refunds that had gone through by then.
    const receivedThen =
      sum(payments.slice(0, index + 1).map((p) => p.amountCents)) -
      sum(succeeded.filter((r) => momentOf(r).getTime() <= at).map((r) => r.amountCents));
    const receivedNow = sum(payments.map((p) => p.amountCents)) - sum(succeeded.map((r) => r.amountCents));
    const day = (moment: Date) => todayIn(row.studio.timezone, moment);
    return {
      studio: studioOf(row),
      clientName: clientName(row),
      clientEmail: row.client.email,
      proposal: proposalOf(row),
      payment: {
        id: payment.id,
        amountCents: payment.amountCents,
        paidOn: payment.receivedOn ?? day(momentOf(payment)),
        method: methodOf(payment.method),
        installmentLabel: payment.installmentId
          ? await installmentLabel(tx, e.id, payment.installmentId)
          : null,
        note: payment.note,
      },
      totalCents: e.totalCents,
      balanceAfterCents: Math.max(0, e.totalCents - receivedThen),
      refunds: refunds
        .filter((r) => r.paymentId === payment.id)
        .map((r) => ({
          amountCents: r.amountCents,
          date: day(momentOf(r)),
          status: r.status === "SUCCEEDED" ? ("SUCCEEDED" as const) : ("PENDING" as const),
          reason: r.reason,
        })),
      balanceNowCents: Math.max(0, e.totalCents - receivedNow),
    };
  }

  return {
    invoiceView,
    receiptView,
    async invoice(token: string): Promise<PdfDocument> {
      const view = await invoiceView(token);
      const slug = slugOf(view.proposal.title);
      return { fileName: slug ? `invoice-${slug}.pdf` : "invoice.pdf", bytes: await renderInvoicePdf(view) };
    },
    async receipt(token: string, paymentId: string, tx: DbOrTx = db): Promise<PdfDocument> {
      const view = await receiptView(token, paymentId, tx);
      return { fileName: `receipt-${view.payment.paidOn}.pdf`, bytes: await renderReceiptPdf(view) };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

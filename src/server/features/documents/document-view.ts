/**
 * What an invoice or a receipt shows, already read and worked out: the renderers only lay it out, so
 * they can be tested with a fixed view and no database. Amounts are integers of the currency's minor
 * unit; dates are the studio's calendar days (YYYY-MM-DD).
 */
import type { InstallmentStatus } from "../../../shared/schedule.js";

export type DocumentMethod = "CARD" | "CASH" | "CHECK" | "BANK_TRANSFER" | "OTHER";

export interface DocumentLogo {
  kind: "png" | "jpeg";
  bytes: Uint8Array;
}

export interface DocumentStudio {
  name: string;
  email: string | null;
  phone: string | null;
  /** The brand's primary colour (#rrggbb) for headings and rules; anything else falls back to slate. */
  brandPrimary: string;
  logo: DocumentLogo | null;
}

export interface DocumentProposal {
  title: string;
  /** A short reference the studio and the client can quote ("P-1A2B3C4D"). */
  number: string;
  currency: string;
  eventDate: string | null;
}

export interface InvoiceView {
  studio: DocumentStudio;
  clientName: string;
  clientEmail: string | null;
  proposal: DocumentProposal;
  issuedOn: string;
  items: {
    name: string;
    description: string | null;
    qty: number;
    unitCents: number;
    lineTotalCents: number;
  }[];
  subtotalCents: number;
  discountCents: number;
  /** Set when the discount was a percentage (basis points). */
  discountPercentBasisPoints: number | null;
  taxLabel: string;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  schedule: {
    label: string;
    dueDate: string | null;
    amountCents: number;
    paidCents: number;
    status: InstallmentStatus;
  }[];
  paidCents: number;
  balanceCents: number;
}

export interface ReceiptView {
  studio: DocumentStudio;
  clientName: string;
  clientEmail: string | null;
  proposal: DocumentProposal;
  payment: {
    /** Our payment id, printed as the receipt's reference. */
    id: string;
    amountCents: number;
    paidOn: string;
    method: DocumentMethod;
    /** The instalment the payment was made for, when it was made for one. */
    installmentLabel: string | null;
    note: string | null;
  };
  totalCents: number;
  /** What was still owed on the proposal once this payment (and everything before it) was counted. */
  balanceAfterCents: number;
  refunds: { amountCents: number; date: string; status: "PENDING" | "SUCCEEDED"; reason: string | null }[];
  /** What is owed today, after every payment and refund. */
  balanceNowCents: number;
}

export const METHOD_LABELS: Record<DocumentMethod, string> = {
  CARD: "Card",
  CASH: "Cash",
  CHECK: "Cheque",
  BANK_TRANSFER: "Bank transfer",
  OTHER: "Other",
};

export const STATUS_LABELS: Record<InstallmentStatus, string> = {
  UPCOMING: "Upcoming",
  DUE: "Due",
  OVERDUE: "Overdue",
  PAID: "Paid",
};

/**
 * The proposal as its client sees it on the public page (and the sign step's input): nothing private,
 * no ids, no IP, no other client. The studio's shapes are in ./proposals.ts.
 */
import { z } from "zod";
import type { AutopayState, PublicReceipt } from "./autopay.js";
import type { Pricing, ProposalItem, ProposalStatus, Totals } from "./proposals.js";
import type { ScheduleEntry } from "./schedule.js";
import { emailField } from "./validation.js";

/** The public proposal view: nothing private (no ids, no IP, no other client). */
export interface PublicProposalContract {
  title: string;
  html: string;
  status: "DRAFT" | "SENT" | "CLIENT_SIGNED" | "COMPLETED" | "VOID";
  /** The {{input:Label}} fields the client fills in while signing. */
  inputs: string[];
  consentText: string;
  signed: boolean;
}

export interface PublicProposalView extends Totals, Pricing {
  taxLabel: string;
  title: string;
  status: ProposalStatus;
  currency: string;
  validUntil: string | null;
  sentAt: string | null;
  signedAt: string | null;
  signedByName: string | null;
  signatureImageUrl: string | null;
  createdAt: string;
  updatedAt: string;
  notes: string | null;
  /** The studio, with the brand colours Settings says its proposals use. */
  photographer: {
    businessName: string;
    emailFromAddr: string | null;
    logoUrl: string | null;
    brandPrimary: string;
    brandSecondary: string;
  };
  client: {
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    weddingDate: string | null;
  };
  items: Omit<ProposalItem, "id">[];
  totals: Totals;
  paidCents: number;
  isExpired: boolean;
  canSign: boolean;
  canPay: boolean;
  /** The contract to read and sign with the proposal; null (or absent) when none is attached. */
  contract?: PublicProposalContract | null;
  /** The payment plan with what is paid and due of each instalment. */
  schedule: ScheduleEntry[];
  /** Receipts to download, oldest first. */
  receipts: PublicReceipt[];
  autopay: AutopayState;
}

/** A drawn or typed signature, as a PNG data URL (the client's, and the studio's countersignature). */
export const signatureImage = z
  .string()
  .max(400_000, "The signature image is too large")
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, "The signature must be a PNG image");

export const signProposalInputSchema = z.object({
  signedByName: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(200, "Name too long"),
  signedByEmail: z.string({ error: "Email is required" }).trim().min(1, "Email is required").pipe(emailField),
  // null (no signature) is still accepted: signing a proposal without a contract needs no image.
  signatureImageUrl: signatureImage.nullable().optional(),
  /** Required (true) when the proposal carries a contract: the consent to do business electronically. */
  consent: z.boolean().optional(),
  /** The contract's {{input:Label}} fields, filled by the client while signing. */
  inputs: z
    .record(
      z
        .string()
        .max(80, "A field name is at most 80 characters")
        .refine((k) => !k.includes("\0"), "Invalid field"),
      z
        .string()
        .max(2000, "That answer is too long")
        .refine((v) => !v.includes("\0"), "Invalid characters"),
    )
    .refine((r) => Object.keys(r).length <= 20, "At most 20 fields")
    .optional(),
});
export type SignProposalInput = z.input<typeof signProposalInputSchema>;

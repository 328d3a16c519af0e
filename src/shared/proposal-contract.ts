/**
 * A proposal's contract: the API's shapes. The text's smart fields and rendering are in
 * ./contract-fields.ts, the templates' shapes in ./contracts.ts.
 */
import { z } from "zod";
import { contractTemplateInputSchema } from "./contracts.js";
import { signatureImage } from "./public-proposals.js";

export const CONTRACT_STATUSES = ["DRAFT", "SENT", "CLIENT_SIGNED", "COMPLETED", "VOID"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** What the evidence log records, in the order a contract usually meets them. */
export const CONTRACT_EVENT_TYPES = [
  "created",
  "edited",
  "sent",
  "viewed",
  "consent_given",
  "signed",
  "countersigned",
  "completed",
  "voided",
] as const;
export type ContractEventType = (typeof CONTRACT_EVENT_TYPES)[number];

/** The previous hash of a log's first event. */
export const GENESIS_HASH = "0".repeat(64);

export const CONTRACT_NOT_FOUND = "Contract not found";
export const CONSENT_REQUIRED = "Please agree to sign electronically before signing";

/** The largest PDF POST /api/public/verify takes. */
export const MAX_VERIFY_BYTES = 10 * 1024 * 1024;

/** PUT /api/proposals/{id}/contract. */
export const attachContractSchema = z.object({
  templateId: z.uuid({ error: "Choose a contract template" }),
});

/** PUT /api/proposals/{id}/contract/text: the same rules as a template's text. */
export const contractTextSchema = z.object({ body: contractTemplateInputSchema.shape.body });

/** POST /api/proposals/{id}/contract/countersign: a drawn signature or a typed name. */
export const countersignSchema = z
  .object({
    signatureImageUrl: signatureImage.optional(),
    typedName: z.string().trim().min(1, "Type your name to sign").max(200, "Name too long").optional(),
  })
  .refine((v) => v.signatureImageUrl !== undefined || v.typedName !== undefined, {
    message: "Draw your signature or type your name",
  });
export type CountersignInput = z.input<typeof countersignSchema>;

/** POST /api/proposals/{id}/contract/void. */
export const voidContractSchema = z.object({
  reason: z
    .string({ error: "Say why the contract is void" })
    .trim()
    .min(1, "Say why the contract is void")
    .max(1000, "The reason is at most 1,000 characters"),
});

/** What the client sends with their signature when a contract is attached. */
export const contractSignatureSchema = z.object({
  consent: z.boolean().optional(),
  inputs: z.record(z.string().max(200), z.string().max(2000, "That answer is too long")).optional(),
  signedByName: z.string().trim().min(1, "Full name is required").max(200, "Name too long"),
  signatureImageUrl: signatureImage.nullable().optional(),
});
export type ContractSignatureInput = z.input<typeof contractSignatureSchema>;

export interface ContractSigner {
  role: "client" | "studio";
  name: string;
  signedAt: string;
  /** Drawn (an image) or typed (the name, in a script face). */
  method: "drawn" | "typed";
}

/** GET /api/proposals/{id}/contract. */
export interface ProposalContractView {
  id: string;
  title: string;
  html: string;
  /** The text with its smart fields, as the studio edits it (PUT …/contract/text) until the client signs. */
  body: string;
  status: ContractStatus;
  documentHash: string | null;
  /** The {{input:...}} labels the client fills in when signing. */
  inputs: string[];
  voidReason: string | null;
  signers: ContractSigner[];
}

/** GET /api/proposals/{id}/contract/events: one entry of the evidence log. */
export interface ContractEventView {
  type: ContractEventType;
  at: string;
  ip: string | null;
  userAgent: string | null;
  signer: string | null;
  hash: string;
  prevHash: string;
}

/** POST /api/public/verify. */
export interface VerifyResult {
  valid: boolean;
  contractId?: string;
  reason?: string;
}

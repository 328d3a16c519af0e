/** What the contract routes answer: shared/contracts.ts (templates) and shared/proposal-contract.ts. */
import { z } from "zod";
import type { ContractTemplate } from "../../../shared/contracts.js";
import {
  CONTRACT_EVENT_TYPES,
  CONTRACT_STATUSES,
  type ContractEventView,
  type ProposalContractView,
  type VerifyResult,
} from "../../../shared/proposal-contract.js";
import { fileResponse, isoInstant } from "../../http/responses.js";

export const contractTemplateResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  body: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
}) satisfies z.ZodType<ContractTemplate>;

export const proposalContractResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  html: z.string(),
  body: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  documentHash: z.string().nullable(),
  inputs: z.array(z.string()),
  voidReason: z.string().nullable(),
  signers: z.array(
    z.object({
      role: z.enum(["client", "studio"]),
      name: z.string(),
      signedAt: isoInstant,
      method: z.enum(["drawn", "typed"]),
    }),
  ),
}) satisfies z.ZodType<ProposalContractView>;

export const contractEventsResponse = z.array(
  z.object({
    type: z.enum(CONTRACT_EVENT_TYPES),
    at: isoInstant,
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    signer: z.string().nullable(),
    hash: z.string(),
    prevHash: z.string(),
  }) satisfies z.ZodType<ContractEventView>,
);

export const verifyResponse = z.object({
  valid: z.boolean(),
  contractId: z.uuid().optional(),
  reason: z.string().optional(),
}) satisfies z.ZodType<VerifyResult>;

export const contractPdfResponse = fileResponse("application/pdf", "The contract, signed or as it stands");

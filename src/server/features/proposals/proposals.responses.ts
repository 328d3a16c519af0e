/**
 * What the proposal routes answer: the shapes of shared/proposals.ts and shared/public-proposals.ts.
 * The list and the detail are JSON that PostgreSQL builds (proposals.queries.ts): the same fields.
 */
import { z } from "zod";
import type {
  Proposal,
  ProposalListItem,
  ProposalRow,
  SendProposalResult,
} from "../../../shared/proposals.js";
import { PROPOSAL_STATUSES } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { INSTALLMENT_STATUSES, type ScheduleEntry } from "../../../shared/schedule.js";
import { TAX_BASES } from "../../../shared/tax.js";
import { listOrPage } from "../../http/responses.js";
import { autopayStateResponse } from "../payments/payments.responses.js";

const cents = z.int().describe("Cents");

const totals = {
  subtotalCents: cents,
  discountCents: cents,
  taxCents: cents,
  totalCents: cents,
  depositPercent: z.number().nullable(),
  depositCents: cents,
};
const pricing = {
  discountPercentBasisPoints: z.int().nullable(),
  taxRateBasisPoints: z.int(),
  taxBase: z.enum(TAX_BASES),
};

/** One instalment of a proposal's payment plan, with what is paid of it. */
export const scheduleEntryResponse = z.object({
  id: z.uuid(),
  label: z.string(),
  amountCents: cents,
  dueDate: z.string().nullable(),
  paidCents: cents,
  status: z.enum(INSTALLMENT_STATUSES),
}) satisfies z.ZodType<ScheduleEntry>;
export const scheduleResponse = z.array(scheduleEntryResponse);

export const proposalListItemResponse = z.object({
  ...totals,
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  currency: z.string(),
  validUntil: z.string().nullable(),
  sentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  token: z.string(),
  clientId: z.uuid(),
  projectId: z.uuid().nullable(),
  client: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
  project: z.object({ title: z.string() }).nullable(),
  archivedAt: z.string().nullable(),
}) satisfies z.ZodType<ProposalListItem>;

/** Without `limit` the whole list; with it one page and the cursor of the next. */
export const proposalListResponse = listOrPage(proposalListItemResponse);

const item = {
  name: z.string(),
  description: z.string().nullable(),
  qty: z.number(),
  unitCents: cents,
  lineTotalCents: cents,
  taxable: z.boolean(),
  orderIndex: z.int(),
};

export const proposalResponse = proposalListItemResponse.extend({
  ...pricing,
  taxLabel: z.string(),
  notes: z.string().nullable(),
  packageId: z.uuid().nullable(),
  signature: z
    .object({
      email: z.string().nullable(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      imageUrl: z.string().nullable(),
    })
    .nullable(),
  items: z.array(z.object({ id: z.uuid(), ...item })),
}) satisfies z.ZodType<Proposal>;

/** PUT answers the proposal, and `scheduleReset` when a custom payment plan went back to the default. */
export const updatedProposalResponse = proposalResponse.extend({ scheduleReset: z.literal(true).optional() });

/** GET /api/proposals/{id}: the proposal with its payment plan and autopay. */
export const proposalDetailResponse = proposalResponse.extend({
  schedule: scheduleResponse,
  autopay: autopayStateResponse,
});

export const sendProposalResponse = z.object({
  message: z.string(),
  publicUrl: z.string(),
  delivery: z.enum(["smtp", "outbox"]),
}) satisfies z.ZodType<SendProposalResult>;

export const proposalRowsResponse = z.array(
  z.object({
    id: z.uuid(),
    title: z.string(),
    status: z.enum(PROPOSAL_STATUSES),
    totalCents: cents,
    sentAt: z.string().nullable(),
    signedAt: z.string().nullable(),
    createdAt: z.string(),
    token: z.string(),
    archivedAt: z.string().nullable(),
  }) satisfies z.ZodType<ProposalRow>,
);

export const publicProposalResponse = z.object({
  ...totals,
  ...pricing,
  taxLabel: z.string(),
  title: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  currency: z.string(),
  validUntil: z.string().nullable(),
  sentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedByName: z.string().nullable(),
  signatureImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  notes: z.string().nullable(),
  photographer: z.object({
    businessName: z.string(),
    emailFromAddr: z.string().nullable(),
    logoUrl: z.string().nullable(),
    brandPrimary: z.string(),
    brandSecondary: z.string(),
  }),
  client: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    weddingDate: z.string().nullable(),
  }),
  items: z.array(z.object(item)),
  totals: z.object(totals),
  paidCents: cents,
  isExpired: z.boolean(),
  canSign: z.boolean(),
  canPay: z.boolean(),
  contract: z
    .object({
      title: z.string(),
      html: z.string(),
      status: z.enum(["DRAFT", "SENT", "CLIENT_SIGNED", "COMPLETED", "VOID"]),
      inputs: z.array(z.string()).describe("The {{input:Label}} fields the client fills in while signing"),
      consentText: z.string(),
      signed: z.boolean(),
    })
    .nullable()
    .optional(),
  schedule: scheduleResponse,
  receipts: z.array(
    z.object({
      paymentId: z.uuid(),
      amountCents: cents,
      receivedAt: z.string(),
      method: z.enum(["CARD", "CASH", "CHECK", "BANK_TRANSFER", "OTHER"]),
      refunded: z.boolean(),
    }),
  ),
  autopay: autopayStateResponse,
}) satisfies z.ZodType<PublicProposalView>;

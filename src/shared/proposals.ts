/**
 * Proposals (stored as `estimates`): the API's shapes, statuses and stats. The money rules are in
 * ./proposal-totals.ts (re-exported here), the client's public page in ./public-proposals.ts.
 */
import { z } from "zod";
import { cursorNeedsLimit, filtersNeedLimit, listSearchField, pageQueryFields } from "./paging.js";
import type { Discount, Pricing, Totals } from "./proposal-totals.js";
import { emptyToUndefined, isoDateField, MAX_AMOUNT_MESSAGE, MAX_CENTS, uuidField } from "./validation.js";

export * from "./proposal-totals.js";
export { TAX_BASES, type TaxBase, taxedAmountCents, taxLineLabel } from "./tax.js";

export interface PackageForImport {
  id: string;
  name: string;
  /** What the package includes, in the studio's words: it becomes the package line's description. */
  description?: string | null;
  basePriceCents: number;
  items: readonly { name: string; description: string | null; qty: number; unitCents: number }[];
}

/**
 * Package import: the proposal's items are replaced by one package line (quantity 1, the base price,
 * described by the package's own description, else "Complete package - {name}") followed by the
 * package's own items.
 */
export function itemsFromPackage(pkg: PackageForImport): ProposalItemInput[] {
  return [
    {
      name: pkg.name,
      description: pkg.description?.trim() || `Complete package - ${pkg.name}`,
      qty: 1,
      unitCents: pkg.basePriceCents,
    },
    ...pkg.items.map((item) => ({
      name: item.name,
      description: item.description ?? undefined,
      qty: item.qty,
      unitCents: item.unitCents,
    })),
  ];
}

export const DISCOUNT_PERCENT_MESSAGE = "Discount must be between 0 and 100 percent";
export const DISCOUNT_BOTH_MESSAGE = "Give the discount as an amount or as a percentage, not both";

/** The discount a proposal's input asks for: a percentage when one is given, else the amount. */
export function discountOf(input: {
  discountCents?: number | undefined;
  discountPercentBasisPoints?: number | null | undefined;
}): Discount {
  return input.discountPercentBasisPoints != null
    ? { percentBasisPoints: input.discountPercentBasisPoints }
    : (input.discountCents ?? 0);
}

const cents = (message: string) =>
  z
    .number({ error: message })
    .int("Amounts are whole cents")
    .min(0, message)
    .max(MAX_CENTS, MAX_AMOUNT_MESSAGE);

export const proposalItemInputSchema = z.object({
  name: z.string({ error: "Item name is required" }).trim().min(1, "Item name is required").max(200),
  description: z.preprocess(emptyToUndefined, z.string().trim().max(2000).optional()),
  qty: z
    .number({ error: "Quantity must be at least 1" })
    .int("Quantity must be at least 1")
    .min(1, "Quantity must be at least 1")
    .max(10_000),
  unitCents: cents("Unit price must be positive"),
  /** Whether the studio's tax applies to this line (fees collected for others may not be taxed). */
  taxable: z.boolean({ error: "Taxable must be true or false" }).default(true),
  /** Sent by the form; the server recomputes it. */
  lineTotalCents: cents("Line total must be positive").optional(),
});
export type ProposalItemInput = z.input<typeof proposalItemInputSchema>;

export const proposalInputSchema = z
  .object({
    title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(200),
    clientId: z
      .preprocess(emptyToUndefined, uuidField("client").optional())
      .pipe(z.string({ error: "Client is required" })),
    projectId: z.preprocess(emptyToUndefined, uuidField("project").optional()),
    packageId: z.preprocess(emptyToUndefined, uuidField("package").optional()),
    items: z
      .array(proposalItemInputSchema, { error: "At least one item is required" })
      .min(1, "At least one item is required")
      .max(200),
    discountCents: cents("Discount must be positive").optional(),
    /** A discount as a percentage of the subtotal (basis points: 1000 = 10 %), instead of discountCents. */
    discountPercentBasisPoints: z
      .number({ error: DISCOUNT_PERCENT_MESSAGE })
      .int(DISCOUNT_PERCENT_MESSAGE)
      .min(0, DISCOUNT_PERCENT_MESSAGE)
      .max(10_000, DISCOUNT_PERCENT_MESSAGE)
      .nullable()
      .optional(),
    depositPercent: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z
        .number({ error: "Deposit must be between 0 and 100 percent" })
        .int("Deposit must be a whole percent")
        .min(0, "Deposit must be between 0 and 100 percent")
        .max(100, "Deposit must be between 0 and 100 percent")
        .optional(),
    ),
    validUntil: z.preprocess(emptyToUndefined, isoDateField.optional()),
    notes: z.preprocess(emptyToUndefined, z.string().trim().max(5000, "Notes are too long").optional()),
    // The form's own figures: accepted for compatibility, then replaced by the server's.
    subtotalCents: cents("Subtotal must be positive").optional(),
    taxCents: cents("Tax must be positive").optional(),
    totalCents: z.number().int().optional(),
    depositCents: cents("Deposit must be positive").optional(),
  })
  .superRefine((value, ctx) => {
    const subtotal = value.items.reduce((sum, i) => sum + i.qty * i.unitCents, 0);
    if (subtotal > MAX_CENTS) {
      ctx.addIssue({ code: "custom", path: ["items"], message: MAX_AMOUNT_MESSAGE });
    }
    if (value.discountCents !== undefined && value.discountPercentBasisPoints != null) {
      ctx.addIssue({ code: "custom", path: ["discountPercentBasisPoints"], message: DISCOUNT_BOTH_MESSAGE });
    }
    if ((value.discountCents ?? 0) > subtotal) {
      ctx.addIssue({
        code: "custom",
        path: ["discountCents"],
        message: "Discount cannot be more than the subtotal",
      });
    }
  });
export type ProposalInput = z.input<typeof proposalInputSchema>;
export type ProposalData = z.output<typeof proposalInputSchema>;

export const PROPOSAL_STATUSES = ["DRAFT", "SENT", "SIGNED", "PAID_PARTIAL", "PAID_FULL", "EXPIRED"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export interface ProposalItem {
  id: string;
  name: string;
  description: string | null;
  qty: number;
  unitCents: number;
  lineTotalCents: number;
  taxable: boolean;
  orderIndex: number;
}

/** A row of GET /api/proposals. */
export interface ProposalListItem extends Totals {
  id: string;
  title: string;
  status: ProposalStatus;
  currency: string;
  validUntil: string | null;
  sentAt: string | null;
  signedAt: string | null;
  signedByName: string | null;
  createdAt: string;
  updatedAt: string;
  token: string;
  clientId: string;
  projectId: string | null;
  client: { firstName: string; lastName: string; email: string | null };
  project: { title: string } | null;
  /** Set while the proposal is archived: out of the list, still in reports and earnings. */
  archivedAt: string | null;
}

/** `?archived=true` lists the archived proposals instead of the current ones. */
/**
 * One short row of a client's or a project's proposal list (GET /api/proposals/client/{id} and
 * GET /api/estimates/project/{id}), newest first.
 */
export interface ProposalRow {
  id: string;
  title: string;
  status: ProposalStatus;
  totalCents: number;
  sentAt: string | null;
  signedAt: string | null;
  createdAt: string;
  token: string;
  archivedAt: string | null;
}

/**
 * GET /api/proposals. Without `limit`, the whole list; with it, one Page of ProposalListItem, searchable
 * by title or client name.
 */
export const proposalListQuerySchema = z
  .object({
    archived: z
      .enum(["true", "false"], { error: "archived must be true or false" })
      .optional()
      .transform((value) => value === "true"),
    search: listSearchField,
    ...pageQueryFields,
  })
  .superRefine(cursorNeedsLimit)
  .superRefine(filtersNeedLimit(["search"]));

/** GET /api/proposals/{id}: the whole proposal, for editing. */
export interface Proposal extends ProposalListItem, Pricing {
  /** The studio's name for its tax ("Tax", "VAT", "GST"). */
  taxLabel: string;
  notes: string | null;
  packageId: string | null;
  /** The signing record, for the photographer only (null until signed). */
  signature: ProposalSignature | null;
  items: ProposalItem[];
}

export interface ProposalSignature {
  email: string | null;
  ip: string | null;
  userAgent: string | null;
  /** The drawn or typed signature as a PNG data URL; null when the client signed without one. */
  imageUrl: string | null;
}

/** Status labels: Signed when SIGNED (or later), Sent once sent (SENT), else Draft. */
export function proposalStatusLabel(p: Pick<ProposalListItem, "status" | "sentAt" | "signedAt">): string {
  if (p.status === "PAID_FULL") return "Paid";
  if (p.status === "PAID_PARTIAL") return "Deposit Paid";
  if (p.status === "SIGNED" || p.signedAt) return "Signed";
  if (p.status === "SENT" || p.sentAt) return "Sent";
  return "Draft";
}

/** Resend makes sense until the proposal is paid in full: to sign it, then to pay what is left. */
export function canResendProposal(p: Pick<ProposalListItem, "status" | "sentAt">): boolean {
  return p.status !== "PAID_FULL";
}

export function isSigned(p: Pick<ProposalListItem, "status" | "signedAt">): boolean {
  return p.signedAt !== null || p.status === "SIGNED" || p.status.startsWith("PAID");
}

/** Expired when the validity date (a calendar day, inclusive) is before today. */
export function isExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

/** Today as YYYY-MM-DD in UTC. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export interface ProposalStats {
  total: number;
  sent: number;
  totalValueCents: number;
  signed: number;
  pendingApproval: number;
}

/** The stat cards. Pending Approval counts sent proposals not signed yet. */
export function proposalStats(list: readonly ProposalListItem[]): ProposalStats {
  let sent = 0;
  let signed = 0;
  let pendingApproval = 0;
  let totalValueCents = 0;
  for (const p of list) {
    totalValueCents += p.totalCents;
    if (p.sentAt) sent += 1;
    if (isSigned(p)) signed += 1;
    if (p.sentAt && !isSigned(p)) pendingApproval += 1;
  }
  return { total: list.length, sent, totalValueCents, signed, pendingApproval };
}

export interface SendProposalResult {
  message: string;
  publicUrl: string;
  delivery: "smtp" | "outbox";
}

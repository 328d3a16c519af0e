/**
 * Proposals (stored as `estimates`): the API's shapes and the money rules. The arithmetic is here, pure and
 * integer-only, so that the form shows exactly what the server stores: the server recomputes every
 * figure from the items and never trusts a total sent by a browser.
 */
import { z } from "zod";
import type { AutopayState, PublicReceipt } from "./autopay.js";
import type { ScheduleEntry } from "./schedule.js";
import { type TaxBase, taxedAmountCents } from "./tax.js";
import {
  emailField,
  emptyToUndefined,
  isoDateField,
  MAX_AMOUNT_MESSAGE,
  MAX_CENTS,
  uuidField,
} from "./validation.js";

export { TAX_BASES, type TaxBase, taxedAmountCents, taxLineLabel } from "./tax.js";

/** The tax every studio had before studios set their own: 8.25 % of the subtotal, in basis points. */
export const TAX_RATE_BASIS_POINTS = 825;
export const TAX_RATE_LABEL = "8.25%";

export const MAX_TAX_RATE_BASIS_POINTS = 3000;

/** n / d rounded to the nearest integer, halves away from zero: integer arithmetic, exact for cents. */
export function divideRounded(n: number, d: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(d) || d <= 0) throw new RangeError("integers only");
  const sign = n < 0 ? -1 : 1;
  const abs = Math.abs(n);
  const q = Math.floor(abs / d);
  return sign * (abs - q * d >= d - (abs - q * d) ? q + 1 : q);
}

export function lineTotalCents(qty: number, unitCents: number): number {
  return qty * unitCents;
}

/** Tax on an amount at a rate in basis points, rounded half up to the minor unit. */
export function taxCentsFor(amountCents: number, rateBasisPoints = TAX_RATE_BASIS_POINTS): number {
  return divideRounded(amountCents * rateBasisPoints, 10_000);
}

/** A percentage discount of the subtotal, rounded half up to the minor unit. */
export function percentDiscountCents(subtotalCents: number, basisPoints: number): number {
  return divideRounded(subtotalCents * basisPoints, 10_000);
}

export function depositCentsFor(totalCents: number, depositPercent: number | null | undefined): number {
  if (!depositPercent) return 0;
  return divideRounded(totalCents * depositPercent, 100);
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  depositPercent: number | null;
  depositCents: number;
}

/** How a proposal is priced besides its items: kept on the proposal, so a studio's later change moves nothing. */
export interface Pricing {
  discountPercentBasisPoints: number | null;
  taxRateBasisPoints: number;
  taxBase: TaxBase;
}

export type PricedTotals = Totals & Pricing;

/** A discount as an amount in minor units, or as a percentage of the subtotal in basis points. */
export type Discount = number | { cents: number } | { percentBasisPoints: number };

export interface TaxSettings {
  taxRateBasisPoints: number;
  taxBase: TaxBase;
}

export const DEFAULT_TAX: TaxSettings = { taxRateBasisPoints: TAX_RATE_BASIS_POINTS, taxBase: "SUBTOTAL" };

/**
 * Total = subtotal - discount + tax. The discount is taken from the subtotal (a percentage one is
 * subtotal x rate, rounded half up). The tax is the rate on the taxable items' sum (SUBTOTAL), or, with
 * AFTER_DISCOUNT, on that sum less its proportional share of the discount (discount x taxable sum /
 * subtotal, rounded half up). The deposit is total x percent, rounded. Integers only; in minor units of
 * the proposal's currency (whole yen for JPY, so nothing changes for zero-decimal currencies).
 */
export function computeTotals(
  items: readonly { qty: number; unitCents: number; taxable?: boolean }[],
  discount: Discount = 0,
  depositPercent: number | null = null,
  tax: TaxSettings = DEFAULT_TAX,
): PricedTotals {
  const subtotalCents = items.reduce((sum, item) => sum + lineTotalCents(item.qty, item.unitCents), 0);
  const percent =
    typeof discount === "object" && "percentBasisPoints" in discount ? discount.percentBasisPoints : null;
  let discountCents: number;
  if (percent !== null) discountCents = percentDiscountCents(subtotalCents, percent);
  else if (typeof discount === "number") discountCents = discount;
  else discountCents = "cents" in discount ? discount.cents : 0;
  const taxCents = taxCentsFor(taxedAmountCents(items, discountCents, tax.taxBase), tax.taxRateBasisPoints);
  const totalCents = subtotalCents - discountCents + taxCents;
  return {
    subtotalCents,
    discountCents,
    taxCents,
    totalCents,
    depositPercent,
    depositCents: depositCentsFor(totalCents, depositPercent),
    discountPercentBasisPoints: percent,
    taxRateBasisPoints: tax.taxRateBasisPoints,
    taxBase: tax.taxBase,
  };
}

/** The price field: keeps digits and the first decimal point, drops everything else. */
export function sanitizePriceInput(text: string): string {
  let seenPoint = false;
  let out = "";
  for (const ch of text) {
    if (ch >= "0" && ch <= "9") out += ch;
    else if (ch === "." && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/** Dollars as typed ("12", "12.5", ".999", "") to cents, rounded half up; empty is 0. */
export function dollarsToCents(text: string): number {
  const clean = sanitizePriceInput(text);
  if (clean === "" || clean === ".") return 0;
  const [whole = "", fraction = ""] = clean.split(".");
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  const rest = fraction.slice(2);
  return rest !== "" && rest[0]! >= "5" ? cents + 1 : cents;
}

/** Cents as a plain two-decimal amount for an input: 123450 -> "1234.50". */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

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

export const proposalListQuerySchema = z.object({
  archived: z
    .enum(["true", "false"], { error: "archived must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

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

/** A drawn or typed signature, as a PNG data URL; null (no signature) is still accepted. */
const signatureImage = z
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

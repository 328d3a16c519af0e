/**
 * The proposal form's state as typed (text, so nothing the photographer types is reshaped under their
 * fingers) and the pure steps from it to the API's ProposalInput: parsing, totals, validation, reordering.
 */

import { minorToInput, parseMoney, percentToBasisPoints } from "../../../shared/money-input";

import {
  computeTotals,
  type Discount,
  itemsFromPackage,
  type PackageForImport,
  type Proposal,
  type ProposalInput,
  proposalInputSchema,
  type TaxBase,
  type Totals,
} from "../../../shared/proposals";
import { type FieldErrors, firstErrors, parseQty } from "../../lib/form-values";

export interface ItemDraft {
  /** Stable React key and DOM id part; never sent. */
  key: string;
  name: string;
  description: string;
  qty: string;
  /** The amount as typed ("1250", "99.5"), in the proposal's currency; minor units come from parseMoney. */
  unitPrice: string;
  /** Whether the tax applies to this line. */
  taxable: boolean;
}

/** What the proposal is priced in and with: the studio's for a new one, its own once saved. */
export interface DraftPricing {
  currency: string;
  taxRateBasisPoints: number;
  taxBase: TaxBase;
  taxLabel: string;
}

export const DEFAULT_PRICING: DraftPricing = {
  currency: "USD",
  taxRateBasisPoints: 825,
  taxBase: "SUBTOTAL",
  taxLabel: "Tax",
};

export type DiscountMode = "amount" | "percent";

export interface ProposalDraft {
  title: string;
  clientId: string;
  projectId: string;
  packageId: string;
  items: ItemDraft[];
  /** An amount in the proposal's currency, or a percentage of the subtotal, as typed. */
  discount: string;
  discountMode: DiscountMode;
  pricing: DraftPricing;
  depositPercent: string;
  validUntil: string;
  notes: string;
  /**
   * Until a project is chosen by hand, a client with exactly one project gets it: a new proposal, or a
   * client chosen anew. An existing proposal opened for editing keeps what it was saved with.
   */
  linkSoleProject: boolean;
}

let keyCounter = 0;
function nextKey(): string {
  keyCounter += 1;
  return `item-${keyCounter}`;
}

export function emptyItem(): ItemDraft {
  return { key: nextKey(), name: "", description: "", qty: "1", unitPrice: "", taxable: true };
}

export function newDraft(
  preset: { clientId?: string; projectId?: string } = {},
  pricing: DraftPricing = DEFAULT_PRICING,
): ProposalDraft {
  return {
    title: "",
    clientId: preset.clientId ?? "",
    projectId: preset.clientId ? (preset.projectId ?? "") : "",
    packageId: "",
    items: [emptyItem()],
    discount: "",
    discountMode: "amount",
    pricing,
    depositPercent: "",
    validUntil: "",
    notes: "",
    linkSoleProject: true,
  };
}

/** An existing proposal, back as the text it would have been typed as. */
export function draftFromProposal(proposal: Proposal): ProposalDraft {
  const currency = proposal.currency || DEFAULT_PRICING.currency;
  const items = [...proposal.items].sort((a, b) => a.orderIndex - b.orderIndex);
  return {
    title: proposal.title,
    clientId: proposal.clientId,
    projectId: proposal.projectId ?? "",
    packageId: proposal.packageId ?? "",
    items: items.map((item) => ({
      key: nextKey(),
      name: item.name,
      description: item.description ?? "",
      qty: String(item.qty),
      unitPrice: minorToInput(item.unitCents, currency),
      taxable: item.taxable !== false,
    })),
    discount:
      proposal.discountPercentBasisPoints != null
        ? basisPointsToPercentInput(proposal.discountPercentBasisPoints)
        : proposal.discountCents
          ? minorToInput(proposal.discountCents, currency)
          : "",
    discountMode: proposal.discountPercentBasisPoints != null ? "percent" : "amount",
    pricing: {
      currency,
      taxRateBasisPoints: proposal.taxRateBasisPoints ?? DEFAULT_PRICING.taxRateBasisPoints,
      taxBase: proposal.taxBase ?? DEFAULT_PRICING.taxBase,
      taxLabel: proposal.taxLabel ?? DEFAULT_PRICING.taxLabel,
    },
    depositPercent: proposal.depositPercent === null ? "" : String(proposal.depositPercent),
    validUntil: proposal.validUntil ? proposal.validUntil.slice(0, 10) : "",
    notes: proposal.notes ?? "",
    linkSoleProject: false,
  };
}

/** Package import: the package line plus the package's items, replacing what was there. */
export function itemDraftsFromPackage(pkg: PackageForImport, currency = "USD"): ItemDraft[] {
  return itemsFromPackage(pkg).map((item) => ({
    key: nextKey(),
    name: item.name,
    description: typeof item.description === "string" ? item.description : "",
    qty: String(item.qty),
    unitPrice: minorToInput(item.unitCents, currency),
    taxable: true,
  }));
}

/** Basis points back as the percentage typed: 1250 -> "12.5". */
export function basisPointsToPercentInput(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** The discount the draft asks for; a percentage that can't be read counts as none (the schema says why). */
function draftDiscount(draft: ProposalDraft): Discount {
  if (draft.discountMode === "percent") {
    return { percentBasisPoints: percentToBasisPoints(draft.discount) ?? 0 };
  }
  return parseMoney(draft.discount, draft.pricing.currency);
}

/** Empty is "no deposit"; anything else is a number the schema checks (0 to 100, whole). */
export function parseDepositPercent(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text);
}

function validDepositPercent(text: string): number | null {
  const percent = parseDepositPercent(text);
  return percent !== undefined && Number.isInteger(percent) && percent >= 0 && percent <= 100
    ? percent
    : null;
}

/** The live figures: what the server will store for these items (its tax, its discount, deposit rounded). */
export function draftTotals(draft: ProposalDraft): Totals {
  const items = draft.items.map((item) => ({
    qty: parseQty(item.qty),
    unitCents: parseMoney(item.unitPrice, draft.pricing.currency),
    taxable: item.taxable,
  }));
  return computeTotals(items, draftDiscount(draft), validDepositPercent(draft.depositPercent), draft.pricing);
}

/** The request body: the form's fields plus subtotalCents, taxCents, totalCents and depositCents. */
export function draftToInput(draft: ProposalDraft): ProposalInput {
  const items = draft.items.map((item) => {
    const qty = parseQty(item.qty);
    const unitCents = parseMoney(item.unitPrice, draft.pricing.currency);
    return {
      name: item.name,
      description: item.description,
      qty,
      unitCents,
      lineTotalCents: qty * unitCents,
      taxable: item.taxable,
    };
  });
  const totals = draftTotals(draft);
  return {
    title: draft.title,
    clientId: draft.clientId,
    projectId: draft.projectId,
    packageId: draft.packageId,
    items,
    ...(draft.discountMode === "percent"
      ? {
          discountPercentBasisPoints:
            draft.discount.trim() === "" ? null : (percentToBasisPoints(draft.discount) ?? Number.NaN),
        }
      : { discountCents: totals.discountCents }),
    depositPercent: parseDepositPercent(draft.depositPercent),
    validUntil: draft.validUntil,
    notes: draft.notes,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    depositCents: totals.depositCents,
  };
}

/**
 * A client or project pre-selected from the address that is not (or no longer) one of the studio's
 * counts as not chosen. Lists still loading (undefined) leave the choice as it is.
 */
export function withKnownChoices(
  draft: ProposalDraft,
  clientIds: readonly string[] | undefined,
  projectIdsOf: (clientId: string) => readonly string[] | undefined,
): ProposalDraft {
  const clientId = clientIds && !clientIds.includes(draft.clientId) ? "" : draft.clientId;
  const projectIds = clientId === "" ? [] : projectIdsOf(clientId);
  const projectId = projectIds && !projectIds.includes(draft.projectId) ? "" : draft.projectId;
  if (clientId === draft.clientId && projectId === draft.projectId) return draft;
  return { ...draft, clientId, projectId };
}

/** Another client: their projects are different ones, so the project choice starts over. */
export function withClient(draft: ProposalDraft, clientId: string): ProposalDraft {
  return draft.clientId === clientId ? draft : { ...draft, clientId, projectId: "", linkSoleProject: true };
}

/** A project chosen by hand ("" is "No project") is kept as chosen. */
export function withProject(draft: ProposalDraft, projectId: string): ProposalDraft {
  return { ...draft, projectId, linkSoleProject: false };
}

/** The client's only project, once their projects are known, while the draft still links one itself. */
export function withSoleProject(
  draft: ProposalDraft,
  projectIdsOf: (clientId: string) => readonly string[] | undefined,
): ProposalDraft {
  if (!draft.linkSoleProject || !draft.clientId || draft.projectId) return draft;
  const projectIds = projectIdsOf(draft.clientId);
  return projectIds?.length === 1 ? { ...draft, projectId: projectIds[0]! } : draft;
}

export type DraftValidation = { ok: true; input: ProposalInput } | { ok: false; errors: FieldErrors };

export function validateDraft(draft: ProposalDraft): DraftValidation {
  const input = draftToInput(draft);
  const result = proposalInputSchema.safeParse(input);
  return result.success ? { ok: true, input } : { ok: false, errors: firstErrors(result.error.issues) };
}

/** The item moved by `delta` places (-1 up, +1 down); unchanged when it would leave the list. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** DOM ids of the form's fields, so that a submit with mistakes can focus the first one. */
export const FIELD_IDS = {
  title: "proposal-title",
  clientId: "proposal-client",
  projectId: "proposal-project",
  packageId: "proposal-package",
  items: "proposal-add-item",
  discountCents: "proposal-discount",
  discountPercentBasisPoints: "proposal-discount",
  depositPercent: "proposal-deposit",
  validUntil: "proposal-valid-until",
  notes: "proposal-notes",
} as const;

export type ItemField = "name" | "description" | "qty" | "unitCents";

export const itemFieldId = (key: string, field: ItemField) => `proposal-${key}-${field}`;

/** The id of the field an error path ("title", "items.2.qty") belongs to, if it is on the form. */
export function fieldIdFor(path: string, items: readonly Pick<ItemDraft, "key">[]): string | undefined {
  const [head, index, field] = path.split(".");
  if (head === "items" && index !== undefined) {
    const item = items[Number(index)];
    const itemField: ItemField =
      field === "qty" || field === "unitCents" || field === "description" ? field : "name";
    return item ? itemFieldId(item.key, itemField) : FIELD_IDS.items;
  }
  return head && head in FIELD_IDS ? FIELD_IDS[head as keyof typeof FIELD_IDS] : undefined;
}

/**
 * The proposal form's state: the draft as typed, which fields were left (so their messages show), and
 * whether a submit was tried (then every message shows). Validation is derived on every render.
 */
import { useState } from "react";
import type { PackageForImport } from "../../../shared/proposals";
import {
  type DiscountMode,
  type DraftPricing,
  type DraftValidation,
  emptyItem,
  type ItemDraft,
  type ItemField,
  itemDraftsFromPackage,
  moveItem,
  type ProposalDraft,
  validateDraft,
  withClient,
  withKnownChoices,
  withProject,
  withSoleProject,
} from "./proposal-form";

type TextField = "title" | "discount" | "depositPercent" | "validUntil" | "notes";

/** The error path each typed field is checked under. */
const ERROR_PATHS: Record<TextField, string> = {
  title: "title",
  discount: "discountCents",
  depositPercent: "depositPercent",
  validUntil: "validUntil",
  notes: "notes",
};
const ITEM_ERROR_FIELDS: Partial<Record<keyof Omit<ItemDraft, "key">, ItemField>> = {
  name: "name",
  description: "description",
  qty: "qty",
  unitPrice: "unitCents",
};

const adding = (name: string) => (current: ReadonlySet<string>) =>
  current.has(name) ? current : new Set(current).add(name);

export interface KnownChoices {
  /**
   * The studio's clients, once loaded; or, where the list is too long to load, whether one id is one of
   * them (undefined while that is not known yet).
   */
  clientIds: readonly string[] | undefined | ((clientId: string) => boolean | undefined);
  /** A client's projects, once loaded. */
  projectIdsOf: (clientId: string) => readonly string[] | undefined;
  /** The studio's currency and tax, for a new proposal once they are loaded (a saved one keeps its own). */
  pricing?: DraftPricing | undefined;
}

/** The known clients as withKnownChoices takes them: an id found not to be one of them is dropped. */
function knownClientIds(clientId: string, clientIds: KnownChoices["clientIds"]) {
  if (typeof clientIds !== "function") return clientIds;
  return clientId && clientIds(clientId) === false ? [] : undefined;
}

export function useProposalDraft(initial: () => ProposalDraft, known: KnownChoices) {
  const [raw, setDraft] = useState(initial);
  // A message shows once its field was changed and then left (not merely tabbed through, which would
  // move the layout under a click in progress), or everywhere once a submit was tried.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const withChoices = withSoleProject(
    withKnownChoices(raw, knownClientIds(raw.clientId, known.clientIds), known.projectIdsOf),
    known.projectIdsOf,
  );
  const draft = known.pricing ? { ...withChoices, pricing: known.pricing } : withChoices;
  const validation: DraftValidation = validateDraft(draft);
  const errors = validation.ok ? {} : validation.errors;

  const touch = (name: string) => setTouched(adding(name));
  const change = (name: string) => setChanged(adding(name));

  /** The message for an error path, once its field was changed and left, or a submit was tried. */
  const errorFor = (path: string, touchedAs: string = path): string | undefined =>
    submitted || (touched.has(touchedAs) && changed.has(touchedAs)) ? errors[path] : undefined;
  const itemError = (index: number, field: ItemField): string | undefined => {
    const item = draft.items[index];
    return item ? errorFor(`items.${index}.${field}`, `${item.key}.${field}`) : undefined;
  };

  const setField = (field: TextField, value: string) => {
    change(ERROR_PATHS[field]);
    setDraft((d) => ({ ...d, [field]: value }));
  };
  /** An amount or a percentage: what was typed is kept, and read the new way. */
  const setDiscountMode = (mode: DiscountMode) => {
    change("discountCents");
    setDraft((d) => ({ ...d, discountMode: mode }));
  };
  const chooseClient = (clientId: string) => setDraft((d) => withClient(d, clientId));
  const chooseProject = (projectId: string) => setDraft((d) => withProject(d, projectId));

  const updateItem = (key: string, patch: Partial<Omit<ItemDraft, "key">>) => {
    for (const field of Object.keys(patch) as (keyof typeof patch)[]) {
      const errorField = ITEM_ERROR_FIELDS[field];
      if (errorField) change(`${key}.${errorField}`);
    }
    setDraft((d) => ({
      ...d,
      items: d.items.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    }));
  };
  const addItem = (): ItemDraft => {
    const item = emptyItem();
    setDraft((d) => ({ ...d, items: [...d.items, item] }));
    return item;
  };
  const removeItem = (key: string) => {
    touch("items");
    change("items");
    setDraft((d) => ({ ...d, items: d.items.filter((item) => item.key !== key) }));
  };
  const move = (index: number, delta: -1 | 1) =>
    setDraft((d) => ({ ...d, items: moveItem(d.items, index, delta) }));

  /** The package replaces the items. Returns what it replaced, for an undo. */
  const importPackage = (pkg: PackageForImport) => {
    const before = { items: raw.items, packageId: raw.packageId };
    setDraft((d) => ({ ...d, packageId: pkg.id, items: itemDraftsFromPackage(pkg, draft.pricing.currency) }));
    return () => setDraft((d) => ({ ...d, ...before }));
  };

  return {
    draft,
    validation,
    errors,
    submitted,
    markSubmitted: () => setSubmitted(true),
    touch,
    errorFor,
    itemError,
    setField,
    setDiscountMode,
    chooseClient,
    chooseProject,
    updateItem,
    addItem,
    removeItem,
    move,
    importPackage,
  };
}

export type ProposalDraftState = ReturnType<typeof useProposalDraft>;

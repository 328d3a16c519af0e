/**
 * The package form's state as typed and the pure steps to the API's PackageInput (the
 * name and base price required; the price has up to two decimals and becomes cents by rounding).
 */

import { minorToInput, parseMoney } from "../../../shared/money-input";
import { type Package, type PackageInput, packageInputSchema, priceToCents } from "../../../shared/packages";
import { type FieldErrors, firstErrors, parseQty } from "../../lib/form-values";

export interface PackageItemDraft {
  key: string;
  name: string;
  description: string;
  qty: string;
  /** The amount as typed, in the studio's currency. */
  unitPrice: string;
}

export interface PackageDraft {
  name: string;
  description: string;
  /** The amount as typed in the studio's currency, e.g. "2500" or "2500.00". */
  basePrice: string;
  items: PackageItemDraft[];
}

let keyCounter = 0;
export function emptyPackageItem(): PackageItemDraft {
  keyCounter += 1;
  return { key: `package-item-${keyCounter}`, name: "", description: "", qty: "1", unitPrice: "" };
}

export function packageDraft(pkg: Package | null, currency = "USD"): PackageDraft {
  if (!pkg) return { name: "", description: "", basePrice: "", items: [] };
  return {
    name: pkg.name,
    description: pkg.description ?? "",
    basePrice: minorToInput(pkg.basePriceCents, currency),
    items: [...pkg.items]
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map((item) => ({
        ...emptyPackageItem(),
        name: item.name,
        description: item.description ?? "",
        qty: String(item.qty),
        unitPrice: minorToInput(item.unitCents, currency),
      })),
  };
}

export const BASE_PRICE_FORMAT_MESSAGE = "Enter the price as a number with up to 2 decimals, e.g. 2500.00";

export type PackageValidation = { ok: true; input: PackageInput } | { ok: false; errors: FieldErrors };

export function validatePackageDraft(draft: PackageDraft, currency = "USD"): PackageValidation {
  const priceText = draft.basePrice.trim();
  const basePriceCents = priceText === "" ? undefined : priceToCents(priceText, currency);
  const candidate = {
    name: draft.name,
    description: draft.description,
    basePriceCents: basePriceCents ?? undefined,
    items: draft.items.map((item) => ({
      name: item.name,
      description: item.description,
      qty: parseQty(item.qty),
      unitCents: parseMoney(item.unitPrice, currency),
    })),
  };
  const result = packageInputSchema.safeParse(candidate);
  const errors = result.success ? {} : firstErrors(result.error.issues);
  if (basePriceCents === null) errors.basePriceCents = BASE_PRICE_FORMAT_MESSAGE;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: result.data };
}

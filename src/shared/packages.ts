/** Packages: reusable price lists a proposal can import. */
import { z } from "zod";
import { minorDigits } from "./currency.js";
import { parseMoney } from "./money-input.js";
import { emptyToUndefined, MAX_AMOUNT_MESSAGE, MAX_CENTS } from "./validation.js";

const packageItemInputSchema = z
  .object({
    name: z.string({ error: "Item name is required" }).trim().min(1, "Item name is required").max(200),
    description: z.preprocess(emptyToUndefined, z.string().trim().max(2000).optional()),
    qty: z
      .number({ error: "Quantity must be at least 1" })
      .int("Quantity must be at least 1")
      .min(1, "Quantity must be at least 1")
      .max(10_000),
    unitCents: z
      .number({ error: "Unit price must be positive" })
      .int()
      .min(0, "Unit price must be positive")
      .max(MAX_CENTS, MAX_AMOUNT_MESSAGE),
  })
  .refine((item) => item.qty * item.unitCents <= MAX_CENTS, {
    path: ["unitCents"],
    message: MAX_AMOUNT_MESSAGE,
  });
export type PackageItemInput = z.input<typeof packageItemInputSchema>;

export const packageInputSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(200),
  description: z.preprocess(emptyToUndefined, z.string().trim().max(2000).optional()),
  basePriceCents: z
    .number({ error: "Base price is required" })
    .int("Base price must be in whole cents")
    .min(0, "Base price must be positive")
    .max(MAX_CENTS, MAX_AMOUNT_MESSAGE),
  items: z.array(packageItemInputSchema).max(100).default([]),
});
export type PackageInput = z.input<typeof packageInputSchema>;
export type PackageData = z.output<typeof packageInputSchema>;

/**
 * The price typed with up to the currency's decimals (two for dollars, none for yen), converted to minor
 * units; null when it is not such a number.
 */
export function priceToCents(text: string, currency = "USD"): number | null {
  const trimmed = text.trim();
  const digits = minorDigits(currency);
  const shape = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{0,${digits}})?$|^\\.\\d{1,${digits}}$`);
  if (!shape.test(trimmed)) return null;
  return parseMoney(trimmed, currency);
}

export interface PackageItem {
  id: string;
  name: string;
  description: string | null;
  qty: number;
  unitCents: number;
  lineTotalCents: number;
  orderIndex: number;
}

export interface Package {
  id: string;
  name: string;
  description: string | null;
  basePriceCents: number;
  createdAt: string;
  items: PackageItem[];
  /** Proposals that imported this package. */
  timesUsed: number;
}

import { z } from "zod";

/** Empty strings from forms mean "not given". */
export const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const emailField = z
  .string()
  .trim()
  .max(255, "Email too long")
  .pipe(z.email({ error: "Invalid email address" }))
  .transform((value) => value.toLowerCase());

export const phoneField = z
  .string()
  .trim()
  .min(10, "Phone number must be at least 10 digits")
  .max(20, "Phone number too long");

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDateField = z.iso.date({ error: "Invalid date" });

export const uuidField = (what = "id") => z.uuid({ error: `Invalid ${what}` });

/**
 * The largest amount anywhere, in cents: $10,000,000. Every sum (a line, a proposal's subtotal) must
 * stay under it too, so that it fits the database's integer columns with room to spare.
 */
export const MAX_CENTS = 1_000_000_000;
export const MAX_AMOUNT_MESSAGE = "Amounts must be at most $10,000,000";

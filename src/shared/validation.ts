import { z } from "zod";

// C0 controls except tab (09), newline (0A) and carriage return (0D).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * NUL and the other C0 control characters (tab, newline and carriage return aside): PostgreSQL refuses NUL
 * in text, and none belongs in a name, an address or a note. The server refuses them in every request
 * (src/server/http/control-characters.ts); the helpers here refuse them too, so forms say so early.
 */
export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);
export const CONTROL_CHARACTER_MESSAGE = "Contains a control character";
/** The refusal naming the field: "email contains a control character". */
export const controlCharacterMessage = (field: string) => `${field} contains a control character`;
const noControlCharacters = (text: string) => !hasControlCharacter(text);

/** Empty strings from forms mean "not given". */
export const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const emailField = z
  .string()
  .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE)
  .trim()
  .max(255, "Email too long")
  .pipe(z.email({ error: "Invalid email address" }))
  .transform((value) => value.toLowerCase());

export const phoneField = z
  .string()
  .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE)
  .trim()
  .min(10, "Phone number must be at least 10 digits")
  .max(20, "Phone number too long");

/**
 * The years a date may name. PostgreSQL has no year 0 (`0000-01-01` was a 500) and nothing a studio
 * books or reports on is centuries away; a typo like 0202 or 20266 is caught here instead.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
export const DATE_RANGE_MESSAGE = `Dates must be between ${MIN_YEAR} and ${MAX_YEAR}`;
const saneYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** A calendar day, YYYY-MM-DD, that exists, between MIN_YEAR and MAX_YEAR; `error` says what is wrong. */
export const isoDate = (error = "Invalid date") => z.iso.date({ error }).refine(saneYear, DATE_RANGE_MESSAGE);

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDateField = isoDate();

export const uuidField = (what = "id") => z.uuid({ error: `Invalid ${what}` });

/**
 * The largest amount anywhere, in minor units: 10,000,000.00 dollars or euros, a billion yen. Every sum (a line, a proposal's subtotal) must
 * stay under it too, so that it fits the database's integer columns with room to spare.
 */
export const MAX_CENTS = 1_000_000_000;
export const MAX_AMOUNT_MESSAGE =
  "Amounts must be at most 10,000,000 (1,000,000,000 in a currency without cents)";

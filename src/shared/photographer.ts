/**
 * Settings (the studio's profile, brand, quick links, checklist template, time zone and the
 * integrations): the shapes the API answers, and the rules that both the
 * settings forms and the server apply to what is typed.
 */
import { z } from "zod";
import { frameAncestorsField } from "./booking-embed.js";
import { CURRENCY_MESSAGE, SUPPORTED_CURRENCIES } from "./currency.js";
import { MAX_TAX_RATE_BASIS_POINTS, TAX_BASES, type TaxBase } from "./proposals.js";
import { TIMEZONE_MESSAGE } from "./time-zone.js";
import { timeZoneIdField } from "./time-zone-field.js";
import { emailField, phoneField } from "./validation.js";

/** The studio's own settings as the photographer reads them (GET /api/photographer). */
export interface PhotographerSettings {
  id: string;
  businessName: string;
  logoUrl: string | null;
  profilePicture: string | null;
  brandPrimary: string;
  brandSecondary: string;
  emailFromName: string | null;
  emailFromAddr: string | null;
  phone: string | null;
  timezone: string;
  publicToken: string;
  defaultEmailOptIn: boolean;
  defaultSmsOptIn: boolean;
  /** The operator's platform fee on card payments, in basis points (PLATFORM_FEE_BASIS_POINTS). */
  platformFeePercent: number;
  /** The currency of new proposals (ISO 4217). */
  currency: string;
  /** The tax of new proposals, in basis points (825 = 8.25 %), its name and what it applies to. */
  taxRateBasisPoints: number;
  taxLabel: string;
  taxBase: TaxBase;
  payoutEnabled: boolean;
  onboardingCompleted: boolean;
  calendarConnected: boolean;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  emailSignature: string | null;
  /** Client messages: null, an e-mail to the studio for each; N, one digest every N minutes. */
  messageDigestMinutes: number | null;
  /** The studio's own SMS number (E.164), to which clients' texts come back. */
  smsNumber: string | null;
  /** True when mail leaves through SMTP; false when it lands in the development outbox (/outbox). */
  smtpConfigured: boolean;
  /** The sites (origins) allowed to frame the public booking calendar (src/shared/booking-embed.ts). */
  frameAncestors: string[];
}

export const DEFAULT_BRAND_PRIMARY = "#3b82f6";
export const DEFAULT_BRAND_SECONDARY = "#64748b";

export const COLOR_MESSAGE = "Color must be a hex value like #3b82f6";
export { TIMEZONE_MESSAGE };
export const LOGO_TYPE_MESSAGE = "Logo must be a PNG, JPEG or WebP image, or an https:// link";
export const LOGO_SIZE_MESSAGE = "Logo must be 300 kB or smaller";
/** The logo travels inline as a data URL (no file storage yet), so it is kept small. */
export const LOGO_MAX_BYTES = 300 * 1024;

const LOGO_DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Form fields send "" for "none": stored as null. */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** Decoded size of a base64 payload, without decoding it. */
export function base64Bytes(payload: string): number {
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

export const businessNameField = z
  .string({ error: "Business name is required" })
  .trim()
  .min(1, "Business name is required")
  .max(100, "Business name must be at most 100 characters");

export const brandColorField = z
  .string({ error: COLOR_MESSAGE })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, COLOR_MESSAGE)
  .transform((value) => value.toLowerCase());

/** Any IANA zone the platform knows (src/shared/time-zone.ts); existing studios keep theirs. */
export const timezoneField = timeZoneIdField;

export const currencyField = z.enum(SUPPORTED_CURRENCIES, { error: CURRENCY_MESSAGE });

export const TAX_RATE_MESSAGE = "Tax rate must be between 0 and 30 percent";
export const taxRateField = z
  .number({ error: TAX_RATE_MESSAGE })
  .int("Tax rate must be in whole basis points (8.25 % is 825)")
  .min(0, TAX_RATE_MESSAGE)
  .max(MAX_TAX_RATE_BASIS_POINTS, TAX_RATE_MESSAGE);
export const taxLabelField = z
  .string({ error: "Tax label is required" })
  .trim()
  .min(1, "Tax label is required")
  .max(20, "Tax label must be at most 20 characters");
export const taxBaseField = z.enum(TAX_BASES, { error: "Tax base must be SUBTOTAL or AFTER_DISCOUNT" });

export const logoUrlField = z.preprocess(
  blankToNull,
  z
    .string({ error: LOGO_TYPE_MESSAGE })
    .trim()
    .superRefine((value, ctx) => {
      const data = LOGO_DATA_URL.exec(value);
      if (data) {
        if (base64Bytes(data[2]!) > LOGO_MAX_BYTES)
          ctx.addIssue({ code: "custom", message: LOGO_SIZE_MESSAGE });
        return;
      }
      if (value.startsWith("data:") || !isHttpsUrl(value) || value.length > 2000) {
        ctx.addIssue({ code: "custom", message: LOGO_TYPE_MESSAGE });
      }
    })
    .nullable(),
);

export const optionalPhoneField = z.preprocess(blankToNull, phoneField.nullable());
export const optionalEmailField = z.preprocess(
  blankToNull,
  z.string({ error: "Invalid email address" }).pipe(emailField).nullable(),
);
export const senderNameField = z.preprocess(
  blankToNull,
  z.string().trim().max(100, "Sender name must be at most 100 characters").nullable(),
);
export const emailSignatureField = z.preprocess(
  blankToNull,
  z.string().trim().max(2000, "Signature must be at most 2000 characters").nullable(),
);
export const DIGEST_MESSAGE = "The digest interval is 5 to 1,440 minutes, or none";
const digestField = z.preprocess(
  blankToNull,
  z
    .number({ error: DIGEST_MESSAGE })
    .int(DIGEST_MESSAGE)
    .min(5, DIGEST_MESSAGE)
    .max(1440, DIGEST_MESSAGE)
    .nullable(),
);
export const SMS_NUMBER_MESSAGE = "The SMS number must be in international form, such as +15551234567";
const smsNumberField = z.preprocess(
  blankToNull,
  z
    .string({ error: SMS_NUMBER_MESSAGE })
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, SMS_NUMBER_MESSAGE)
    .nullable(),
);
const quietHourField = z.preprocess(
  blankToNull,
  z.string({ error: "Quiet hours must be HH:MM" }).regex(HH_MM, "Quiet hours must be HH:MM").nullable(),
);

/**
 * PUT /api/photographer: any subset of the settings (the settings page sends the profile set or the two brand
 * colours). Quiet hours come as a pair: both times, or both null for none.
 */
const settingsFieldsSchema = z
  .object({
    businessName: businessNameField,
    logoUrl: logoUrlField,
    emailFromName: senderNameField,
    emailFromAddr: optionalEmailField,
    emailSignature: emailSignatureField,
    messageDigestMinutes: digestField,
    smsNumber: smsNumberField,
    phone: optionalPhoneField,
    timezone: timezoneField,
    defaultEmailOptIn: z.boolean({ error: "Default email opt-in must be on or off" }),
    defaultSmsOptIn: z.boolean({ error: "Default SMS opt-in must be on or off" }),
    brandPrimary: brandColorField,
    brandSecondary: brandColorField,
    quietHoursStart: quietHourField,
    quietHoursEnd: quietHourField,
    currency: currencyField,
    taxRateBasisPoints: taxRateField,
    taxLabel: taxLabelField,
    taxBase: taxBaseField,
    frameAncestors: frameAncestorsField,
  })
  .partial();

const checkedSettingsSchema = settingsFieldsSchema.superRefine((input, ctx) => {
  if (Object.values(input).every((value) => value === undefined)) {
    ctx.addIssue({ code: "custom", message: "Nothing to update" });
    return;
  }
  const { quietHoursStart: start, quietHoursEnd: end } = input;
  if (start === undefined && end === undefined) return;
  if (((start ?? null) === null) !== ((end ?? null) === null)) {
    ctx.addIssue({ code: "custom", path: ["quietHoursEnd"], message: "Set both quiet hours, or neither" });
  } else if (start && start === end) {
    ctx.addIssue({
      code: "custom",
      path: ["quietHoursEnd"],
      message: "Quiet hours must start and end at different times",
    });
  }
});
// A request without a body is "nothing to update" too, not a type error.
export const updatePhotographerInputSchema = z.preprocess((body) => body ?? {}, checkedSettingsSchema);
export type UpdatePhotographerInput = z.input<typeof settingsFieldsSchema>;
export type UpdatePhotographerData = z.output<typeof updatePhotographerInputSchema>;

/** A quick link: the links clients see in the portal. */
export interface PhotographerLink {
  id: string;
  title: string;
  url: string;
  orderIndex: number;
}

const orderIndexField = z
  .number({ error: "Order must be a number" })
  .int("Order must be a whole number")
  .min(0)
  .max(10_000);

export const photographerLinkInputSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(100, "Title must be at most 100 characters"),
  url: z
    .string({ error: "URL is required" })
    .trim()
    .min(1, "URL is required")
    .max(2000, "URL is too long")
    .refine(isHttpUrl, "URL must start with http:// or https://"),
  orderIndex: orderIndexField.optional(),
});
export type PhotographerLinkInput = z.input<typeof photographerLinkInputSchema>;

/** A checklist template item: the checklist every new project copies for its client. */
export interface ChecklistTemplateItem {
  id: string;
  title: string;
  orderIndex: number;
}

export const checklistTemplateItemInputSchema = z.object({
  title: z
    .string({ error: "Item title is required" })
    .trim()
    .min(1, "Item title is required")
    .max(200, "Item title must be at most 200 characters"),
  orderIndex: orderIndexField.optional(),
});
export type ChecklistTemplateItemInput = z.input<typeof checklistTemplateItemInputSchema>;

/** A list in its new order: every item of the list, once. */
export const reorderInputSchema = z.object({
  ids: z.array(z.uuid({ error: "Item not found" }), { error: "List the items in their new order" }).max(500),
});

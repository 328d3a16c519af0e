/**
 * The studio's settings: read them all (minus the secrets of its connections), and change any subset.
 */
import type { PhotographerSettings, UpdatePhotographerData } from "../../../shared/photographer.js";
import type { TaxBase } from "../../../shared/proposals.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { conflict, notFound } from "../../http/errors.js";
import { isUniqueViolation } from "../clients/db-errors.js";
import {
  findPhotographer,
  type PhotographerChanges,
  type PhotographerRow,
  updatePhotographer,
} from "./photographer.queries.js";

export const SMS_NUMBER_TAKEN = "Another studio already uses this SMS number";

export function createPhotographerService(
  database: Database,
  config: Config,
  hooks: { onFrameAncestorsChanged?: () => void } = {},
) {
  const smtpConfigured = Boolean(config.SMTP_URL);

  // Tokens of the calendar and payment connections never leave the server.
  function toSettings(row: PhotographerRow): PhotographerSettings {
    return {
      id: row.id,
      businessName: row.businessName,
      logoUrl: row.logoUrl,
      profilePicture: row.profilePicture,
      brandPrimary: row.brandPrimary,
      brandSecondary: row.brandSecondary,
      emailFromName: row.emailFromName,
      emailFromAddr: row.emailFromAddr,
      phone: row.phone,
      timezone: row.timezone,
      publicToken: row.publicToken,
      defaultEmailOptIn: row.defaultEmailOptIn,
      defaultSmsOptIn: row.defaultSmsOptIn,
      // The operator's fee applies to every studio alike.
      platformFeePercent: config.PLATFORM_FEE_BASIS_POINTS,
      currency: row.currency,
      taxRateBasisPoints: row.taxRateBasisPoints,
      taxLabel: row.taxLabel,
      taxBase: row.taxBase as TaxBase,
      payoutEnabled: row.payoutEnabled,
      onboardingCompleted: row.onboardingCompleted,
      calendarConnected: row.calendarConnectedAt !== null,
      quietHoursStart: row.quietHoursStart,
      quietHoursEnd: row.quietHoursEnd,
      emailSignature: row.emailSignature,
      messageDigestMinutes: row.messageDigestMinutes,
      smsNumber: row.smsNumber,
      smtpConfigured,
      frameAncestors: row.frameAncestors,
    };
  }

  async function getSettings(photographerId: string): Promise<PhotographerSettings> {
    const row = await findPhotographer(database.db, photographerId);
    if (!row) throw notFound("Photographer not found");
    return toSettings(row);
  }

  async function updateSettings(
    photographerId: string,
    input: UpdatePhotographerData,
  ): Promise<PhotographerSettings> {
    // Only the fields that were sent change; the schema has already dropped anything else.
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as PhotographerChanges;
    const row = await updatePhotographer(database.db, photographerId, changes).catch((error: unknown) => {
      // The SMS number routes clients' texts back: two studios cannot share one.
      if (isUniqueViolation(error)) throw conflict(SMS_NUMBER_TAKEN);
      throw error;
    });
    if (!row) throw notFound("Photographer not found");
    // The calendar's framing headers are cached per token: the new list applies from the next page.
    if (input.frameAncestors !== undefined) hooks.onFrameAncestorsChanged?.();
    return toSettings(row);
  }

  return { getSettings, updateSettings };
}

export type PhotographerService = ReturnType<typeof createPhotographerService>;

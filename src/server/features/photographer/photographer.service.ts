import type { PhotographerSettings } from "../../../shared/photographer.js";
import type { Database } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import { findPhotographer } from "./photographer.queries.js";

export function createPhotographerService(database: Database) {
  async function getSettings(photographerId: string): Promise<PhotographerSettings> {
    const row = await findPhotographer(database.db, photographerId);
    if (!row) throw notFound("Photographer not found");
    // Tokens of the calendar and payment connections never leave the server.
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
      platformFeePercent: row.platformFeePercent,
      payoutEnabled: row.payoutEnabled,
      onboardingCompleted: row.onboardingCompleted,
      calendarConnected: row.calendarConnectedAt !== null,
      quietHoursStart: row.quietHoursStart,
      quietHoursEnd: row.quietHoursEnd,
      emailSignature: row.emailSignature,
    };
  }

  return { getSettings };
}

export type PhotographerService = ReturnType<typeof createPhotographerService>;

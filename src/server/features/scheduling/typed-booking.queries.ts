/**
 * What public booking by session type reads of the types and the studio's money settings. Helper
 * queries for the studio's own editor live in features/session-types; these are the public side's.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import {
  isMiniSession,
  type PublicSessionTypeSummary,
  type SessionTypeAvailability,
} from "../../../shared/session-types.js";
import type { DbOrTx } from "../../db/connect.js";
import { clients, photographers, sessionTypes } from "../../db/schema/index.js";

export type SessionTypeRow = typeof sessionTypes.$inferSelect;

/** A studio's type by its link name, only while it is offered (enabled). */
export async function findEnabledTypeBySlug(db: DbOrTx, photographerId: string, slug: string) {
  const [row] = await db
    .select()
    .from(sessionTypes)
    .where(
      and(
        eq(sessionTypes.photographerId, photographerId),
        eq(sessionTypes.slug, slug),
        eq(sessionTypes.enabled, true),
      ),
    );
  return row ?? null;
}

/** The types a studio's public calendar lists: enabled ones, the default first, then by name. */
export async function listEnabledTypes(db: DbOrTx, photographerId: string) {
  return db
    .select()
    .from(sessionTypes)
    .where(and(eq(sessionTypes.photographerId, photographerId), eq(sessionTypes.enabled, true)))
    .orderBy(desc(sessionTypes.isDefault), asc(sessionTypes.name));
}

/** The id of the studio's default type (the original booking routes book it), if it has one. */
export async function findDefaultTypeId(db: DbOrTx, photographerId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: sessionTypes.id })
    .from(sessionTypes)
    .where(and(eq(sessionTypes.photographerId, photographerId), eq(sessionTypes.isDefault, true)));
  return row?.id ?? null;
}

/** What a paid booking's checkout needs of the studio: its currency and its connected account. */
export async function findStudioMoney(db: DbOrTx, photographerId: string) {
  const [row] = await db
    .select({
      currency: photographers.currency,
      paymentAccountId: photographers.paymentAccountId,
      onboardingCompleted: photographers.onboardingCompleted,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row!;
}

/**
 * The client ticked "Text me a reminder" on the booking form: their consent to texts. Only ever set
 * here, never cleared (unticked means no new consent, not a withdrawal: a STOP reply withdraws).
 */
export async function recordSmsConsent(db: DbOrTx, photographerId: string, clientId: string) {
  await db
    .update(clients)
    .set({ smsOptIn: true, updatedAt: new Date() })
    .where(and(eq(clients.photographerId, photographerId), eq(clients.id, clientId)));
}

/** A type as the public pages show it (the calendar, a type's page and the booking's own page). */
export function publicSummary(type: SessionTypeRow, currency: string): PublicSessionTypeSummary {
  return {
    name: type.name,
    slug: type.slug,
    description: type.description,
    durationMinutes: type.durationMinutes,
    priceCents: type.priceCents,
    depositCents: type.depositCents,
    currency,
    location: {
      kind: type.locationKind as PublicSessionTypeSummary["location"]["kind"],
      detail: type.locationDetail,
    },
    questions: type.questions as PublicSessionTypeSummary["questions"],
    isMiniSession: isMiniSession(type.availability as SessionTypeAvailability),
    color: type.color,
    cancelNoticeHours: type.cancelNoticeHours,
    rescheduleNoticeHours: type.rescheduleNoticeHours,
    refundRule: type.refundRule as PublicSessionTypeSummary["refundRule"],
    smsReminderHours: type.smsReminderHours,
  };
}

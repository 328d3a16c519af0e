/**
 * Session type rows, always scoped by photographer, and their mapping to the API's SessionType. Other
 * features read types through the finders here (the public booking pages, the reminders) and the studio
 * creation and booking-rules paths keep the default "Consultation" in step through the writers.
 */
import { and, asc, desc, eq, gt, notInArray, sql } from "drizzle-orm";
import type { ProjectType } from "../../../shared/projects.js";
import type {
  LocationKind,
  QuestionType,
  RefundRule,
  SessionType,
  SessionTypeAvailability,
  SessionTypeValues,
} from "../../../shared/session-types.js";
import { isMiniSession } from "../../../shared/session-types.js";
import type { DbOrTx } from "../../db/connect.js";
import { bookings, type photographers, sessionTypes } from "../../db/schema/index.js";

export type SessionTypeRow = typeof sessionTypes.$inferSelect;
type SessionTypeColumns = Omit<
  typeof sessionTypes.$inferInsert,
  "id" | "photographerId" | "isDefault" | "createdAt"
>;

/** Bookings in these states no longer hold a slot (the unique start index leaves them out too). */
const INACTIVE_BOOKING_STATUSES = ["CANCELLED", "EXPIRED"];

export function toSessionType(row: SessionTypeRow): SessionType {
  const availability = row.availability as SessionTypeAvailability;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    durationMinutes: row.durationMinutes,
    slotIntervalMinutes: row.slotIntervalMinutes,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    minNoticeHours: row.minNoticeHours,
    maxPerDay: row.maxPerDay,
    bookingWindowDays: row.bookingWindowDays,
    location: { kind: row.locationKind as LocationKind, detail: row.locationDetail },
    priceCents: row.priceCents,
    depositCents: row.depositCents,
    projectType: row.projectType as ProjectType,
    questions: row.questions.map((q) => ({ ...q, type: q.type as QuestionType })),
    availability,
    enabled: row.enabled,
    color: row.color,
    cancelNoticeHours: row.cancelNoticeHours,
    rescheduleNoticeHours: row.rescheduleNoticeHours,
    refundRule: row.refundRule as RefundRule,
    emailReminderHours: row.emailReminderHours,
    smsReminderHours: row.smsReminderHours,
    isDefault: row.isDefault,
    isMiniSession: isMiniSession(availability),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * Text bound for jsonb: a lone UTF-16 surrogate travels as a "\ud800" escape that PostgreSQL's jsonb
 * refuses (a 500), while text columns quietly store U+FFFD for it; jsonb text gets the same.
 */
const jsonbText = (text: string) => text.replace(LONE_SURROGATE, "\uFFFD");

/** The columns of validated input: location split in two, windows stored with explicit nulls. */
export function columnsOf(input: SessionTypeValues): SessionTypeColumns {
  const { location, availability, questions, ...rest } = input;
  return {
    ...rest,
    questions: questions.map((q) => ({ ...q, label: jsonbText(q.label) })),
    description: input.description ?? null,
    slotIntervalMinutes: input.slotIntervalMinutes ?? null,
    maxPerDay: input.maxPerDay ?? null,
    emailReminderHours: input.emailReminderHours ?? null,
    smsReminderHours: input.smsReminderHours ?? null,
    locationKind: location.kind,
    locationDetail: location.detail ?? null,
    availability:
      availability === "STUDIO_HOURS"
        ? availability
        : {
            windows: availability.windows.map((w) => ({
              date: w.date ?? null,
              dayOfWeek: w.dayOfWeek ?? null,
              startTime: w.startTime,
              endTime: w.endTime,
            })),
          },
  };
}

const byDefaultThenName = [
  desc(sessionTypes.isDefault),
  asc(sql`lower(${sessionTypes.name})`),
  asc(sessionTypes.name),
];

/** The studio's types: the default first, then by name. */
export async function listSessionTypes(db: DbOrTx, photographerId: string): Promise<SessionTypeRow[]> {
  return db
    .select()
    .from(sessionTypes)
    .where(eq(sessionTypes.photographerId, photographerId))
    .orderBy(...byDefaultThenName);
}

/** The types a visitor may book, in the studio's list order. */
export async function listEnabledSessionTypes(db: DbOrTx, photographerId: string): Promise<SessionTypeRow[]> {
  return db
    .select()
    .from(sessionTypes)
    .where(and(eq(sessionTypes.photographerId, photographerId), eq(sessionTypes.enabled, true)))
    .orderBy(...byDefaultThenName);
}

export async function findSessionType(
  db: DbOrTx,
  photographerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SessionTypeRow | null> {
  const query = db
    .select()
    .from(sessionTypes)
    .where(and(eq(sessionTypes.photographerId, photographerId), eq(sessionTypes.id, id)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** Enabled or not: the caller decides whether a disabled type may be booked. */
export async function findSessionTypeBySlug(
  db: DbOrTx,
  photographerId: string,
  slug: string,
): Promise<SessionTypeRow | null> {
  const [row] = await db
    .select()
    .from(sessionTypes)
    .where(and(eq(sessionTypes.photographerId, photographerId), eq(sessionTypes.slug, slug)));
  return row ?? null;
}

/** The studio's "Consultation": the type the original booking routes book. */
export async function findDefaultSessionType(
  db: DbOrTx,
  photographerId: string,
): Promise<SessionTypeRow | null> {
  const [row] = await db
    .select()
    .from(sessionTypes)
    .where(and(eq(sessionTypes.photographerId, photographerId), eq(sessionTypes.isDefault, true)));
  return row ?? null;
}

/** Every slug the studio uses (a handful): where a duplicate's free slug is picked from. */
export async function listSlugs(db: DbOrTx, photographerId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: sessionTypes.slug })
    .from(sessionTypes)
    .where(eq(sessionTypes.photographerId, photographerId));
  return rows.map((r) => r.slug);
}

export async function insertSessionType(
  db: DbOrTx,
  photographerId: string,
  values: SessionTypeColumns,
): Promise<SessionTypeRow> {
  const [row] = await db
    .insert(sessionTypes)
    .values({ ...values, photographerId })
    .returning();
  return row!;
}

/** The updated row, or null when the studio has no such type. */
export async function updateSessionType(
  db: DbOrTx,
  photographerId: string,
  id: string,
  values: SessionTypeColumns,
): Promise<SessionTypeRow | null> {
  const [row] = await db
    .update(sessionTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sessionTypes.photographerId, photographerId), eq(sessionTypes.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSessionType(db: DbOrTx, photographerId: string, id: string): Promise<void> {
  await db
    .delete(sessionTypes)
    .where(and(eq(sessionTypes.photographerId, photographerId), eq(sessionTypes.id, id)));
}

/** Whether a booking of the type still holds a slot after `now`. */
export async function hasUpcomingBookings(
  db: DbOrTx,
  photographerId: string,
  sessionTypeId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.photographerId, photographerId),
        eq(bookings.sessionTypeId, sessionTypeId),
        notInArray(bookings.status, INACTIVE_BOOKING_STATUSES),
        gt(bookings.startAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The studio's booking rules, as the photographers row holds them. */
export type StudioBookingRules = Pick<
  typeof photographers.$inferSelect,
  "slotMinutes" | "slotIntervalMinutes" | "bufferMinutes" | "minNoticeHours" | "bookingWindowDays"
>;

/** The default type's columns that mirror the studio's booking rules (as migration 0027 set them). */
function ruleColumns(rules: StudioBookingRules) {
  return {
    durationMinutes: Math.min(Math.max(rules.slotMinutes, 5), 720),
    slotIntervalMinutes: rules.slotIntervalMinutes,
    bufferBeforeMinutes: rules.bufferMinutes,
    bufferAfterMinutes: rules.bufferMinutes,
    minNoticeHours: rules.minNoticeHours,
    bookingWindowDays: rules.bookingWindowDays,
  };
}

/**
 * A new studio's "Consultation", booking exactly as a studio's calendar did before session types (the
 * same row migration 0027 made for existing studios). Call it in the transaction that creates the studio.
 */
export async function insertDefaultSessionType(
  tx: DbOrTx,
  photographer: StudioBookingRules & Pick<typeof photographers.$inferSelect, "id" | "brandPrimary">,
): Promise<SessionTypeRow> {
  const [row] = await tx
    .insert(sessionTypes)
    .values({
      photographerId: photographer.id,
      name: "Consultation",
      slug: "consultation",
      ...ruleColumns(photographer),
      locationKind: "GOOGLE_MEET",
      availability: "STUDIO_HOURS",
      isDefault: true,
      color: photographer.brandPrimary,
      emailReminderHours: null,
      smsReminderHours: null,
    })
    .returning();
  return row!;
}

/** Keeps the default type equal to the studio's booking rules when they change (same transaction). */
export async function syncDefaultSessionTypeRules(
  tx: DbOrTx,
  photographerId: string,
  rules: StudioBookingRules,
): Promise<void> {
  await tx
    .update(sessionTypes)
    .set({ ...ruleColumns(rules), updatedAt: new Date() })
    .where(and(eq(sessionTypes.photographerId, photographerId), eq(sessionTypes.isDefault, true)));
}

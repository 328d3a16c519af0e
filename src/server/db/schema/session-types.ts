import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, photographerId, updatedAt } from "./columns.js";

export type SessionTypeQuestionRow = { label: string; type: string; required: boolean };
export type SessionTypeWindowRow = {
  date?: string | null;
  dayOfWeek?: number | null;
  startTime: string;
  endTime: string;
};
/** "STUDIO_HOURS" (the studio's weekly hours and overrides) or windows of the type's own. */
export type SessionTypeAvailabilityRow = "STUDIO_HOURS" | { windows: SessionTypeWindowRow[] };

/**
 * What a studio sells on its booking calendar: a consultation, an engagement session, a mini-session
 * day (date windows only, paid when booked). Every studio has one default "Consultation" type
 * (is_default), the one the original booking routes book.
 */
export const sessionTypes = pgTable(
  "session_types",
  {
    id: id(),
    photographerId: photographerId(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    durationMinutes: integer("duration_minutes").notNull(),
    // Starts are this far apart; null means duration plus both buffers.
    slotIntervalMinutes: integer("slot_interval_minutes"),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
    minNoticeHours: integer("min_notice_hours").notNull().default(24),
    maxPerDay: integer("max_per_day"),
    bookingWindowDays: integer("booking_window_days").notNull().default(60),
    locationKind: text("location_kind").notNull().default("PHONE"),
    locationDetail: text("location_detail"),
    priceCents: integer("price_cents").notNull().default(0),
    depositCents: integer("deposit_cents").notNull().default(0),
    projectType: text("project_type").notNull().default("WEDDING"),
    questions: jsonb("questions").$type<SessionTypeQuestionRow[]>().notNull().default([]),
    availability: jsonb("availability")
      .$type<SessionTypeAvailabilityRow>()
      .notNull()
      .default(sql`'"STUDIO_HOURS"'::jsonb`),
    enabled: boolean("enabled").notNull().default(true),
    isDefault: boolean("is_default").notNull().default(false),
    color: text("color").notNull().default("#3b82f6"),
    // The client's own reschedule and cancel: allowed until this many hours before the start.
    cancelNoticeHours: integer("cancel_notice_hours").notNull().default(24),
    rescheduleNoticeHours: integer("reschedule_notice_hours").notNull().default(24),
    // What a paid booking cancelled in time gets back: FULL, DEPOSIT_KEPT or NONE.
    refundRule: text("refund_rule").notNull().default("FULL"),
    // Reminders this many hours before the start; null sends none.
    emailReminderHours: integer("email_reminder_hours").default(24),
    smsReminderHours: integer("sms_reminder_hours").default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("session_types_photographer_slug_unique").on(t.photographerId, t.slug),
    // One default type per studio.
    uniqueIndex("session_types_photographer_default_unique")
      .on(t.photographerId)
      .where(sql`is_default`),
    index("session_types_photographer_idx").on(t.photographerId),
    check("session_types_duration_check", sql`duration_minutes BETWEEN 5 AND 720`),
    check(
      "session_types_money_check",
      sql`price_cents >= 0 AND deposit_cents >= 0 AND deposit_cents <= price_cents`,
    ),
  ],
);

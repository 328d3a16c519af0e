import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { createdAt, id, instant, photographerId, updatedAt } from "./columns.js";
import { projects } from "./projects.js";
import { sessionTypes } from "./session-types.js";

/** Weekly working hours: one row per day window, times HH:MM in the photographer's time zone. */
export const availabilityTemplates = pgTable(
  "availability_templates",
  {
    id: id(),
    photographerId: photographerId(),
    // 0 Sunday .. 6 Saturday.
    dayOfWeek: integer("day_of_week").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    isEnabled: boolean("is_enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("availability_templates_photographer_day_idx").on(t.photographerId, t.dayOfWeek),
    check("availability_templates_day_of_week_check", sql`day_of_week BETWEEN 0 AND 6`),
  ],
);

export const availabilityBreaks = pgTable(
  "availability_breaks",
  {
    id: id(),
    photographerId: photographerId(),
    templateId: uuid("template_id").references(() => availabilityTemplates.id, { onDelete: "cascade" }),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    label: text("label"),
    createdAt: createdAt(),
  },
  (t) => [
    index("availability_breaks_photographer_idx").on(t.photographerId),
    index("availability_breaks_template_idx").on(t.templateId),
  ],
);

export type OverrideBreak = { startTime: string; endTime: string; label?: string | null };

/** A single day that differs from the weekly hours (a day off, or other hours). */
export const availabilityOverrides = pgTable(
  "availability_overrides",
  {
    id: id(),
    photographerId: photographerId(),
    date: date("date", { mode: "string" }).notNull(),
    isAvailable: boolean("is_available").notNull().default(true),
    startTime: text("start_time"),
    endTime: text("end_time"),
    breaks: jsonb("breaks").$type<OverrideBreak[]>(),
    reason: text("reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("availability_overrides_photographer_date_unique").on(t.photographerId, t.date)],
);

export const availabilitySlots = pgTable(
  "availability_slots",
  {
    id: id(),
    photographerId: photographerId(),
    title: text("title"),
    description: text("description"),
    startAt: instant("start_at").notNull(),
    endAt: instant("end_at").notNull(),
    isBooked: boolean("is_booked").notNull().default(false),
    isRecurring: boolean("is_recurring").notNull().default(false),
    recurrencePattern: text("recurrence_pattern"),
    sourceTemplateId: uuid("source_template_id").references(() => availabilityTemplates.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("availability_slots_photographer_start_idx").on(t.photographerId, t.startAt),
    index("availability_slots_source_template_idx").on(t.sourceTemplateId),
    check("availability_slots_range_check", sql`end_at > start_at`),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    photographerId: photographerId(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    // Deleting a client removes its bookings.
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    startAt: instant("start_at").notNull(),
    endAt: instant("end_at").notNull(),
    status: text("status").notNull().default("PENDING"),
    bookingType: text("booking_type").notNull().default("CONSULTATION"),
    isFirstBooking: boolean("is_first_booking").notNull().default(false),
    calendarEventId: text("calendar_event_id"),
    meetingLink: text("meeting_link"),
    googleMeetLink: text("google_meet_link"),
    // The public confirmation page finds the booking by token alone.
    bookingToken: text("booking_token").notNull().unique(),
    clientEmail: text("client_email"),
    clientPhone: text("client_phone"),
    clientName: text("client_name"),
    // The visitor's own zone when they booked: their e-mails show times the way their calendar page did.
    clientTimezone: text("client_timezone"),
    // Exactly-once markers: each is set in the same transaction that sends (ADR 005).
    requestEmailsSentAt: instant("request_emails_sent_at"),
    confirmationSentAt: instant("confirmation_sent_at"),
    cancellationSentAt: instant("cancellation_sent_at"),
    confirmedAt: instant("confirmed_at"),
    // What was booked (null: booked before session types, or its type was deleted) and the answers to
    // the type's questions.
    sessionTypeId: uuid("session_type_id").references(() => sessionTypes.id, { onDelete: "set null" }),
    answers: jsonb("answers").$type<{ label: string; answer: string }[]>(),
    // HELD: the slot is kept while the visitor pays, until this instant; then EXPIRED.
    holdExpiresAt: instant("hold_expires_at"),
    // The calendar invitation's SEQUENCE: one more with every reschedule, same UID.
    sequence: integer("sequence").notNull().default(0),
    cancelledAt: instant("cancelled_at"),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    // Exactly-once reminder markers, cleared when the booking moves.
    emailReminderSentAt: instant("email_reminder_sent_at"),
    smsReminderSentAt: instant("sms_reminder_sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_photographer_start_idx").on(t.photographerId, t.startAt),
    // The activity feed's new and confirmed bookings, newest first (migration 0030).
    index("bookings_photographer_created_idx").on(t.photographerId, t.createdAt),
    index("bookings_photographer_confirmed_idx")
      .on(t.photographerId, t.confirmedAt)
      .where(sql`confirmed_at IS NOT NULL`),
    // Two visitors racing for the same slot: the second insert fails instead of double-booking.
    uniqueIndex("bookings_photographer_start_active_unique")
      .on(t.photographerId, t.startAt)
      .where(sql`status NOT IN ('CANCELLED', 'EXPIRED')`),
    index("bookings_session_type_idx").on(t.sessionTypeId),
    index("bookings_hold_expires_idx").on(t.holdExpiresAt).where(sql`status = 'HELD'`),
    index("bookings_project_idx").on(t.projectId),
    index("bookings_client_idx").on(t.clientId),
    check("bookings_range_check", sql`end_at > start_at`),
  ],
);

/** A booking's story for the studio: each reschedule (from and to) and cancel, and who did it. */
export const bookingHistory = pgTable(
  "booking_history",
  {
    id: id(),
    photographerId: photographerId(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    // RESCHEDULED | CANCELLED | PAID | REFUNDED | EXPIRED
    action: text("action").notNull(),
    // CLIENT | STUDIO | SYSTEM
    actor: text("actor").notNull(),
    fromStartAt: instant("from_start_at"),
    toStartAt: instant("to_start_at"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_history_photographer_idx").on(t.photographerId),
    index("booking_history_booking_idx").on(t.bookingId, t.createdAt),
  ],
);

/**
 * Money paid when booking a paid session type, through the same provider checkout as proposals.
 * PENDING (checkout open) → COMPLETED (counted revenue) or EXPIRED (the hold ran out unpaid). A refund
 * of a cancelled booking is kept on the row (refunded_cents, at refunded_at) and taken off revenue.
 */
export const bookingPayments = pgTable(
  "booking_payments",
  {
    id: id(),
    photographerId: photographerId(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("PENDING"),
    paymentSessionId: text("payment_session_id").unique(),
    paymentIntentId: text("payment_intent_id").unique(),
    completedAt: instant("completed_at"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    // PENDING | SUCCEEDED | FAILED, for the refund at the provider.
    refundStatus: text("refund_status"),
    refundId: text("refund_id"),
    refundedAt: instant("refunded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_payments_photographer_created_idx").on(t.photographerId, t.createdAt),
    index("booking_payments_booking_idx").on(t.bookingId),
    check("booking_payments_refund_check", sql`refunded_cents >= 0 AND refunded_cents <= amount_cents`),
    check("booking_payments_amount_check", sql`amount_cents > 0`),
  ],
);

export const shortLinks = pgTable(
  "short_links",
  {
    id: id(),
    photographerId: photographerId(),
    shortCode: text("short_code").notNull().unique(),
    targetUrl: text("target_url").notNull(),
    linkType: text("link_type").notNull().default("BOOKING"),
    clicks: integer("clicks").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("short_links_photographer_created_idx").on(t.photographerId, t.createdAt)],
);

/** The secret URL of the photographer's iCalendar subscription; revoking it ends the feed. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: id(),
    photographerId: photographerId(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    revokedAt: instant("revoked_at"),
  },
  (t) => [index("calendar_feeds_photographer_idx").on(t.photographerId, t.createdAt)],
);

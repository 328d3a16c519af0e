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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_photographer_start_idx").on(t.photographerId, t.startAt),
    // Two visitors racing for the same slot: the second insert fails instead of double-booking.
    uniqueIndex("bookings_photographer_start_active_unique")
      .on(t.photographerId, t.startAt)
      .where(sql`status <> 'CANCELLED'`),
    index("bookings_project_idx").on(t.projectId),
    index("bookings_client_idx").on(t.clientId),
    check("bookings_range_check", sql`end_at > start_at`),
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

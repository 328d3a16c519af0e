/**
 * Session types: what a studio sells on its booking calendar (a consultation, an engagement session, a
 * mini-session day), their API shapes and messages, shared by the studio's editor, the public pages and
 * the server. A type whose availability is date windows only is a mini-session.
 *
 * Times of day are "HH:MM" on the studio's wall clock; instants are ISO-8601 strings.
 */
import { z } from "zod";
import { projectTypeSchema } from "./projects.js";
import {
  type Booking,
  contactEmailField,
  contactPhoneField,
  minutesOf,
  nameField,
  type PublicBookingView,
} from "./scheduling.js";
import { isoDate, MAX_CENTS } from "./validation.js";

export const LOCATION_KINDS = ["IN_PERSON", "PHONE", "GOOGLE_MEET", "CUSTOM"] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const QUESTION_TYPES = ["SHORT_TEXT", "LONG_TEXT", "PHONE", "EMAIL", "CHECKBOX"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** What a paid booking cancelled within the policy gets back. */
export const REFUND_RULES = ["FULL", "DEPOSIT_KEPT", "NONE"] as const;
export type RefundRule = (typeof REFUND_RULES)[number];

export const SESSION_TYPE_NOT_FOUND = "Session type not found";
export const SLUG_TAKEN = "Another session type already uses this link";
export const DEFAULT_TYPE_UNDELETABLE =
  "The Consultation type keeps the original booking links working: disable it instead of deleting it";
export const DEFAULT_TYPE_SLUG_FIXED =
  'The Consultation keeps its link "consultation": the original booking links rely on it';
export const SESSION_TYPE_HAS_BOOKINGS = "This session type has upcoming bookings; disable it instead";
export const HOLD_MINUTES = 15;
export const HOLD_EXPIRED = "Your hold on this slot has expired; please choose a time again";
export const PAST_CANCEL_POLICY = "It is too late to cancel online; please contact the studio";
export const PAST_RESCHEDULE_POLICY = "It is too late to reschedule online; please contact the studio";
export const BOOKING_ALREADY_CANCELLED = "This booking has already been cancelled";

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(HHMM, "Use a time like 09:00");
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const hours = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of hours` })
    .int(`${label} must be whole hours`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is at most ${max} hours`);
const minutes = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be whole minutes`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is at most ${max} minutes`);
const cents = (label: string) =>
  z
    .number({ error: `${label} must be an amount in cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_CENTS, `${label} is too large`);

export const sessionTypeWindowSchema = z
  .object({
    date: isoDate("Use a date like 2027-05-01").nullish(),
    dayOfWeek: z.number().int().min(0, "Day is 0 (Sunday) to 6").max(6, "Day is 0 (Sunday) to 6").nullish(),
    startTime: time("Start time"),
    endTime: time("End time"),
  })
  .refine((w) => (w.date == null) !== (w.dayOfWeek == null), {
    message: "A window has either a date or a day of the week",
  })
  .refine((w) => minutesOf(w.endTime) > minutesOf(w.startTime), {
    path: ["endTime"],
    message: "End time must be after start time",
  });
export type SessionTypeWindow = z.output<typeof sessionTypeWindowSchema>;

export const sessionTypeAvailabilitySchema = z.union([
  z.literal("STUDIO_HOURS"),
  z.object({
    windows: z
      .array(sessionTypeWindowSchema)
      .min(1, "Add at least one window")
      .max(200, "At most 200 windows"),
  }),
]);
export type SessionTypeAvailability = z.output<typeof sessionTypeAvailabilitySchema>;

export const sessionTypeQuestionSchema = z.object({
  label: z.string().trim().min(1, "Question is required").max(200, "Question too long"),
  type: z.enum(QUESTION_TYPES, { error: "Choose a question type" }).default("SHORT_TEXT"),
  required: z.boolean().default(false),
});
export type SessionTypeQuestion = z.output<typeof sessionTypeQuestionSchema>;

export const sessionTypeInputSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(100, "Name too long"),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "Link name is required")
      .max(60, "Link name too long")
      .regex(SLUG, "Use lowercase letters, digits and dashes"),
    description: z.string().trim().max(2000, "Description too long").nullish(),
    durationMinutes: z
      .number({ error: "Duration must be a number of minutes" })
      .int("Duration must be whole minutes")
      .min(5, "Duration must be 5 to 720 minutes")
      .max(720, "Duration must be 5 to 720 minutes"),
    /** Starts this far apart; null: duration plus both buffers. */
    slotIntervalMinutes: z.number().int().min(5, "Slots start at least 5 minutes apart").max(720).nullish(),
    bufferBeforeMinutes: minutes("Buffer before", 240).default(0),
    bufferAfterMinutes: minutes("Buffer after", 240).default(0),
    minNoticeHours: hours("Notice", 24 * 90).default(24),
    maxPerDay: z.number().int().min(1, "At most per day must be 1 or more").max(200).nullish(),
    bookingWindowDays: z.number().int().min(1).max(730, "Bookable at most 730 days ahead").default(60),
    location: z
      .object({
        kind: z.enum(LOCATION_KINDS, { error: "Choose where the session happens" }),
        detail: z.string().trim().max(500, "Location too long").nullish(),
      })
      .default({ kind: "PHONE" }),
    priceCents: cents("Price").default(0),
    depositCents: cents("Deposit").default(0),
    projectType: projectTypeSchema.default("WEDDING"),
    questions: z.array(sessionTypeQuestionSchema).max(20, "At most 20 questions").default([]),
    availability: sessionTypeAvailabilitySchema.default("STUDIO_HOURS"),
    enabled: z.boolean().default(true),
    color: z.string().regex(COLOR, "Use a colour like #3b82f6").default("#3b82f6"),
    cancelNoticeHours: hours("Cancel notice", 24 * 90).default(24),
    rescheduleNoticeHours: hours("Reschedule notice", 24 * 90).default(24),
    refundRule: z.enum(REFUND_RULES, { error: "Choose a refund rule" }).default("FULL"),
    /** Reminders this many hours before; null sends none. */
    emailReminderHours: hours("E-mail reminder", 24 * 14)
      .nullish()
      .default(24),
    smsReminderHours: hours("SMS reminder", 24 * 14)
      .nullish()
      .default(2),
  })
  .refine((t) => t.depositCents <= t.priceCents, {
    path: ["depositCents"],
    message: "The deposit cannot be more than the price",
  });
export type SessionTypeInput = z.input<typeof sessionTypeInputSchema>;
export type SessionTypeValues = z.output<typeof sessionTypeInputSchema>;

export interface SessionType extends SessionTypeValues {
  id: string;
  isDefault: boolean;
  /** Date windows only: a mini-session day (or days). */
  isMiniSession: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A mini-session: every window has a date. */
export function isMiniSession(availability: SessionTypeAvailability): boolean {
  return availability !== "STUDIO_HOURS" && availability.windows.every((w) => w.date != null);
}

/** What a booking costs up front: the deposit when there is one, else the whole price. */
export function dueAtBookingCents(type: { priceCents: number; depositCents: number }): number {
  return type.depositCents > 0 ? type.depositCents : type.priceCents;
}

/** What a paid booking cancelled in time gets back, by the type's rule. */
export function refundCentsFor(rule: RefundRule, paidCents: number, depositCents: number): number {
  if (rule === "NONE") return 0;
  if (rule === "DEPOSIT_KEPT") return Math.max(0, paidCents - depositCents);
  return paidCents;
}

/* ---------- Public booking by type ---------- */

export interface PublicSessionTypeSummary {
  name: string;
  slug: string;
  description: string | null;
  durationMinutes: number;
  priceCents: number;
  depositCents: number;
  currency: string;
  location: { kind: LocationKind; detail: string | null };
  questions: SessionTypeQuestion[];
  isMiniSession: boolean;
  color: string;
  cancelNoticeHours: number;
  rescheduleNoticeHours: number;
  refundRule: RefundRule;
  /** Hours before the start a text reminder goes (null: none): the form offers it only when set. */
  smsReminderHours: number | null;
}

/** GET .../types/{slug}/slots: slots in the visitor's zone, grouped by their local date. */
export interface PublicTypeSlots {
  type: PublicSessionTypeSummary;
  timeZone: string;
  studioTimeZone: string;
  /** Slots still free in the range (a mini-session's live count). */
  remaining: number;
  /** Every slot of the range, free or taken ("7 of 10 slots left"); the page words it without when absent. */
  total?: number;
  /** The last date the type can be booked (its booking window), so the page stops the calendar there. */
  lastDate?: string;
  days: { date: string; slots: { start: string; end: string }[] }[];
}

export const typedBookingInputSchema = z.object({
  start: z.iso.datetime({ offset: true, error: "start must be an ISO instant" }),
  clientName: nameField,
  clientEmail: contactEmailField,
  clientPhone: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    contactPhoneField.optional(),
  ),
  answers: z
    .array(
      z.object({ label: z.string().trim().max(200), answer: z.string().trim().max(2000, "Answer too long") }),
    )
    .max(20)
    .default([]),
  timeZone: z.string().min(1).max(64),
  /** The client's consent, ticked on the form, to texts (the reminder) at the phone they gave. */
  smsReminders: z.boolean().default(false),
});
export type TypedBookingInput = z.input<typeof typedBookingInputSchema>;

/** 201 from POST .../types/{slug}/book. HELD with a paymentUrl when the type is paid. */
export interface TypedBookingResult {
  bookingToken: string;
  status: "PENDING" | "CONFIRMED" | "HELD";
  paymentUrl?: string;
  holdExpiresAt?: string;
}

export const rescheduleInputSchema = z.object({
  start: z.iso.datetime({ offset: true, error: "start must be an ISO instant" }),
});
export const cancelInputSchema = z.object({
  reason: z.string().trim().max(500, "Reason too long").nullish(),
});

export const publicSlotsQuerySchema = z.object({
  from: isoDate("from must be a date like 2027-05-01"),
  to: isoDate("to must be a date like 2027-05-01"),
  tz: z.string().min(1).max(64).optional(),
});

/* ---------- A booking's own page and the studio's booking details ---------- */

export const BOOKING_HISTORY_ACTIONS = ["RESCHEDULED", "CANCELLED", "PAID", "REFUNDED", "EXPIRED"] as const;
export type BookingHistoryAction = (typeof BOOKING_HISTORY_ACTIONS)[number];
export type BookingActor = "CLIENT" | "STUDIO" | "SYSTEM";

export interface BookingHistoryEntry {
  action: BookingHistoryAction;
  actor: BookingActor;
  fromStartAt: string | null;
  toStartAt: string | null;
  note: string | null;
  createdAt: string;
}

/** What was paid when booking, and what went back. */
export interface BookingPaymentSummary {
  amountCents: number;
  currency: string;
  status: "PENDING" | "COMPLETED" | "EXPIRED";
  refundedCents: number;
  /** The refund at the payment provider; null when nothing was refunded. */
  refundStatus: "PENDING" | "SUCCEEDED" | "FAILED" | null;
}

/** The client's own reschedule and cancel: allowed until the deadlines (start − notice). */
export interface BookingPolicy {
  cancelNoticeHours: number;
  rescheduleNoticeHours: number;
  refundRule: RefundRule;
  canCancel: boolean;
  canReschedule: boolean;
  cancelDeadline: string;
  rescheduleDeadline: string;
}

/** GET /api/public/booking/{token}: these fields come on top of PublicBookingView's. */
export interface BookingSelfServiceFields {
  sessionType: PublicSessionTypeSummary | null;
  policy: BookingPolicy;
  payment: BookingPaymentSummary | null;
  /** The studio's calendar token and the type's slug: where a reschedule's slots are read. */
  publicToken: string;
  slug: string | null;
  answers: { label: string; answer: string }[];
  history: BookingHistoryEntry[];
  /** How the client reaches the studio when the page can no longer change the booking. */
  studio: StudioContact;
}

/** The studio's reply address (its from-address, else its owner's sign-in e-mail) and phone. */
export interface StudioContact {
  businessName: string;
  email: string | null;
  phone: string | null;
}

/** 200 from POST .../cancel: the page's view, and what is refunded (null: nothing was paid or due back). */
export interface BookingRefundSummary {
  amountCents: number;
  currency: string;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
}

/** GET /api/bookings/{id} (and the list items): these come on top of Booking's fields. */
export interface StudioBookingFields {
  sessionType: { id: string; name: string; color: string } | null;
  answers: { label: string; answer: string }[];
  payment: BookingPaymentSummary | null;
  history: BookingHistoryEntry[];
}

export type SelfServiceBookingView = PublicBookingView & BookingSelfServiceFields;
export type CancelBookingResult = SelfServiceBookingView & { refund: BookingRefundSummary | null };
export type StudioBooking = Booking & StudioBookingFields;

/**
 * What the public booking pages' routes answer: the calendar, a day's or a type's free slots, a
 * booking's own page, and the results of booking, rescheduling and cancelling (the shapes of
 * shared/public-booking.ts and shared/session-types.ts).
 */
import { z } from "zod";
import type { PublicBookingResult, PublicCalendarView, PublicSlots } from "../../../shared/public-booking.js";
import {
  type CancelBookingResult,
  LOCATION_KINDS,
  type PublicSessionTypeSummary,
  type PublicTypeSlots,
  QUESTION_TYPES,
  REFUND_RULES,
  type SelfServiceBookingView,
  type TypedBookingResult,
} from "../../../shared/session-types.js";
import {
  answersResponse,
  bookingHistoryEntryResponse,
  bookingPaymentResponse,
} from "./scheduling.responses.js";

const publicSessionTypeResponse = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.int(),
  priceCents: z.int(),
  depositCents: z.int(),
  currency: z.string(),
  location: z.object({ kind: z.enum(LOCATION_KINDS), detail: z.string().nullable() }),
  questions: z.array(z.object({ label: z.string(), type: z.enum(QUESTION_TYPES), required: z.boolean() })),
  isMiniSession: z.boolean(),
  color: z.string(),
  cancelNoticeHours: z.int(),
  rescheduleNoticeHours: z.int(),
  refundRule: z.enum(REFUND_RULES),
  smsReminderHours: z.int().nullable(),
}) satisfies z.ZodType<PublicSessionTypeSummary>;

export const publicCalendarResponse = z.object({
  success: z.literal(true),
  photographer: z.object({
    businessName: z.string(),
    logoUrl: z.string().nullable(),
    brandPrimary: z.string(),
    profilePicture: z.string().nullable(),
  }),
  dailyTemplates: z.array(z.object({ dayOfWeek: z.int(), isEnabled: z.boolean() })),
  timezone: z.string().describe("The studio's zone"),
  slotMinutes: z.int(),
  datesTimezone: z.string().describe("The zone availableDates are days of (the visitor's with ?tz=)"),
  firstDate: z.string(),
  lastDate: z.string(),
  availableDates: z.array(z.string()),
  types: z.array(publicSessionTypeResponse),
}) satisfies z.ZodType<PublicCalendarView>;

export const publicSlotsResponse = z.object({
  success: z.literal(true),
  date: z.string(),
  timezone: z.string(),
  slots: z.array(
    z.object({ id: z.string(), startTime: z.string(), endTime: z.string(), isAvailable: z.literal(true) }),
  ),
}) satisfies z.ZodType<PublicSlots>;

export const publicBookingResultResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: z.object({
    id: z.uuid(),
    title: z.string(),
    startAt: z.string(),
    endAt: z.string(),
    status: z.string(),
    bookingToken: z.string(),
  }),
}) satisfies z.ZodType<PublicBookingResult>;

export const publicTypeSlotsResponse = z.object({
  type: publicSessionTypeResponse,
  timeZone: z.string(),
  studioTimeZone: z.string(),
  remaining: z.int().describe("Free slots in the range"),
  total: z.int().optional().describe("Every slot of the range, free or taken"),
  lastDate: z.string().optional().describe("The last date the type can be booked"),
  days: z.array(
    z.object({ date: z.string(), slots: z.array(z.object({ start: z.string(), end: z.string() })) }),
  ),
}) satisfies z.ZodType<PublicTypeSlots>;

export const typedBookingResultResponse = z.object({
  bookingToken: z.string(),
  status: z.enum(["PENDING", "CONFIRMED", "HELD"]),
  paymentUrl: z.string().optional().describe("A paid type: where the client pays to keep the hold"),
  holdExpiresAt: z.string().optional(),
}) satisfies z.ZodType<TypedBookingResult>;

/** A booking's own page (the client's): the booking, the studio, and what the client may still change. */
export const bookingPageResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  status: z.string(),
  bookingType: z.string(),
  isFirstBooking: z.boolean(),
  meetingLink: z.string().nullable(),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  clientPhone: z.string().nullable(),
  timezone: z.string(),
  photographer: z.object({
    businessName: z.string(),
    logoUrl: z.string().nullable(),
    brandPrimary: z.string(),
  }),
  sessionType: publicSessionTypeResponse.nullable(),
  policy: z.object({
    cancelNoticeHours: z.int(),
    rescheduleNoticeHours: z.int(),
    refundRule: z.enum(REFUND_RULES),
    canCancel: z.boolean(),
    canReschedule: z.boolean(),
    cancelDeadline: z.string(),
    rescheduleDeadline: z.string(),
  }),
  payment: bookingPaymentResponse.nullable(),
  publicToken: z.string().describe("The studio's calendar token, where a reschedule's slots are read"),
  slug: z.string().nullable(),
  answers: answersResponse,
  history: z.array(bookingHistoryEntryResponse),
  studio: z.object({ businessName: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
}) satisfies z.ZodType<SelfServiceBookingView>;

export const cancelledBookingResponse = bookingPageResponse.extend({
  refund: z
    .object({
      amountCents: z.int(),
      currency: z.string(),
      status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]),
    })
    .nullable()
    .describe("What is refunded; null when nothing was paid or is due back"),
}) satisfies z.ZodType<CancelBookingResult>;

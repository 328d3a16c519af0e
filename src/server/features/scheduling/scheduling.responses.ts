/**
 * What the studio's scheduling routes answer: availability, slots, bookings and the calendar links (the
 * shapes of shared/scheduling.ts and shared/session-types.ts). The public pages' are in
 * public-booking.responses.ts.
 */
import { z } from "zod";
import type {
  AvailabilityOverride,
  AvailabilityTemplate,
  CalendarFeed,
  CalendarStatus,
  DaySlots,
  SlotRules,
  SlotsCalendar,
} from "../../../shared/scheduling.js";
import { BOOKING_HISTORY_ACTIONS, type StudioBooking } from "../../../shared/session-types.js";

const breakResponse = z.object({
  id: z.uuid().optional(),
  startTime: z.string().describe("HH:MM"),
  endTime: z.string().describe("HH:MM"),
  label: z.string().nullable(),
});

export const availabilityTemplateResponse = z.object({
  id: z.uuid(),
  dayOfWeek: z.int().min(0).max(6).describe("0 is Sunday"),
  startTime: z.string(),
  endTime: z.string(),
  isEnabled: z.boolean(),
  breaks: z.array(breakResponse),
}) satisfies z.ZodType<AvailabilityTemplate>;

export const availabilityOverrideResponse = z.object({
  id: z.uuid(),
  date: z.string(),
  isAvailable: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  breaks: z.array(breakResponse),
  reason: z.string().nullable(),
}) satisfies z.ZodType<AvailabilityOverride>;

export const successResponse = z.object({ success: z.literal(true) });

export const slotRulesResponse = z.object({
  slotMinutes: z.int(),
  slotIntervalMinutes: z.int(),
  bufferMinutes: z.int(),
  minNoticeHours: z.int(),
  bookingWindowDays: z.int(),
}) satisfies z.ZodType<SlotRules>;

export const slotsCalendarResponse = z.object({
  timezone: z.string(),
  days: z.array(z.object({ date: z.string(), available: z.int(), booked: z.int() })),
}) satisfies z.ZodType<SlotsCalendar>;

export const daySlotsResponse = z.object({
  date: z.string(),
  timezone: z.string(),
  slots: z.array(
    z.object({
      id: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      isAvailable: z.boolean(),
      reason: z.enum(["BOOKED", "BUFFER", "BUSY", "TOO_SOON"]).nullable().optional(),
      booking: z
        .object({
          id: z.uuid(),
          clientName: z.string().nullable(),
          title: z.string(),
          status: z.string(),
          sessionType: z.object({ name: z.string(), color: z.string() }).nullable().optional(),
        })
        .nullable()
        .optional(),
    }),
  ),
}) satisfies z.ZodType<DaySlots>;

/** What was paid when booking, and what went back. */
export const bookingPaymentResponse = z.object({
  amountCents: z.int(),
  currency: z.string(),
  status: z.enum(["PENDING", "COMPLETED", "EXPIRED"]),
  refundedCents: z.int(),
  refundStatus: z.enum(["PENDING", "SUCCEEDED", "FAILED"]).nullable(),
});

export const bookingHistoryEntryResponse = z.object({
  action: z.enum(BOOKING_HISTORY_ACTIONS),
  actor: z.enum(["CLIENT", "STUDIO", "SYSTEM"]),
  fromStartAt: z.string().nullable(),
  toStartAt: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const answersResponse = z.array(z.object({ label: z.string(), answer: z.string() }));

/** Statuses: PENDING, CONFIRMED, CANCELLED, COMPLETED, and HELD or EXPIRED for a hold awaiting payment. */
const bookingStatus = z.string().describe("PENDING, CONFIRMED, CANCELLED, COMPLETED, HELD or EXPIRED");

export const studioBookingResponse = z.object({
  id: z.uuid(),
  projectId: z.uuid().nullable(),
  clientId: z.uuid().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  status: bookingStatus,
  bookingType: z.string(),
  isFirstBooking: z.boolean(),
  meetingLink: z.string().nullable(),
  googleMeetLink: z.string().nullable(),
  bookingToken: z.string(),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  clientPhone: z.string().nullable(),
  createdAt: z.string(),
  sessionType: z.object({ id: z.uuid(), name: z.string(), color: z.string() }).nullable(),
  answers: answersResponse,
  payment: bookingPaymentResponse.nullable(),
  history: z.array(bookingHistoryEntryResponse),
}) satisfies z.ZodType<StudioBooking>;

export const calendarAuthUrlResponse = z.object({ authUrl: z.string() });
export const calendarStatusResponse = z.object({
  authenticated: z.boolean(),
  email: z.string().nullable(),
  configured: z.boolean().describe("Whether the server can connect Google Calendar at all"),
}) satisfies z.ZodType<CalendarStatus>;
export const calendarFeedResponse = z.object({
  url: z.string().nullable().describe("The private iCalendar subscription; null until one is created"),
  createdAt: z.string().nullable(),
}) satisfies z.ZodType<CalendarFeed>;

/**
 * Scheduling (availability templates, overrides, bookings, and the two public booking pages): the API's
 * shapes and messages, shared by the studio's forms, the public pages and the server.
 *
 * Times of day are "HH:MM" on the studio's wall clock; instants are ISO-8601 strings in UTC. The public
 * pages' contact form and views are in public-booking.ts (re-exported here).
 */
import { z } from "zod";
import { isoDate } from "./validation.js";

export * from "./public-booking.js";

/** dayOfWeek travels as 0 (Sunday) to 6 (Saturday); forms name the days MONDAY..SUNDAY. */
export const DAY_NAMES = [
  "SUNDAY",
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
  "FRIDAY",
  "SATURDAY",
] as const;
export type DayName = (typeof DAY_NAMES)[number];
/** The order the studio's forms list the days in (MONDAY to SUNDAY). */
export const FORM_DAYS: readonly DayName[] = [...DAY_NAMES.slice(1), DAY_NAMES[0]];

export const DEFAULT_START_TIME = "09:00";
export const DEFAULT_END_TIME = "17:00";

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const timeField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).regex(HHMM, "Use a time like 09:00");

export const breakInputSchema = z
  .object({
    startTime: timeField("Start time is required"),
    endTime: timeField("End time is required"),
    label: z.string().trim().max(100, "Label too long").nullish(),
  })
  .refine((b) => minutesOf(b.endTime) > minutesOf(b.startTime), {
    path: ["endTime"],
    message: "End time must be after start time",
  });
export type BreakInput = z.input<typeof breakInputSchema>;

function breaksInside(
  breaks: { startTime: string; endTime: string }[] | null | undefined,
  startTime: string,
  endTime: string,
) {
  return (breaks ?? []).every(
    (b) => minutesOf(b.startTime) >= minutesOf(startTime) && minutesOf(b.endTime) <= minutesOf(endTime),
  );
}
const BREAK_OUTSIDE = "Breaks must fall within the working hours";

export const availabilityTemplateInputSchema = z
  .object({
    dayOfWeek: z.coerce
      .number({ error: "Day is required" })
      .int("Day is required")
      .min(0, "Day is required")
      .max(6, "Day is required"),
    startTime: timeField("Start time is required"),
    endTime: timeField("End time is required"),
    isEnabled: z.boolean().default(true),
    breaks: z.array(breakInputSchema).max(10, "At most 10 breaks").optional(),
  })
  .refine((t) => minutesOf(t.endTime) > minutesOf(t.startTime), {
    path: ["endTime"],
    message: "End time must be after start time",
  })
  .refine((t) => breaksInside(t.breaks, t.startTime, t.endTime), {
    path: ["breaks"],
    message: BREAK_OUTSIDE,
  });
export type AvailabilityTemplateInput = z.input<typeof availabilityTemplateInputSchema>;

export interface AvailabilityBreak {
  id?: string;
  startTime: string;
  endTime: string;
  label: string | null;
}

export interface AvailabilityTemplate {
  id: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isEnabled: boolean;
  breaks: AvailabilityBreak[];
}

export const overrideInputSchema = z
  .object({
    date: isoDate("Date is required"),
    isAvailable: z.boolean().default(true),
    startTime: z.preprocess((v) => (v === "" ? null : v), timeField("Start time is required").nullish()),
    endTime: z.preprocess((v) => (v === "" ? null : v), timeField("End time is required").nullish()),
    breaks: z.array(breakInputSchema).max(10, "At most 10 breaks").nullish(),
    reason: z.string().trim().max(200, "Reason too long").nullish(),
  })
  .superRefine((o, ctx) => {
    if (!o.isAvailable) return;
    if (!o.startTime)
      ctx.addIssue({ code: "custom", path: ["startTime"], message: "Start time is required" });
    else if (!o.endTime) ctx.addIssue({ code: "custom", path: ["endTime"], message: "End time is required" });
    else if (minutesOf(o.endTime) <= minutesOf(o.startTime)) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "End time must be after start time" });
    } else if (!breaksInside(o.breaks, o.startTime, o.endTime)) {
      ctx.addIssue({ code: "custom", path: ["breaks"], message: BREAK_OUTSIDE });
    }
  });
export type OverrideInput = z.input<typeof overrideInputSchema>;

export interface AvailabilityOverride {
  id: string;
  date: string;
  isAvailable: boolean;
  startTime: string | null;
  endTime: string | null;
  breaks: AvailabilityBreak[];
  reason: string | null;
}

export const overridesQuerySchema = z.object({
  startDate: isoDate("Invalid startDate").optional(),
  endDate: isoDate("Invalid endDate").optional(),
});

/** How slots are cut from the working hours; every studio starts with these. */
export const DEFAULT_SLOT_RULES = {
  slotMinutes: 60,
  slotIntervalMinutes: 60,
  bufferMinutes: 0,
  minNoticeHours: 24,
  bookingWindowDays: 60,
} as const;

/** One whole-number rule: its name starts each message, so every wrong value says which rule it was. */
const ruleField = (name: string, unit: string, min: [number, string], max: [number, string]) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be whole ${unit}`)
    .min(min[0], `${name} ${min[1]}`)
    .max(max[0], `${name} ${max[1]}`);

export const slotRulesInputSchema = z.object({
  slotMinutes: ruleField(
    "Appointment length",
    "minutes",
    [15, "must be at least 15 minutes"],
    [480, "can be at most 8 hours"],
  ),
  slotIntervalMinutes: ruleField(
    "Start times",
    "minutes",
    [5, "must be at least 5 minutes apart"],
    [480, "can be at most 8 hours apart"],
  ),
  bufferMinutes: ruleField("Buffer", "minutes", [0, "cannot be negative"], [240, "can be at most 4 hours"]),
  minNoticeHours: ruleField(
    "Minimum notice",
    "hours",
    [0, "cannot be negative"],
    [720, "can be at most 30 days"],
  ),
  bookingWindowDays: ruleField(
    "Booking window",
    "days",
    [1, "must be at least 1 day"],
    [365, "can be at most 365 days"],
  ),
});
export type SlotRulesInput = z.input<typeof slotRulesInputSchema>;
export type SlotRules = z.output<typeof slotRulesInputSchema>;

/** One time slot of the studio's day, plus the booking that fills it (studio only). */
export interface TimeSlot {
  id: string;
  startTime: string;
  endTime: string;
  isAvailable: boolean;
  /** Why a slot is not available: a booking, the buffer around one, a busy calendar, or too soon. */
  reason?: "BOOKED" | "BUFFER" | "BUSY" | "TOO_SOON" | null;
  booking?: {
    id: string;
    clientName: string | null;
    title: string;
    status: string;
    /** The booking's session type, for its name and colour on the studio's calendar. */
    sessionType?: { name: string; color: string } | null;
  } | null;
}

export interface DaySlots {
  date: string;
  timezone: string;
  slots: TimeSlot[];
}

/** GET /api/availability/slots?startDate=&endDate=: how each day of a range looks, for the calendar. */
export interface SlotsCalendar {
  timezone: string;
  days: { date: string; available: number; booked: number }[];
}

export const BOOKING_STATUSES = ["PENDING", "CONFIRMED", "CANCELLED", "COMPLETED"] as const;
/**
 * Bookings that are no appointment, or not yet one: cancelled, a paying hold (HELD, which still keeps its
 * slot from others) and a hold that ran out unpaid (EXPIRED). The dashboard, the reports' consultation
 * counts and the calendar feed leave them out.
 */
export const NOT_AN_APPOINTMENT = ["CANCELLED", "HELD", "EXPIRED"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const updateBookingInputSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: "Choose a booking status" }),
});

export interface Booking {
  id: string;
  projectId: string | null;
  clientId: string | null;
  title: string;
  description: string | null;
  startAt: string;
  endAt: string;
  status: string;
  bookingType: string;
  isFirstBooking: boolean;
  meetingLink: string | null;
  googleMeetLink: string | null;
  bookingToken: string;
  clientName: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  createdAt: string;
}

/** GET /api/calendar/status, plus whether the server can connect at all. */
export interface CalendarStatus {
  authenticated: boolean;
  email: string | null;
  configured: boolean;
}

/** The private iCalendar subscription; null until the photographer creates one. */
export interface CalendarFeed {
  url: string | null;
  createdAt: string | null;
}

export const SLOT_TAKEN = "Sorry, that time was just booked by someone else. Please choose another time.";
export const SLOT_UNAVAILABLE = "That time is no longer available. Please choose another time.";
export const CALENDAR_NOT_FOUND = "Calendar Not Found";
export const BOOKING_NOT_FOUND = "Booking Not Found";

/** A slot's id is its start instant in UTC, compact enough for a path: 20261124T1400Z. */
export function slotIdOf(startMs: number): string {
  const d = new Date(startMs);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}T${p(d.getUTCHours())}${p(d.getUTCMinutes())}Z`;
}

export function parseSlotId(id: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z$/.exec(id);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  return slotIdOf(ms) === id ? ms : null;
}

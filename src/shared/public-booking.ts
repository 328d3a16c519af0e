/**
 * The two public booking pages (the studio's calendar and a booking's confirmation page): the contact
 * form's schemas and the views the pages are answered with. Kept apart from scheduling.ts, the studio's
 * side, which re-exports this file so that its importers need not know of the split.
 */
import { z } from "zod";
import type { PublicSessionTypeSummary } from "./session-types.js";

// The booking contact form: the same words on the server and in both public forms.
export const nameField = z
  .string({ error: "Name must be at least 2 characters" })
  .trim()
  .min(2, "Name must be at least 2 characters")
  .max(100, "Name too long");
export const contactEmailField = z
  .string({ error: "Invalid email address" })
  .trim()
  .max(255, "Email too long")
  .pipe(z.email({ error: "Invalid email address" }))
  .transform((value) => value.toLowerCase());
export const contactPhoneField = z
  .string({ error: "Phone number must be at least 10 digits" })
  .trim()
  .min(10, "Phone number must be at least 10 digits")
  .max(20, "Phone number too long");

/** The confirmation page's form: every field required. */
export const confirmBookingInputSchema = z.object({
  clientName: nameField,
  clientEmail: contactEmailField,
  clientPhone: contactPhoneField,
});
export type ConfirmBookingInput = z.input<typeof confirmBookingInputSchema>;

/** The public calendar's booking form: phone and notes optional (empty means not given). */
export const publicBookingInputSchema = z.object({
  clientName: nameField,
  clientEmail: contactEmailField,
  clientPhone: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    contactPhoneField.optional(),
  ),
  bookingNotes: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z.string().trim().max(500, "Notes too long").optional(),
  ),
});
export type PublicBookingInput = z.input<typeof publicBookingInputSchema>;

/** The public calendar, with the dates that can be booked in the visitor's zone. */
export interface PublicCalendarView {
  success: true;
  photographer: {
    businessName: string;
    logoUrl: string | null;
    brandPrimary: string;
    profilePicture: string | null;
  };
  dailyTemplates: { dayOfWeek: number; isEnabled: boolean }[];
  /** The studio's zone; slots are instants, shown in the visitor's own. */
  timezone: string;
  slotMinutes: number;
  /** The zone `availableDates` are days of (the visitor's, when asked with ?tz=). */
  datesTimezone: string;
  firstDate: string;
  lastDate: string;
  availableDates: string[];
  /** The session types the studio offers (enabled ones), the default first. */
  types: PublicSessionTypeSummary[];
}

export interface PublicSlots {
  success: true;
  date: string;
  timezone: string;
  slots: { id: string; startTime: string; endTime: string; isAvailable: true }[];
}

/** GET /api/public/booking/{token}: what the confirmation page shows. */
export interface PublicBookingView {
  id: string;
  title: string;
  description: string | null;
  startAt: string;
  endAt: string;
  status: string;
  bookingType: string;
  isFirstBooking: boolean;
  meetingLink: string | null;
  clientName: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  timezone: string;
  photographer: { businessName: string; logoUrl: string | null; brandPrimary: string };
}

export interface PublicBookingResult {
  success: true;
  message: string;
  booking: {
    id: string;
    title: string;
    startAt: string;
    endAt: string;
    status: string;
    bookingToken: string;
  };
}

/** The words of booking reminders, by e-mail and by text, with the time in the client's own zone. */
import { formatBookingTime } from "./booking-emails.js";
import type { BookingRow } from "./bookings.queries.js";

interface ReminderStudio {
  businessName: string;
  timezone: string;
}

const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] || "there";
const whenOf = (booking: BookingRow, studio: ReminderStudio) =>
  formatBookingTime(booking.startAt, booking.endAt, booking.clientTimezone ?? studio.timezone);

export function reminderEmail(booking: BookingRow, studio: ReminderStudio, pageUrl: string) {
  const meet = booking.meetingLink ? `\n\nJoin on Google Meet: ${booking.meetingLink}` : "";
  return {
    subject: `Reminder: your ${booking.title.toLowerCase()} with ${studio.businessName}`,
    text: `Hi ${firstNameOf(booking.clientName)},

A reminder of your ${booking.title.toLowerCase()} with ${studio.businessName}:

${whenOf(booking, studio)}${meet}

Your booking page: ${pageUrl}

See you soon,
${studio.businessName}`,
  };
}

/** Short: one text message's worth. */
export function reminderSms(booking: BookingRow, studio: ReminderStudio, pageUrl: string) {
  return `Reminder: ${booking.title} with ${studio.businessName}, ${whenOf(booking, studio)}. Details: ${pageUrl}`;
}

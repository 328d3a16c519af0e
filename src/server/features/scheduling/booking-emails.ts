/**
 * The words of the booking e-mails: the request (to the client and to the studio), the
 * confirmation and the cancellation. Times are written in the reader's zone and the zone is named, like on the pages.
 */
import type { BookingRow } from "./bookings.queries.js";
import { buildInvite, type IcsTimedEvent } from "./ics.js";

export interface BookingStudio {
  businessName: string;
  timezone: string;
  replyAddress: string | null;
}

/** "Tuesday, November 24, 2026, 14:00–15:00 Eastern Standard Time" */
export function formatBookingTime(start: Date, end: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(start);
  const time = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const zone =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" })
      .formatToParts(start)
      .find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  return `${day}, ${time.format(start)}–${time.format(end)} ${zone}`;
}

const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] || "there";

/**
 * Calendars apply an update only when its SEQUENCE is higher than the one they hold. The booking's
 * own sequence counts its moves (a reschedule); the status adds what confirming (1) or cancelling (2)
 * changed, so every later invitation of a booking carries a higher number than any before it.
 */
export function inviteSequence(booking: Pick<BookingRow, "status" | "sequence">): number {
  const bump = booking.status === "CANCELLED" ? 2 : booking.status === "CONFIRMED" ? 1 : 0;
  return booking.sequence + bump;
}

export function bookingInvite(
  booking: BookingRow,
  studio: BookingStudio,
  host: string,
  confirmUrl: string,
  organizerEmail: string | null,
): string {
  const cancelled = booking.status === "CANCELLED";
  const event: IcsTimedEvent = {
    uid: `booking-${booking.id}@${host}`,
    sequence: inviteSequence(booking),
    start: booking.startAt,
    end: booking.endAt,
    summary: `${booking.title} with ${studio.businessName}`,
    description: [
      cancelled
        ? "This booking was cancelled."
        : booking.status === "CONFIRMED"
          ? "Your booking is confirmed."
          : `Confirm your booking: ${confirmUrl}`,
      cancelled ? null : `Reschedule or cancel: ${confirmUrl}`,
      booking.meetingLink ? `Join Google Meet: ${booking.meetingLink}` : null,
      booking.description ? `Notes: ${booking.description}` : null,
    ]
      .filter(Boolean)
      .join("\n"),
    url: booking.meetingLink ?? confirmUrl,
    location: booking.meetingLink,
    status: cancelled ? "CANCELLED" : booking.status === "CONFIRMED" ? "CONFIRMED" : "TENTATIVE",
    organizer: organizerEmail ? { name: studio.businessName, email: organizerEmail } : null,
    attendee: booking.clientEmail ? { name: booking.clientName, email: booking.clientEmail } : null,
    updatedAt: booking.updatedAt,
  };
  // A cancelled booking's invitation withdraws the event from the calendars that hold it.
  return buildInvite(event, cancelled ? "CANCEL" : "REQUEST");
}

export function clientRequestEmail(booking: BookingRow, studio: BookingStudio, confirmUrl: string) {
  const when = formatBookingTime(booking.startAt, booking.endAt, booking.clientTimezone ?? studio.timezone);
  // A first booking has already moved the client on (public-booking.service.ts) when this is written.
  const firstTime = booking.isFirstBooking
    ? `\n\nAs this is your first booking, you're now part of ${studio.businessName}'s consultation process, so you'll hear from us about next steps.`
    : "";
  return {
    subject: `Your ${booking.title.toLowerCase()} with ${studio.businessName}`,
    text: `Hi ${firstNameOf(booking.clientName)},

Thank you for booking a time with ${studio.businessName}. Here is what you booked:

${booking.title}
${when}

Please confirm your booking here: ${confirmUrl}${firstTime}

Reschedule or cancel: ${confirmUrl}

A calendar invitation is attached, so you can add it to your calendar in one tap. If you need to change the time, just reply to this e-mail.

See you soon,
${studio.businessName}`,
  };
}

export function studioRequestEmail(booking: BookingRow, studio: BookingStudio, schedulingUrl: string) {
  const when = formatBookingTime(booking.startAt, booking.endAt, studio.timezone);
  const lines = [
    `Name: ${booking.clientName ?? "Not given"}`,
    `E-mail: ${booking.clientEmail ?? "Not given"}`,
    `Phone: ${booking.clientPhone ?? "Not given"}`,
    booking.description ? `Notes: ${booking.description}` : null,
  ].filter(Boolean);
  return {
    subject: `New booking: ${booking.clientName ?? "A client"}, ${when.split(",").slice(0, 3).join(",")}`,
    text: `${booking.clientName ?? "A client"} booked a ${booking.title.toLowerCase()} on your booking calendar.

${when}

${lines.join("\n")}
${booking.isFirstBooking ? "\nThis is their first booking: they are now in your consultation stage.\n" : ""}
Confirm it or see the details in Focal: ${schedulingUrl}`,
  };
}

export function clientConfirmedEmail(booking: BookingRow, studio: BookingStudio, pageUrl: string) {
  const when = formatBookingTime(booking.startAt, booking.endAt, booking.clientTimezone ?? studio.timezone);
  const meet = booking.meetingLink ? `\n\nJoin on Google Meet: ${booking.meetingLink}` : "";
  return {
    subject: `Confirmed: your ${booking.title.toLowerCase()} with ${studio.businessName}`,
    text: `Hi ${firstNameOf(booking.clientName)},

Your ${booking.title.toLowerCase()} with ${studio.businessName} is confirmed.

${when}${meet}

The updated calendar invitation is attached. Your booking page: ${pageUrl}

Reschedule or cancel: ${pageUrl}

Looking forward to it,
${studio.businessName}`,
  };
}

export function clientCancelledEmail(booking: BookingRow, studio: BookingStudio) {
  const when = formatBookingTime(booking.startAt, booking.endAt, booking.clientTimezone ?? studio.timezone);
  return {
    subject: `Cancelled: your ${booking.title.toLowerCase()} with ${studio.businessName}`,
    text: `Hi ${firstNameOf(booking.clientName)},

Your ${booking.title.toLowerCase()} with ${studio.businessName} has been cancelled.

${when}

The attached calendar update takes it off your calendar. If you'd like another time, just reply to this e-mail.

${studio.businessName}`,
  };
}

export function studioCancelledEmail(booking: BookingRow, studio: BookingStudio, schedulingUrl: string) {
  const when = formatBookingTime(booking.startAt, booking.endAt, studio.timezone);
  return {
    subject: `Cancelled: ${booking.clientName ?? "A client"}, ${when.split(",").slice(0, 3).join(",")}`,
    text: `The ${booking.title.toLowerCase()} with ${booking.clientName ?? "a client"} is cancelled, and the time is free to book again.

${when}
${booking.clientEmail ? `\n${booking.clientName ?? "The client"} was told at ${booking.clientEmail}.\n` : ""}
Your bookings in Focal: ${schedulingUrl}`,
  };
}

export function clientRescheduledEmail(booking: BookingRow, studio: BookingStudio, pageUrl: string) {
  const when = formatBookingTime(booking.startAt, booking.endAt, booking.clientTimezone ?? studio.timezone);
  return {
    subject: `New time: your ${booking.title.toLowerCase()} with ${studio.businessName}`,
    text: `Hi ${firstNameOf(booking.clientName)},

Your ${booking.title.toLowerCase()} with ${studio.businessName} has moved to a new time:

${when}

The attached calendar update moves it in your calendar. Reschedule or cancel: ${pageUrl}

See you then,
${studio.businessName}`,
  };
}

export function studioRescheduledEmail(
  booking: BookingRow,
  studio: BookingStudio,
  from: Date,
  schedulingUrl: string,
) {
  const when = formatBookingTime(booking.startAt, booking.endAt, studio.timezone);
  const before = formatBookingTime(
    from,
    new Date(from.getTime() + booking.endAt.getTime() - booking.startAt.getTime()),
    studio.timezone,
  );
  return {
    subject: `Rescheduled: ${booking.clientName ?? "A client"}, ${when.split(",").slice(0, 3).join(",")}`,
    text: `${booking.clientName ?? "A client"} moved their ${booking.title.toLowerCase()}.

New time: ${when}
Was: ${before}

Your bookings in Focal: ${schedulingUrl}`,
  };
}

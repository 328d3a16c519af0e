/**
 * After a client moves their booking: the Google Calendar event follows it, and both sides get the
 * updated invitation (same UID, higher SEQUENCE, METHOD:REQUEST) with an e-mail saying the new time.
 * Once per move (ADR 005): the delivery key of that move (booking and sequence) is claimed in the
 * transaction that sends, so a job run twice sends nothing more; a job for a move that another move
 * has overtaken does nothing, the later one tells the latest time.
 */
import { z } from "zod";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import { defineJob } from "../../jobs/queue.js";
import { claimDelivery } from "../photographer/notifications.queries.js";
import {
  type BookingStudio,
  bookingInvite,
  clientRescheduledEmail,
  studioRescheduledEmail,
} from "./booking-emails.js";
import {
  type BookingRow,
  findBookingEmailStudio,
  lockBookingById,
  updateBooking,
} from "./bookings.queries.js";
import type { CalendarService } from "./calendar.service.js";

const payload = z.object({ bookingId: z.uuid(), sequence: z.number().int(), fromStartAt: z.iso.datetime() });

export function createRescheduledJob(deps: {
  database: Database;
  config: Config;
  email: EmailService;
  calendar: CalendarService;
}) {
  const { database, config, email, calendar } = deps;
  const host = new URL(config.publicUrl).host;
  const pageUrl = (token: string) => `${config.publicUrl}/public/booking/${token}`;

  /** Google has no "move" here: the old event goes and one at the new time comes (best effort). */
  async function moveCalendarEvent(tx: DbOrTx, booking: BookingRow, timeZone: string): Promise<BookingRow> {
    if (!booking.calendarEventId) return booking;
    try {
      await calendar.deleteEvent(tx, booking.photographerId, booking.calendarEventId);
      const event = await calendar.createEvent(tx, booking.photographerId, {
        summary: `${booking.title}: ${booking.clientName ?? "Client"}`,
        description: [booking.clientEmail, booking.clientPhone, booking.description]
          .filter(Boolean)
          .join("\n"),
        startAt: booking.startAt,
        endAt: booking.endAt,
        timeZone,
        attendeeEmail: booking.clientEmail,
        requestId: `focal-${booking.id}-${booking.sequence}`,
      });
      const updated = await updateBooking(tx, booking.id, {
        calendarEventId: event?.eventId ?? null,
        meetingLink: event?.meetLink ?? booking.meetingLink,
        googleMeetLink: event?.meetLink ?? booking.googleMeetLink,
      });
      return updated ?? booking;
    } catch (error) {
      console.warn(`Booking ${booking.id}: Google Calendar event not moved: ${(error as Error).message}`);
      return booking;
    }
  }

  return defineJob({
    name: "scheduling.booking-rescheduled",
    payload,
    handler: ({ bookingId, sequence, fromStartAt }) =>
      database.db.transaction(async (tx) => {
        const locked = await lockBookingById(tx, bookingId);
        if (!locked || locked.sequence !== sequence) return;
        if (locked.status === "CANCELLED" || locked.status === "EXPIRED") return;
        if (!(await claimDelivery(tx, locked.photographerId, `booking-rescheduled:${bookingId}:${sequence}`)))
          return;
        const row = await findBookingEmailStudio(tx, locked.photographerId);
        const studio: BookingStudio = {
          businessName: row.businessName,
          timezone: row.timezone,
          replyAddress: row.emailFromAddr,
        };
        const notify = row.emailFromAddr ?? row.ownerEmail;
        const booking = await moveCalendarEvent(tx, locked, studio.timezone);
        const url = pageUrl(booking.bookingToken);
        const invite = bookingInvite(booking, studio, host, url, notify);
        const common = {
          db: tx,
          photographerId: booking.photographerId,
          clientId: booking.clientId,
          projectId: booking.projectId,
          calendarInvite: { method: "REQUEST" as const, content: invite },
        };
        const key = (side: string) => `booking:${booking.id}:RESCHEDULED:${sequence}:${side}`;
        if (booking.clientEmail) {
          await email.sendEmail({
            ...common,
            to: booking.clientEmail,
            ...clientRescheduledEmail(booking, studio, url),
            deliveryKey: key("client"),
          });
        }
        if (notify) {
          const words = studioRescheduledEmail(
            booking,
            studio,
            new Date(fromStartAt),
            `${config.publicUrl}/scheduling`,
          );
          await email.sendEmail({ ...common, to: notify, ...words, deliveryKey: key("studio") });
        }
      }),
  });
}

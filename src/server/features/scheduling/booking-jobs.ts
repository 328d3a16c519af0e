/**
 * What happens after a booking commits, each exactly once (ADR 005): the request e-mails to both sides,
 * on confirmation the Google Calendar event with its Meet link and the confirmation e-mail, and on
 * cancellation the Google Calendar event deleted and an e-mail to both sides whose METHOD:CANCEL
 * invitation takes the event off their calendars. A job
 * locks its booking row, does its work through the same transaction and stamps the row, so a job that
 * runs twice finds the stamp and does nothing.
 */
import { z } from "zod";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import { defineJob } from "../../jobs/queue.js";
import {
  type BookingStudio,
  bookingInvite,
  clientCancelledEmail,
  clientConfirmedEmail,
  clientRequestEmail,
  studioCancelledEmail,
  studioRequestEmail,
} from "./booking-emails.js";
import {
  type BookingRow,
  findBookingEmailStudio,
  lockBookingById,
  updateBooking,
} from "./bookings.queries.js";
import type { CalendarService } from "./calendar.service.js";

/** Google is retried this many times before the confirmation goes out without a Meet link. */
export const CALENDAR_RETRIES = 3;

const bookingJobPayload = z.object({ bookingId: z.uuid() });

export function createBookingJobs(deps: {
  database: Database;
  config: Config;
  email: EmailService;
  calendar: CalendarService;
}) {
  const { database, config, email, calendar } = deps;
  const host = new URL(config.publicUrl).host;
  const confirmUrl = (token: string) => `${config.publicUrl}/public/booking/${token}`;

  async function studioOf(tx: DbOrTx, photographerId: string) {
    const row = await findBookingEmailStudio(tx, photographerId);
    const studio: BookingStudio = {
      businessName: row.businessName,
      timezone: row.timezone,
      replyAddress: row.emailFromAddr,
    };
    // The studio hears about bookings at the address it answers clients from, else its sign-in address.
    return { studio, notify: row.emailFromAddr ?? row.ownerEmail };
  }

  type Words = { subject: string; text: string };

  /** The client's and the studio's e-mail about a booking, each with the invitation (or its withdrawal). */
  async function emailBothSides(
    tx: DbOrTx,
    booking: BookingRow,
    method: "REQUEST" | "CANCEL",
    words: { client: (studio: BookingStudio) => Words; studio: (studio: BookingStudio) => Words },
  ) {
    const { studio, notify } = await studioOf(tx, booking.photographerId);
    const invite = bookingInvite(booking, studio, host, confirmUrl(booking.bookingToken), notify);
    const common = {
      db: tx,
      photographerId: booking.photographerId,
      clientId: booking.clientId,
      projectId: booking.projectId,
      calendarInvite: { method, content: invite },
    };
    const key = (side: string) => `booking:${booking.id}:${method}:${side}`;
    if (booking.clientEmail) {
      const to = booking.clientEmail;
      await email.sendEmail({ ...common, to, ...words.client(studio), deliveryKey: key("client") });
    }
    // The studio hears at the address it answers clients from, else its sign-in address.
    if (notify)
      await email.sendEmail({ ...common, to: notify, ...words.studio(studio), deliveryKey: key("studio") });
  }

  const requested = defineJob({
    name: "scheduling.booking-requested",
    payload: bookingJobPayload,
    handler: ({ bookingId }) =>
      database.db.transaction(async (tx) => {
        const booking = await lockBookingById(tx, bookingId);
        if (!booking || booking.requestEmailsSentAt) return;
        // Cancelled before this ran: an invitation now would only have to be withdrawn. Left unstamped,
        // so the cancellation job knows that none went out.
        if (booking.status === "CANCELLED") return;
        await emailBothSides(tx, booking, "REQUEST", {
          client: (studio) => clientRequestEmail(booking, studio, confirmUrl(booking.bookingToken)),
          studio: (studio) => studioRequestEmail(booking, studio, `${config.publicUrl}/scheduling`),
        });
        await updateBooking(tx, booking.id, { requestEmailsSentAt: new Date() });
      }),
  });

  const confirmed = defineJob({
    name: "scheduling.booking-confirmed",
    payload: bookingJobPayload,
    retryLimit: CALENDAR_RETRIES,
    retryDelaySeconds: 30,
    handler: ({ bookingId }, { retryCount }) =>
      database.db.transaction(async (tx) => {
        const locked = await lockBookingById(tx, bookingId);
        if (!locked || locked.status !== "CONFIRMED" || locked.confirmationSentAt) return;
        let booking: BookingRow = locked;
        const { studio, notify } = await studioOf(tx, booking.photographerId);
        if (!booking.calendarEventId) {
          try {
            const event = await calendar.createEvent(tx, booking.photographerId, {
              summary: `${booking.title}: ${booking.clientName ?? "Client"}`,
              description: [booking.clientEmail, booking.clientPhone, booking.description]
                .filter(Boolean)
                .join("\n"),
              startAt: booking.startAt,
              endAt: booking.endAt,
              timeZone: studio.timezone,
              attendeeEmail: booking.clientEmail,
              // Google makes one conference per request id, so a retried job can't make a second Meet.
              requestId: `focal-${booking.id}`,
            });
            if (event) {
              const updated = await updateBooking(tx, booking.id, {
                calendarEventId: event.eventId,
                meetingLink: event.meetLink,
                googleMeetLink: event.meetLink,
                updatedAt: new Date(),
              });
              booking = updated ?? booking;
            }
          } catch (error) {
            if (retryCount < CALENDAR_RETRIES) throw error;
            console.warn(
              `Booking ${booking.id}: Google Calendar event not created: ${(error as Error).message}`,
            );
          }
        }
        const current = booking;
        if (current.clientEmail) {
          const invite = bookingInvite(current, studio, host, confirmUrl(current.bookingToken), notify);
          await email.sendEmail({
            db: tx,
            photographerId: current.photographerId,
            clientId: current.clientId,
            projectId: current.projectId,
            to: current.clientEmail,
            calendarInvite: { method: "REQUEST", content: invite },
            ...clientConfirmedEmail(current, studio, confirmUrl(current.bookingToken)),
            deliveryKey: `booking:${current.id}:CONFIRMED:client`,
          });
        }
        await updateBooking(tx, current.id, { confirmationSentAt: new Date() });
      }),
  });

  const cancelled = defineJob({
    name: "scheduling.booking-cancelled",
    payload: bookingJobPayload,
    retryLimit: CALENDAR_RETRIES,
    retryDelaySeconds: 30,
    handler: ({ bookingId }, { retryCount }) =>
      database.db.transaction(async (tx) => {
        const booking = await lockBookingById(tx, bookingId);
        if (!booking || booking.status !== "CANCELLED" || booking.cancellationSentAt) return;
        // Google first, as on confirmation: a failure retries the job before any e-mail has gone out.
        if (booking.calendarEventId) {
          try {
            await calendar.deleteEvent(tx, booking.photographerId, booking.calendarEventId);
          } catch (error) {
            if (retryCount < CALENDAR_RETRIES) throw error;
            console.warn(
              `Booking ${booking.id}: Google Calendar event not deleted: ${(error as Error).message}`,
            );
          }
        }
        // Only an invitation that went out has to be withdrawn; none had when the request job was skipped.
        const invited = booking.confirmationSentAt !== null || booking.requestEmailsSentAt !== null;
        if (invited) {
          await emailBothSides(tx, booking, "CANCEL", {
            client: (studio) => clientCancelledEmail(booking, studio),
            studio: (studio) => studioCancelledEmail(booking, studio, `${config.publicUrl}/scheduling`),
          });
        }
        await updateBooking(tx, booking.id, { cancellationSentAt: new Date() });
      }),
  });

  return { requested, confirmed, cancelled, jobs: [requested, confirmed, cancelled] };
}

export type BookingJobs = ReturnType<typeof createBookingJobs>;

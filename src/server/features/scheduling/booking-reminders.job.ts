/**
 * Booking reminders: every minute, the bookings whose type asks for an e-mail (emailReminderHours) or
 * a text (smsReminderHours) that many hours before the start, now due, get it. Each goes once (ADR 005):
 * its marker on the booking is claimed by a conditional UPDATE in the transaction that sends, so a second
 * run (or a second worker) finds it set; a failed send rolls the claim back for the next run to retry.
 * Never after the start, never for a cancelled, held or expired booking; a reschedule clears the markers,
 * so the reminders go again for the new time. Times are written in the client's own zone.
 */
import { z } from "zod";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import { normalizePhone } from "../../integrations/sms/sms.phone.js";
import type { SmsService } from "../../integrations/sms/sms.service.js";
import { defineJob } from "../../jobs/queue.js";
import { claimReminder, listDueReminders, type ReminderChannel } from "./booking-reminders.queries.js";
import { reminderEmail, reminderSms } from "./booking-reminders.words.js";
import { type BookingRow, findBookingEmailStudio } from "./bookings.queries.js";

export function createBookingReminders(deps: {
  database: Database;
  config: Config;
  email: EmailService;
  sms: SmsService;
}) {
  const { database, config, email, sms } = deps;
  const pageUrl = (token: string) => `${config.publicUrl}/public/booking/${token}`;

  async function send(tx: DbOrTx, booking: BookingRow, channel: ReminderChannel) {
    const studio = await findBookingEmailStudio(tx, booking.photographerId);
    const words = { businessName: studio.businessName, timezone: studio.timezone };
    const link = { db: tx, photographerId: booking.photographerId, clientId: booking.clientId };
    if (channel === "EMAIL") {
      const sent = await email.sendEmail({
        ...link,
        projectId: booking.projectId,
        to: booking.clientEmail!,
        ...reminderEmail(booking, words, pageUrl(booking.bookingToken)),
        deliveryKey: `booking:${booking.id}:REMINDER:${booking.sequence}`,
      });
      if (sent.status === "failed") throw new Error(`reminder e-mail failed: ${sent.error}`);
      return;
    }
    // A number that can never take a text is not retried every minute: the claim stands, nothing sent.
    if (!normalizePhone(booking.clientPhone!)) return;
    const sent = await sms.sendSms({
      ...link,
      projectId: booking.projectId,
      to: booking.clientPhone!,
      body: reminderSms(booking, words, pageUrl(booking.bookingToken)),
    });
    if (sent.status === "failed") throw new Error(`reminder text failed: ${sent.error}`);
  }

  async function remind(now: Date): Promise<void> {
    for (const due of await listDueReminders(database.db, now)) {
      const channels: ReminderChannel[] = [
        ...(due.emailDue ? (["EMAIL"] as const) : []),
        ...(due.smsDue ? (["SMS"] as const) : []),
      ];
      for (const channel of channels) {
        try {
          await database.db.transaction(async (tx) => {
            const booking = await claimReminder(tx, due.id, channel, due.startAt, now);
            if (booking) await send(tx, booking, channel);
          });
        } catch (error) {
          // Left unclaimed (rolled back): the next run tries again, until the start.
          console.warn(`Booking ${due.id}: ${channel} reminder not sent: ${(error as Error).message}`);
        }
      }
    }
  }

  return defineJob({
    name: "scheduling.booking-reminders",
    // `at`: the instant to run as (tests); the timetable's runs use the clock.
    payload: z.object({ at: z.iso.datetime().optional() }),
    schedule: "* * * * *",
    handler: ({ at }) => remind(at ? new Date(at) : new Date()),
  });
}

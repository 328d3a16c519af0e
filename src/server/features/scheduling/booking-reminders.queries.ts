/**
 * The SQL of booking reminders: the bookings whose e-mail or text reminder is due, and the claim of a
 * reminder's marker, made in the transaction that sends it.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { bookings, clients } from "../../db/schema/index.js";

/** Only bookings still on get reminders: never cancelled, held (unpaid) or expired ones. */
export const REMINDED_STATUSES = ["PENDING", "CONFIRMED"];
/** The longest reminder a type may ask for (14 days): bookings further ahead are not looked at. */
const FURTHEST_MS = 14 * 24 * 3_600_000;

export type ReminderChannel = "EMAIL" | "SMS";

/** The booking's type's hours for the channel; an untyped booking follows the studio's default type. */
function hoursOf(channel: ReminderChannel): SQL<number | null> {
  const column = sql.raw(channel === "EMAIL" ? "t.email_reminder_hours" : "t.sms_reminder_hours");
  return sql<number | null>`CASE WHEN ${bookings.sessionTypeId} IS NOT NULL
      THEN (SELECT ${column} FROM session_types t WHERE t.id = ${bookings.sessionTypeId})
      ELSE (SELECT ${column} FROM session_types t
             WHERE t.photographer_id = ${bookings.photographerId} AND t.is_default) END`;
}

/** `start − hours ≤ now`, in real time (an instant less a number of hours: DST changes nothing). */
function isDue(channel: ReminderChannel, now: Date): SQL {
  return sql`${bookings.startAt} <= ${now.toISOString()}::timestamptz + ${hoursOf(channel)} * interval '1 hour'`;
}

/** Bookings with a reminder due now and not yet sent, on a channel they have an address (and consent) for. */
export async function listDueReminders(db: DbOrTx, now: Date) {
  const emailDue = and(
    isNull(bookings.emailReminderSentAt),
    isNotNull(bookings.clientEmail),
    isDue("EMAIL", now),
  );
  // A text only to a client who agreed to texts (the booking form's box, or the studio's record) and
  // has not replied STOP since: both land in clients.sms_opt_in, read each time the job runs.
  const smsDue = and(
    isNull(bookings.smsReminderSentAt),
    isNotNull(bookings.clientPhone),
    eq(clients.smsOptIn, true),
    isDue("SMS", now),
  );
  return db
    .select({
      id: bookings.id,
      startAt: bookings.startAt,
      emailDue: sql<boolean>`coalesce(${emailDue}, false)`,
      smsDue: sql<boolean>`coalesce(${smsDue}, false)`,
    })
    .from(bookings)
    .leftJoin(
      clients,
      and(eq(clients.id, bookings.clientId), eq(clients.photographerId, bookings.photographerId)),
    )
    .where(
      and(
        inArray(bookings.status, REMINDED_STATUSES),
        gt(bookings.startAt, now),
        lte(bookings.startAt, new Date(now.getTime() + FURTHEST_MS)),
        or(emailDue, smsDue),
      ),
    )
    .orderBy(bookings.startAt)
    .limit(500);
}

/**
 * Claims the reminder: sets its marker only if still unset, for the start it was due for, while the
 * booking is on and not yet begun. The booking row stays locked until the sending transaction ends, so
 * a second run waits and then finds the marker set.
 */
export async function claimReminder(
  tx: DbOrTx,
  bookingId: string,
  channel: ReminderChannel,
  startAt: Date,
  now: Date,
) {
  const marker = channel === "EMAIL" ? bookings.emailReminderSentAt : bookings.smsReminderSentAt;
  const [row] = await tx
    .update(bookings)
    .set(channel === "EMAIL" ? { emailReminderSentAt: now } : { smsReminderSentAt: now })
    .where(
      and(
        eq(bookings.id, bookingId),
        isNull(marker),
        eq(bookings.startAt, startAt),
        gt(bookings.startAt, now),
        inArray(bookings.status, REMINDED_STATUSES),
      ),
    )
    .returning();
  return row ?? null;
}

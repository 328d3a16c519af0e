/**
 * What the booking's own page shows on top of the booking: its type, the policy (until when the
 * client may reschedule or cancel online), the payment and refund, the answers and the history.
 */
import type { BookingPolicy, BookingSelfServiceFields, RefundRule } from "../../../shared/session-types.js";
import type { DbOrTx } from "../../db/connect.js";
import { historyOf } from "./booking-history.queries.js";
import { paymentsOf } from "./booking-refunds.queries.js";
import { findBookingType, findStudioLinks } from "./booking-self-service.queries.js";
import { type BookingRow, findBookingEmailStudio } from "./bookings.queries.js";
import type { SessionTypeRow } from "./type-slot-finder.js";
import { publicSummary } from "./typed-booking.queries.js";

const HOUR_MS = 3_600_000;
/** A booking without any type (a studio that has none) keeps the defaults a new type gets. */
const DEFAULT_NOTICE_HOURS = 24;
/** Only these can still be moved or cancelled by the client. */
const CHANGEABLE = new Set(["PENDING", "CONFIRMED"]);

/** Until when the client may act: the start less the type's notice, and only while it is on. */
export function policyOf(
  booking: Pick<BookingRow, "startAt" | "status">,
  type: SessionTypeRow | null,
  now: Date,
): BookingPolicy {
  const cancelNoticeHours = type?.cancelNoticeHours ?? DEFAULT_NOTICE_HOURS;
  const rescheduleNoticeHours = type?.rescheduleNoticeHours ?? DEFAULT_NOTICE_HOURS;
  const cancelDeadline = new Date(booking.startAt.getTime() - cancelNoticeHours * HOUR_MS);
  const rescheduleDeadline = new Date(booking.startAt.getTime() - rescheduleNoticeHours * HOUR_MS);
  const open = CHANGEABLE.has(booking.status);
  return {
    cancelNoticeHours,
    rescheduleNoticeHours,
    refundRule: (type?.refundRule as RefundRule | undefined) ?? "FULL",
    canCancel: open && now.getTime() <= cancelDeadline.getTime(),
    canReschedule: open && now.getTime() <= rescheduleDeadline.getTime(),
    cancelDeadline: cancelDeadline.toISOString(),
    rescheduleDeadline: rescheduleDeadline.toISOString(),
  };
}

export async function selfServiceFields(
  db: DbOrTx,
  booking: BookingRow,
  now = new Date(),
): Promise<BookingSelfServiceFields> {
  const [type, studio, replyTo, payments, history] = await Promise.all([
    findBookingType(db, booking),
    findStudioLinks(db, booking.photographerId),
    findBookingEmailStudio(db, booking.photographerId),
    paymentsOf(db, [booking.id]),
    historyOf(db, [booking.id]),
  ]);
  return {
    sessionType: type ? publicSummary(type, studio.currency) : null,
    policy: policyOf(booking, type, now),
    payment: payments.get(booking.id) ?? null,
    publicToken: studio.publicToken,
    slug: type?.slug ?? null,
    answers: booking.answers ?? [],
    history: history.get(booking.id) ?? [],
    // The address the booking e-mails reply to, so the page and the e-mails name the same one.
    studio: {
      businessName: replyTo.businessName,
      email: replyTo.emailFromAddr ?? replyTo.ownerEmail,
      phone: studio.phone?.trim() || null,
    },
  };
}

/**
 * The client's own reschedule and cancel, from the booking's page (by its token, without signing in),
 * until the type's notice before the current start (the policy on the page).
 *
 * A reschedule is decided like a booking (public-booking.service.ts): the studio's row is locked, so
 * the studio's bookings change one at a time; the booking is read again under that lock (twenty
 * identical requests make one move: the others find it already there); the new start must be an
 * AVAILABLE slot of the booking's type, the booking itself not counting against it; and the unique
 * index on (studio, start) is the last line. The move bumps the invitation's SEQUENCE (same UID) and
 * clears the reminder markers, so the reminders go again for the new time.
 *
 * A cancel goes through the studio's own cancel (bookings.service.ts): the METHOD:CANCEL e-mails are
 * the same job, sent once, and a paid booking's refund (by the type's rule) is written in the same
 * commit and asked of the provider right after it.
 */
import { localIsoDate } from "../../../shared/automation-schedule.js";
import { BOOKING_NOT_FOUND, SLOT_TAKEN, SLOT_UNAVAILABLE } from "../../../shared/scheduling.js";
import type { TypeSlot } from "../../../shared/session-slots.js";
import {
  BOOKING_ALREADY_CANCELLED,
  type CancelBookingResult,
  HOLD_EXPIRED,
  PAST_CANCEL_POLICY,
  PAST_RESCHEDULE_POLICY,
  type RefundRule,
  refundCentsFor,
  type SelfServiceBookingView,
} from "../../../shared/session-types.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, HttpError } from "../../http/errors.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { ProjectsService } from "../projects/projects.service.js";
import { findSchedulingStudio } from "./availability.queries.js";
import { formatBookingTime } from "./booking-emails.js";
import { insertBookingHistory } from "./booking-history.queries.js";
import type { BookingRefunds } from "./booking-refunds.service.js";
import type { createRescheduledJob } from "./booking-self-service.jobs.js";
import { findBookingType } from "./booking-self-service.queries.js";
import { policyOf } from "./booking-self-service.view.js";
import {
  type BookingRow,
  findBookingByToken,
  lockBookingById,
  lockStudioForBooking,
  updateBooking,
} from "./bookings.queries.js";
import type { BookingsService } from "./bookings.service.js";
import type { TypeSlotFinder } from "./type-slot-finder.js";

export const BOOKING_AWAITING_PAYMENT = "This booking is waiting for its payment to complete";
const NO_TYPE = "This booking cannot be changed online; please contact the studio";

const bookingNotFound = () => new HttpError(404, BOOKING_NOT_FOUND);

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === "23505" || (error as { code?: string }).code === "23505";
}

/** Cancelled, expired and held bookings are not the client's to change; each says why. */
function checkChangeable(booking: BookingRow) {
  if (booking.status === "CANCELLED") throw conflict(BOOKING_ALREADY_CANCELLED);
  if (booking.status === "EXPIRED") throw conflict(HOLD_EXPIRED);
  if (booking.status === "HELD") throw conflict(BOOKING_AWAITING_PAYMENT);
}

/** Another booking (or its buffer) holds it: taken. Not offered, too soon, busy or full: unavailable. */
function checkBookable(slot: TypeSlot | undefined): TypeSlot {
  if (!slot) throw conflict(SLOT_UNAVAILABLE);
  if (slot.status === "BOOKED" || slot.status === "BUFFER") throw conflict(SLOT_TAKEN);
  if (slot.status !== "AVAILABLE") throw conflict(SLOT_UNAVAILABLE);
  return slot;
}

export function createBookingSelfService(deps: {
  database: Database;
  queue: JobQueue;
  typeFinder: TypeSlotFinder;
  bookings: BookingsService;
  refunds: BookingRefunds;
  projects: ProjectsService;
  rescheduled: ReturnType<typeof createRescheduledJob>;
  view: (token: string) => Promise<SelfServiceBookingView>;
}) {
  const { database, queue, typeFinder, bookings, refunds, projects, rescheduled, view } = deps;
  const { db } = database;

  async function activity(
    tx: DbOrTx,
    booking: BookingRow,
    action: "BOOKING_RESCHEDULED" | "BOOKING_CANCELLED",
    title: string,
    description: string,
  ) {
    if (!booking.projectId) return;
    await projects.recordActivity(tx, {
      photographerId: booking.photographerId,
      projectId: booking.projectId,
      action,
      title,
      description,
      metadata: { bookingId: booking.id },
    });
  }

  async function reschedule(token: string, start: string): Promise<SelfServiceBookingView> {
    const found = await findBookingByToken(db, token);
    if (!found) throw bookingNotFound();
    checkChangeable(found);
    const startMs = Date.parse(start);
    const [studio, type] = await Promise.all([
      findSchedulingStudio(db, found.photographerId),
      findBookingType(db, found),
    ]);
    if (!studio || !type) throw conflict(NO_TYPE);
    if (!policyOf(found, type, new Date()).canReschedule) throw conflict(PAST_RESCHEDULE_POLICY);
    if (found.startAt.getTime() === startMs) return view(token);
    const date = localIsoDate(new Date(startMs), studio.timezone);
    // Busy times from Google are read before the lock: a network call must not hold up other bookings.
    const options = { ignoreBookingId: found.id };
    const before = await typeFinder.find(db, studio, type, date, date, { ...options, withCalendar: true });
    checkBookable(before.find((s) => s.startMs === startMs));
    try {
      await db.transaction(async (tx) => {
        await lockStudioForBooking(tx, studio.id);
        const booking = (await lockBookingById(tx, found.id))!;
        checkChangeable(booking);
        // Replays of the same move find it made: nothing more to do.
        if (booking.startAt.getTime() === startMs) return;
        const now = new Date();
        if (!policyOf(booking, type, now).canReschedule) throw conflict(PAST_RESCHEDULE_POLICY);
        const slots = await typeFinder.find(tx, studio, type, date, date, { ...options, now });
        const slot = checkBookable(slots.find((s) => s.startMs === startMs));
        const sequence = booking.sequence + 1;
        const moved = (await updateBooking(tx, booking.id, {
          startAt: new Date(slot.startMs),
          endAt: new Date(slot.endMs),
          sequence,
          emailReminderSentAt: null,
          smsReminderSentAt: null,
          updatedAt: now,
        }))!;
        await insertBookingHistory(tx, {
          photographerId: booking.photographerId,
          bookingId: booking.id,
          action: "RESCHEDULED",
          actor: "CLIENT",
          fromStartAt: booking.startAt,
          toStartAt: moved.startAt,
        });
        const was = formatBookingTime(booking.startAt, booking.endAt, studio.timezone);
        const to = formatBookingTime(moved.startAt, moved.endAt, studio.timezone);
        await activity(tx, booking, "BOOKING_RESCHEDULED", "Booking moved by the client", `${was} → ${to}`);
        await queue.enqueue(
          rescheduled,
          { bookingId: booking.id, sequence, fromStartAt: booking.startAt.toISOString() },
          { tx },
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN);
      throw error;
    }
    return view(token);
  }

  async function cancel(token: string, reason: string | null | undefined): Promise<CancelBookingResult> {
    const found = await findBookingByToken(db, token);
    if (!found) throw bookingNotFound();
    await db.transaction(async (tx) => {
      const booking = (await lockBookingById(tx, found.id))!;
      checkChangeable(booking);
      const type = await findBookingType(tx, booking);
      if (!policyOf(booking, type, new Date()).canCancel) throw conflict(PAST_CANCEL_POLICY);
      const rule = (type?.refundRule ?? "FULL") as RefundRule;
      const deposit = type?.depositCents ?? 0;
      await bookings.setStatusWithin(tx, booking.photographerId, booking.id, "CANCELLED", {
        actor: "CLIENT",
        reason: reason || null,
        refundFor: (paid) => refundCentsFor(rule, paid, deposit),
      });
      const why = reason ? `Reason: ${reason}` : "No reason given";
      await activity(tx, booking, "BOOKING_CANCELLED", "Booking cancelled by the client", why);
    });
    await refunds.finishPendingOf(found.id);
    const page = await view(token);
    const payment = page.payment;
    const refund =
      payment?.refundStatus && payment.refundedCents > 0
        ? { amountCents: payment.refundedCents, currency: payment.currency, status: payment.refundStatus }
        : null;
    return { ...page, refund };
  }

  return { reschedule, cancel };
}

export type BookingSelfService = ReturnType<typeof createBookingSelfService>;

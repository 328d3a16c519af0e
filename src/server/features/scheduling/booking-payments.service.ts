/**
 * Paying for a booking of a paid session type. The booking is HELD with a PENDING payment while the
 * client is at the provider's checkout (test page or Stripe); completion arrives from either and ends
 * in `complete`, where one conditional UPDATE on the payment decides, exactly once, and everything the
 * payment causes (the booking CONFIRMED, its history, the e-mail and calendar jobs, the business event)
 * commits with that UPDATE.
 *
 * A payment that arrives after its hold expired still gets its slot if nobody took it in the meantime;
 * otherwise it is recorded and refunded in full through booking-refunds.service.ts (money is never kept
 * for a slot not given). Either way the payment enters the earnings ledger when it completes.
 */
import { formatMoney } from "../../../shared/currency.js";
import { splitPayment, TEST_CARD_SUCCESS, type TestCheckoutSession } from "../../../shared/payments.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { HttpError } from "../../http/errors.js";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.js";
import { type BusinessEvent, businessEventJob, type EventBus } from "../../jobs/events.js";
import type { JobQueue } from "../../jobs/queue.js";
import { CARD_DECLINED } from "../payments/payment-intents.service.js";
import { emitBookingEvent, emitBookingPaymentReceived } from "../webhooks/webhook-emitters.js";
import { recordBookingEarning } from "./booking-earnings.queries.js";
import { insertHistory } from "./booking-holds.queries.js";
import type { BookingJobs } from "./booking-jobs.js";
import {
  completeBookingPayment,
  findSessionBookingPayment,
  findSessionTypeById,
} from "./booking-payments.queries.js";
import type { BookingRefunds } from "./booking-refunds.service.js";
import {
  activeBookingsBetween,
  lockBookingById,
  lockStudioForBooking,
  updateBooking,
} from "./bookings.queries.js";

export type BookingCheckoutOutcome = "confirmed" | "refunded" | "already-recorded";

export function createBookingPaymentsService(deps: {
  database: Database;
  config: Config;
  provider: PaymentProvider;
  queue: JobQueue;
  bus: EventBus;
  jobs: BookingJobs;
  refunds: BookingRefunds;
}) {
  const { database, config, provider, queue, jobs, refunds } = deps;
  const { db } = database;
  const businessEvent = businessEventJob(deps.bus);
  const bookingUrl = (token: string, outcome: string) =>
    `${new URL(`/public/booking/${encodeURIComponent(token)}`, config.publicUrl)}?payment=${outcome}`;

  /**
   * Records a completed checkout of a booking; null when the session is not a booking's (a proposal's,
   * or one Focal never made). Safe to call any number of times.
   */
  async function complete(input: {
    sessionId: string;
    paymentIntentId: string | null;
  }): Promise<{ outcome: BookingCheckoutOutcome; bookingToken: string } | null> {
    const found = await findSessionBookingPayment(db, input.sessionId);
    if (!found) return null;
    const { payment } = found;
    const done = await db.transaction(async (tx) => {
      const now = new Date();
      // The studio first, then the booking: the order a booking takes, so a late payment's check of
      // its slot and a new booking of that slot are decided one after the other.
      await lockStudioForBooking(tx, payment.photographerId);
      const booking = await lockBookingById(tx, payment.bookingId);
      if (!booking) return { outcome: "already-recorded" as const, bookingToken: found.bookingToken };
      const paid = await completeBookingPayment(tx, payment.id, {
        completedAt: now,
        paymentIntentId: input.paymentIntentId,
      });
      if (!paid) return { outcome: "already-recorded" as const, bookingToken: booking.bookingToken };
      await emitBookingPaymentReceived(tx, queue, paid);
      await recordBookingEarning(
        tx,
        { ...paid, projectId: booking.projectId },
        config.PLATFORM_FEE_BASIS_POINTS,
        now,
      );

      // Still HELD: nobody else can have its slot (a booking expires lapsed holds before inserting, under
      // the studio's lock taken here too). EXPIRED: it gets its slot only if that is still free.
      let keep = booking.status === "HELD";
      if (booking.status === "EXPIRED") {
        const type = booking.sessionTypeId ? await findSessionTypeById(tx, booking.sessionTypeId) : null;
        const before = (type?.bufferBeforeMinutes ?? 0) * 60_000;
        const after = (type?.bufferAfterMinutes ?? 0) * 60_000;
        const clashing = await activeBookingsBetween(
          tx,
          booking.photographerId,
          new Date(booking.startAt.getTime() - before),
          new Date(booking.endAt.getTime() + after),
          now,
        );
        keep = clashing.every((b) => b.id === booking.id);
      }
      if (!keep) {
        await refunds.reserveWithin(tx, booking.id, (paidCents) => paidCents, now);
        await insertHistory(tx, {
          photographerId: booking.photographerId,
          bookingId: booking.id,
          action: "PAID",
          actor: "CLIENT",
          note: "Paid after the hold ran out and the time was taken: refunded in full",
        });
        return { outcome: "refunded" as const, bookingToken: booking.bookingToken };
      }

      await updateBooking(tx, booking.id, {
        status: "CONFIRMED",
        confirmedAt: now,
        holdExpiresAt: null,
        updatedAt: now,
      });
      await insertHistory(tx, {
        photographerId: booking.photographerId,
        bookingId: booking.id,
        action: "PAID",
        actor: "CLIENT",
        toStartAt: booking.startAt,
        note: `${formatMoney(paid.amountCents, paid.currency)} paid`,
      });
      // What a free booking sends at once waits for the money: the request e-mails (the studio hears of
      // the booking), the confirmation with the calendar event, and the automations' event.
      await queue.enqueue(jobs.requested, { bookingId: booking.id }, { tx });
      await queue.enqueue(jobs.confirmed, { bookingId: booking.id }, { tx });
      await emitBookingEvent(tx, queue, "booking.created", booking.id);
      // A booking's client is only gone when it was deleted (with its bookings): no one to automate for.
      if (booking.clientId) {
        const event: BusinessEvent = {
          photographerId: booking.photographerId,
          eventType: "APPOINTMENT_BOOKED",
          clientId: booking.clientId,
          projectId: booking.projectId,
          subjectId: booking.id,
          occurredAt: now.toISOString(),
        };
        await queue.enqueue(businessEvent, event, { tx });
      }
      return { outcome: "confirmed" as const, bookingToken: booking.bookingToken };
    });
    // The refund is asked of the provider once the decision is committed; a failure is left to its job.
    if (done.outcome === "refunded") await refunds.finishPendingOf(payment.bookingId);
    return done;
  }

  /** GET /api/test-checkout/{sessionId} for a booking's checkout; null when it is not one. */
  async function testSession(sessionId: string): Promise<TestCheckoutSession | null> {
    if (provider.kind !== "test") return null;
    const found = await findSessionBookingPayment(db, sessionId);
    if (!found) return null;
    return {
      id: sessionId,
      amountCents: found.payment.amountCents,
      currency: found.payment.currency,
      description: checkoutDescription(found.bookingTitle, found.startAt, found.timezone),
      businessName: found.businessName,
      status: found.payment.status === "COMPLETED" ? "complete" : "open",
      cancelUrl: bookingUrl(found.bookingToken, "cancelled"),
    };
  }

  /**
   * POST /api/test-checkout/{sessionId}/pay for a booking's checkout; null when it is not one. An
   * expired hold's checkout can still be paid here, as Stripe may complete one racing its expiry:
   * `complete` then gives the slot or the money back.
   */
  async function payTest(sessionId: string, cardNumber: string): Promise<{ redirectUrl: string } | null> {
    if (provider.kind !== "test") return null;
    const found = await findSessionBookingPayment(db, sessionId);
    if (!found) return null;
    if (found.payment.status === "COMPLETED") {
      const outcome = found.payment.refundedCents > 0 ? "refunded" : "success";
      return { redirectUrl: bookingUrl(found.bookingToken, outcome) };
    }
    if (cardNumber !== TEST_CARD_SUCCESS) throw new HttpError(402, CARD_DECLINED);
    const done = await complete({ sessionId, paymentIntentId: `pi_for_${sessionId}` });
    const token = done?.bookingToken ?? found.bookingToken;
    return { redirectUrl: bookingUrl(token, done?.outcome === "refunded" ? "refunded" : "success") };
  }

  /** The checkout of a held booking at the provider: its fee split as for a proposal's. */
  function checkoutFor(input: {
    amountCents: number;
    currency: string;
    description: string;
    destinationAccountId: string | null;
    bookingToken: string;
    customerEmail: string;
    bookingPaymentId: string;
  }) {
    return provider.createCheckoutSession({
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      destinationAccountId: input.destinationAccountId,
      applicationFeeCents: splitPayment(input.amountCents, config.PLATFORM_FEE_BASIS_POINTS).platformFeeCents,
      successUrl: bookingUrl(input.bookingToken, "success"),
      cancelUrl: bookingUrl(input.bookingToken, "cancelled"),
      customerEmail: input.customerEmail,
      metadata: { bookingPaymentId: input.bookingPaymentId },
    });
  }

  return { complete, testSession, payTest, checkoutFor, provider };
}

export type BookingPaymentsService = ReturnType<typeof createBookingPaymentsService>;

/** How a paid booking is described at checkout: "Mini session on Saturday, June 6, 2026 at 9:00 AM". */
export function checkoutDescription(typeName: string, startAt: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "full", timeStyle: "short" });
  return `${typeName} on ${when.format(startAt)}`;
}

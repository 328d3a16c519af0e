/**
 * Money a studio received itself (a cheque, cash, a bank transfer), recorded against a signed proposal.
 * It counts exactly as a card payment does: the proposal's status moves (PAID_PARTIAL / PAID_FULL), and
 * the same business event goes out, which sends the client's receipt and the studio's notice and runs
 * the studio's payment automations.
 *
 * Decisions:
 * - Only once the proposal is signed (SIGNED or paid): the client's signature is what the money is for,
 *   and a cheque taken for an unsigned proposal has nothing agreed to count against (409).
 * - No earnings row and no platform fee. Earnings are the ledger of money that reached the studio's
 *   payment account, and payouts draw on them; cash never passed through the platform, so there is no
 *   fee to take, and a row would let the studio "pay out" money it already holds. Revenue (money
 *   received, revenue.queries.ts) counts it like any other payment.
 * - "What is left" is the total less what was kept (payments less SUCCEEDED refunds), read after the
 *   proposal's row is locked, so parallel requests are decided one at a time and never exceed the total;
 *   the database's guard (migrations 0010 and 0019) refuses it too.
 */

import { addDaysToIsoDate, localIsoDate, zonedTimeToUtc } from "../../../shared/automation-schedule.js";
import { formatMoney } from "../../../shared/currency.js";
import type { ManualPaymentInput, ProposalPayment } from "../../../shared/payments.js";
import type { Database } from "../../db/connect.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import { type BusinessEvent, businessEventJob, type EventBus } from "../../jobs/events.js";
import type { JobQueue } from "../../jobs/queue.js";
import { emitPaymentReceived } from "../webhooks/webhook-emitters.js";
import { setProposalStatus } from "./checkout.queries.js";
import { paidStatus } from "./paid-status.js";
import { paidCentsOf } from "./payments.queries.js";
import { findStudioTimeZone, insertManualPayment, lockStudioProposal, methodOf } from "./refunds.queries.js";

/** How far back a payment may be dated: older money belongs in the studio's old books, not here. */
const OLDEST_YEARS = 10;

const isoOf = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

export function createManualPaymentsService(database: Database, queue: JobQueue, bus: EventBus) {
  const { db } = database;
  const businessEvent = businessEventJob(bus);

  /** The instant a payment received on `day` counts from: now if today, else noon on the studio's clock. */
  function receivedAt(day: string, today: string, timeZone: string, now: Date): Date {
    if (day === today) return now;
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    return zonedTimeToUtc({ year, month, day: date, hour: 12, minute: 0 }, timeZone);
  }

  async function recordManualPayment(
    photographerId: string,
    estimateId: string,
    input: ManualPaymentInput,
  ): Promise<ProposalPayment> {
    const now = new Date();
    const timeZone = (await findStudioTimeZone(db, photographerId)) ?? "UTC";
    const today = localIsoDate(now, timeZone);
    if (input.receivedOn > today) throw badRequest("receivedOn can't be in the future");
    const oldest = isoOf(addDaysToIsoDate(today, -Math.round(OLDEST_YEARS * 365.25)));
    if (input.receivedOn < oldest) {
      throw badRequest(`receivedOn can't be more than ${OLDEST_YEARS} years ago`);
    }
    return db.transaction(async (tx) => {
      const estimate = await lockStudioProposal(tx, photographerId, estimateId);
      if (!estimate) throw notFound("Proposal not found");
      const signed = estimate.signedAt !== null || estimate.status.startsWith("PAID");
      if (!signed || estimate.status === "EXPIRED") {
        throw conflict("Payments can be recorded once the client has signed the proposal");
      }
      const kept = await paidCentsOf(tx, estimate.id);
      const left = Math.max(0, estimate.totalCents - kept);
      if (input.amountCents > left) {
        throw conflict(
          left === 0
            ? "This proposal is already paid in full"
            : `Only ${formatMoney(left, estimate.currency)} is still owed on this proposal`,
        );
      }
      const completedAt = receivedAt(input.receivedOn, today, timeZone, now);
      const payment = await insertManualPayment(tx, {
        photographerId,
        estimateId: estimate.id,
        clientId: estimate.clientId,
        amountCents: input.amountCents,
        method: input.method,
        status: "COMPLETED",
        completedAt,
        receivedOn: input.receivedOn,
        note: input.note || null,
      });
      const status = paidStatus(estimate.status, kept + payment.amountCents, estimate.totalCents);
      await setProposalStatus(tx, estimate.id, status, now);
      const event: BusinessEvent = {
        photographerId,
        eventType: status === "PAID_FULL" ? "FULL_PAYMENT_MADE" : "DEPOSIT_PAID",
        clientId: payment.clientId,
        projectId: estimate.projectId,
        subjectId: payment.id,
        occurredAt: now.toISOString(),
        amountCents: payment.amountCents,
      };
      await queue.enqueue(businessEvent, event, { tx });
      await emitPaymentReceived(tx, queue, payment.id);
      return {
        id: payment.id,
        kind: "PAYMENT",
        method: methodOf(payment.method),
        amountCents: payment.amountCents,
        status: "COMPLETED",
        createdAt: payment.createdAt.toISOString(),
        paidAt: completedAt.toISOString(),
        receivedOn: payment.receivedOn,
        note: payment.note,
        refundableCents: payment.amountCents,
        refundedAt: null,
      };
    });
  }

  return { recordManualPayment };
}

export type ManualPaymentsService = ReturnType<typeof createManualPaymentsService>;

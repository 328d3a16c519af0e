/**
 * The receipts the public proposal page lists: one per payment received (COMPLETED), oldest first, each
 * with the only id the receipt's address needs. A cheque's or a transfer's day is given at noon in the
 * studio's zone, so that it reads as that day wherever the client is.
 */
import { zonedTimeToUtc } from "../../../shared/automation-schedule.js";
import type { PublicReceipt } from "../../../shared/autopay.js";
import type { DbOrTx } from "../../db/connect.js";
import { completedPayments, refundsOf } from "../documents/documents.queries.js";
import { methodOf } from "../documents/documents.service.js";

function receivedAt(
  payment: { receivedOn: string | null; completedAt: Date | null; createdAt: Date },
  timeZone: string,
) {
  if (payment.receivedOn) {
    const [year, month, day] = payment.receivedOn.split("-").map(Number) as [number, number, number];
    return zonedTimeToUtc({ year, month, day, hour: 12, minute: 0 }, timeZone).toISOString();
  }
  return (payment.completedAt ?? payment.createdAt).toISOString();
}

export async function publicReceipts(
  db: DbOrTx,
  estimateId: string,
  timeZone: string,
): Promise<PublicReceipt[]> {
  const payments = await completedPayments(db, estimateId);
  const refunds = await refundsOf(
    db,
    payments.map((p) => p.id),
  );
  return payments.map((p) => {
    const refundedCents = refunds
      .filter((r) => r.paymentId === p.id && r.status === "SUCCEEDED")
      .reduce((total, r) => total + r.amountCents, 0);
    return {
      paymentId: p.id,
      amountCents: p.amountCents,
      receivedAt: receivedAt(p, timeZone),
      method: methodOf(p.method),
      refunded: refundedCents >= p.amountCents,
    };
  });
}

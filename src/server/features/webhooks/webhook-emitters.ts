/**
 * What each change tells a studio's webhooks. The services call these inside the transaction that makes
 * the change, so an event is written exactly when its change commits (and never when it rolls back).
 * Each builds a small, stable `data` object of ids and plain fields; the reads are in
 * webhook-emission.queries.ts. Kept out of the services so that each of them gains one call.
 */
import type { DbOrTx } from "../../db/connect.js";
import type { JobQueue } from "../../jobs/queue.js";
import {
  bookingEventData,
  contractEventData,
  messageEventData,
  paymentEventData,
  proposalEventData,
  questionnaireEventData,
  refundEventData,
} from "./webhook-emission.queries.js";
import { subscribedEndpointIds } from "./webhook-emit.queries.js";
import { emitWebhookEvent } from "./webhook-events.js";

/** A message's text beyond this is cut: the event says that a message came, the thread holds it whole. */
const MESSAGE_EXCERPT_CHARS = 2000;

interface NewClient {
  id: string;
  photographerId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  leadSource: string;
  createdAt: Date;
}

const clientData = (row: NewClient) => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  phone: row.phone,
  leadSource: row.leadSource,
  createdAt: row.createdAt.toISOString(),
});

/**
 * `client.created` for a row just inserted (or nothing, when the insert was skipped); answers the row,
 * so that a service can wrap its insert in it.
 */
export async function withClientCreated<T extends NewClient | undefined>(
  tx: DbOrTx,
  queue: JobQueue,
  row: T,
): Promise<T> {
  if (row) await emitWebhookEvent(tx, queue, row.photographerId, "client.created", clientData(row));
  return row;
}

/** `client.created` for each row of an import batch; a studio with no endpoint for it costs one read. */
export async function emitClientsCreated(tx: DbOrTx, queue: JobQueue, rows: NewClient[]) {
  const first = rows[0];
  if (!first || (await subscribedEndpointIds(tx, first.photographerId, "client.created")).length === 0)
    return;
  for (const row of rows) await withClientCreated(tx, queue, row);
}

export function emitStageChanged(
  tx: DbOrTx,
  queue: JobQueue,
  move: {
    photographerId: string;
    projectId: string;
    fromStageId: string | null;
    fromStageName: string | null;
    toStageId: string;
    toStageName: string;
    movedAt: Date;
  },
) {
  const { photographerId, movedAt, ...rest } = move;
  return emitWebhookEvent(tx, queue, photographerId, "project.stage_changed", {
    ...rest,
    movedAt: movedAt.toISOString(),
  });
}

/** `project.stage_changed` for each project a deleted stage sent on to another. */
export async function emitStageMoves(
  tx: DbOrTx,
  queue: JobQueue,
  photographerId: string,
  projectIds: string[],
  move: { from: { id: string; name: string }; to: { id: string; name: string }; at: Date },
) {
  const { from, to, at } = move;
  for (const projectId of projectIds) {
    await emitStageChanged(tx, queue, {
      photographerId,
      projectId,
      fromStageId: from.id,
      fromStageName: from.name,
      toStageId: to.id,
      toStageName: to.name,
      movedAt: at,
    });
  }
}

export async function emitProposalEvent(
  tx: DbOrTx,
  queue: JobQueue,
  type: "proposal.sent" | "proposal.signed",
  proposalId: string,
) {
  const found = await proposalEventData(tx, proposalId);
  if (!found) return;
  const { photographerId, signedAt, signedByName, ...data } = found;
  const signature = type === "proposal.signed" ? { signedAt, signedByName } : {};
  await emitWebhookEvent(tx, queue, photographerId, type, { ...data, ...signature });
}

export async function emitContractCompleted(
  tx: DbOrTx,
  queue: JobQueue,
  photographerId: string,
  proposalId: string,
) {
  const data = await contractEventData(tx, photographerId, proposalId);
  if (data) await emitWebhookEvent(tx, queue, photographerId, "contract.completed", data);
}

/** `payment.received`: called only where a payment is counted, so a replayed webhook emits nothing. */
export async function emitPaymentReceived(tx: DbOrTx, queue: JobQueue, paymentId: string) {
  const found = await paymentEventData(tx, paymentId);
  if (!found) return;
  const { photographerId, ...data } = found;
  await emitWebhookEvent(tx, queue, photographerId, "payment.received", data);
}

/** `payment.refunded`: when a refund has SUCCEEDED (money recorded by hand at once, a card's once settled). */
export async function emitPaymentRefunded(tx: DbOrTx, queue: JobQueue, refundId: string) {
  const found = await refundEventData(tx, refundId);
  if (!found) return;
  const { photographerId, ...data } = found;
  await emitWebhookEvent(tx, queue, photographerId, "payment.refunded", data);
}

interface BookingPaymentRow {
  id: string;
  photographerId: string;
  bookingId: string;
  clientId: string | null;
  amountCents: number;
  refundedCents: number;
  currency: string;
  completedAt: Date | null;
  refundedAt: Date | null;
}

/** `payment.received` for a paid booking, from the update that counted it (so once, however often retried). */
export async function emitBookingPaymentReceived(tx: DbOrTx, queue: JobQueue, paid: BookingPaymentRow) {
  await emitWebhookEvent(tx, queue, paid.photographerId, "payment.received", {
    paymentId: paid.id,
    proposalId: null,
    bookingId: paid.bookingId,
    clientId: paid.clientId,
    amountCents: paid.amountCents,
    currency: paid.currency,
    method: "card:booking",
    paidAt: paid.completedAt?.toISOString() ?? null,
  });
}

/** `payment.refunded` for a booking's payment once the provider has given the money back. */
export async function emitBookingPaymentRefunded(tx: DbOrTx, queue: JobQueue, payment: BookingPaymentRow) {
  await emitWebhookEvent(tx, queue, payment.photographerId, "payment.refunded", {
    refundId: null,
    paymentId: payment.id,
    proposalId: null,
    bookingId: payment.bookingId,
    clientId: payment.clientId,
    amountCents: payment.refundedCents,
    currency: payment.currency,
    reason: null,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
  });
}

export async function emitBookingEvent(
  tx: DbOrTx,
  queue: JobQueue,
  type: "booking.created" | "booking.cancelled",
  bookingId: string,
) {
  const found = await bookingEventData(tx, bookingId);
  if (!found) return;
  const { photographerId, cancelledAt, cancelledBy, cancelReason, ...data } = found;
  const cancel = type === "booking.cancelled" ? { cancelledAt, cancelledBy, cancelReason } : {};
  await emitWebhookEvent(tx, queue, photographerId, type, { ...data, ...cancel });
}

export async function emitQuestionnaireSubmitted(
  tx: DbOrTx,
  queue: JobQueue,
  photographerId: string,
  assignmentId: string,
) {
  const data = await questionnaireEventData(tx, photographerId, assignmentId);
  if (data) await emitWebhookEvent(tx, queue, photographerId, "questionnaire.submitted", data);
}

/** `message.received`: a client's message came in (a reply by e-mail or text, or the portal's thread). */
export async function emitMessageReceived(
  tx: DbOrTx,
  queue: JobQueue,
  photographerId: string,
  messageId: string,
) {
  const found = await messageEventData(tx, photographerId, messageId);
  if (!found) return;
  const content = found.content.slice(0, MESSAGE_EXCERPT_CHARS);
  await emitWebhookEvent(tx, queue, photographerId, "message.received", { ...found, content });
}

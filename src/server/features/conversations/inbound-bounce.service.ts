/**
 * A delivery status notification that came back to the bounce address (or, from servers that bounce to
 * Reply-To, to a reply address): a failed delivery marks the e-mail it names bounced, with the remote
 * server's reason for the photographer. It is matched only by the original's Message-ID, which is ours
 * and random, so a forged report can mark nothing it cannot name. A report is never a client's message.
 */
import type { DbOrTx } from "../../db/connect.js";
import type { InboundLog } from "./inbound.service.js";
import { type DeliveryReport, failedRecipient } from "./inbound-bounce.js";
import { emailWithMessageIdExists, markEmailBounced } from "./inbound-bounce.queries.js";

export type BounceOutcome = "bounced" | "already-bounced" | "not-a-failure" | "unknown-message";

const MAX_ERROR = 1000;

export async function receiveDeliveryReport(
  db: DbOrTx,
  report: DeliveryReport,
  log: InboundLog,
): Promise<BounceOutcome> {
  const failed = failedRecipient(report);
  // "delayed" is still being tried and "delivered"/"relayed" arrived: the e-mail stays as it is.
  if (!failed) return "not-a-failure";
  const messageId = report.originalMessageId;
  const reason = failed.diagnosticCode ?? (failed.status ? `Status ${failed.status}` : "Bounced");
  const marked = messageId
    ? await markEmailBounced(db, messageId, reason.slice(0, MAX_ERROR), new Date())
    : [];
  if (marked.length > 0) return "bounced";
  if (messageId && (await emailWithMessageIdExists(db, messageId))) return "already-bounced";
  log.warn(
    { originalMessageId: messageId, finalRecipient: failed.finalRecipient },
    "bounce for no e-mail of ours dropped",
  );
  return "unknown-message";
}

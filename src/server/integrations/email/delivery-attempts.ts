/**
 * One delivery, one Message-ID. A job that sends an e-mail inside its transaction and dies between the
 * mail server's 250 and its commit runs again and sends again: that cannot be undone from our side, so
 * it is made visible and harmless instead. The Message-ID is derived from the delivery's key, so every
 * attempt carries the same one (mail clients and Gmail merge messages with one Message-ID), and each
 * attempt is counted in a statement of its own before the send, so that the count outlives a rollback.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Database, DbOrTx } from "../../db/connect.js";
import { upsertDeliveryAttempt } from "./email.queries.js";

/** `<hash@domain>`: stable for a delivery key, fresh for a one-off send. */
export function messageIdFor(deliveryKey: string | undefined, domain: string): string {
  const seed = deliveryKey ?? randomUUID();
  const local = createHash("sha256").update(`focal-delivery:${seed}`).digest("hex").slice(0, 32);
  return `<${local}@${domain}>`;
}

/** The domain of a From address (`Name <a@b.example>` or `a@b.example`), for Message-IDs. */
export function domainOf(address: string, fallback = "focal.localhost"): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address);
  return match?.[1] ?? fallback;
}

/**
 * Counts an attempt at `deliveryKey` and answers which attempt this is. Written outside the caller's
 * transaction on a PostgreSQL server; the embedded database runs one transaction at a time, so there it
 * goes through the caller's (and a crash forgets it: the stable Message-ID is what remains).
 */
export async function countAttempt(
  database: Database,
  callerDb: DbOrTx | undefined,
  deliveryKey: string,
  messageId: string,
): Promise<number> {
  const db = callerDb && database.kind === "pglite" ? callerDb : database.db;
  return upsertDeliveryAttempt(db, deliveryKey, messageId);
}

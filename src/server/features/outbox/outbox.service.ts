import type { OutboxMessage } from "../../../shared/email.js";
import type { Database } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import { removeTracking, trackedLogIds } from "../../integrations/email/email.tracking.js";
import { findOutboxMessage, findTrackedLinks, listOutboxMessages } from "./outbox.queries.js";

/**
 * The development outbox: what the studio "sent" while no SMTP (or SMS provider) is configured.
 *
 * An automated e-mail is kept as it went out, with its open pixel and its links through the click
 * tracker. The studio reading it here is not the client opening it, so the outbox hands it over
 * without either: no pixel for the reader to load, and each link to its own address.
 */
export function createOutboxService(database: Database, delivery: "smtp" | "outbox") {
  const { db } = database;

  async function withoutTracking(photographerId: string, messages: OutboxMessage[]) {
    const logIds = [...new Set(messages.flatMap((m) => (m.htmlBody ? trackedLogIds(m.htmlBody) : [])))];
    const links = await findTrackedLinks(db, photographerId, logIds);
    return messages.map((m) =>
      m.htmlBody ? { ...m, htmlBody: removeTracking(m.htmlBody, (logId) => links.get(logId)) } : m,
    );
  }

  return {
    async list(photographerId: string): Promise<{ delivery: "smtp" | "outbox"; messages: OutboxMessage[] }> {
      const messages = await listOutboxMessages(db, photographerId);
      return { delivery, messages: await withoutTracking(photographerId, messages) };
    },

    async get(photographerId: string, id: string): Promise<OutboxMessage> {
      const message = await findOutboxMessage(db, photographerId, id);
      if (!message) throw notFound("Message not found");
      const [untracked] = await withoutTracking(photographerId, [message]);
      return untracked!;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;

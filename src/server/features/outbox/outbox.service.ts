import type { OutboxMessage } from "../../../shared/email.js";
import type { Database } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import { findOutboxMessage, listOutboxMessages } from "./outbox.queries.js";

/** The development outbox: what the studio "sent" while no SMTP (or SMS provider) is configured. */
export function createOutboxService(database: Database, delivery: "smtp" | "outbox") {
  const { db } = database;
  return {
    async list(photographerId: string): Promise<{ delivery: "smtp" | "outbox"; messages: OutboxMessage[] }> {
      return { delivery, messages: await listOutboxMessages(db, photographerId) };
    },

    async get(photographerId: string, id: string): Promise<OutboxMessage> {
      const message = await findOutboxMessage(db, photographerId, id);
      if (!message) throw notFound("Message not found");
      return message;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;

import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { OutboxMessage } from "../../../shared/email.js";
import { photographerIdOf } from "../../auth/guard.js";
import type { Database } from "../../db/connect.js";
import { outboxMessages } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";
import type { App } from "../../http/types.js";

function toOutboxMessage(row: typeof outboxMessages.$inferSelect): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    toAddress: row.toAddress,
    fromAddress: row.fromAddress,
    subject: row.subject,
    textBody: row.textBody,
    htmlBody: row.htmlBody,
    attachments: row.attachments ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** The development outbox: what the studio "sent" while no SMTP (or SMS provider) is configured. */
export function registerOutboxRoutes(app: App, database: Database, delivery: "smtp" | "outbox"): void {
  app.get("/api/outbox", async (request) => {
    const rows = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.photographerId, photographerIdOf(request)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(200);
    return { delivery, messages: rows.map(toOutboxMessage) };
  });

  app.get(
    "/api/outbox/:id",
    { schema: { params: z.object({ id: z.uuid({ error: "Message not found" }) }) } },
    async (request) => {
      const [row] = await database.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.photographerId, photographerIdOf(request)),
            eq(outboxMessages.id, request.params.id),
          ),
        );
      if (!row) throw notFound("Message not found");
      return toOutboxMessage(row);
    },
  );
}

/** What the development outbox answers: shared/email.ts's OutboxMessage. */
import { z } from "zod";
import type { OutboxMessage } from "../../../shared/email.js";
import { isoInstant } from "../../http/responses.js";

export const outboxMessageResponse = z.object({
  id: z.uuid(),
  channel: z.enum(["EMAIL", "SMS"]),
  toAddress: z.string(),
  fromAddress: z.string().nullable(),
  subject: z.string().nullable(),
  textBody: z.string().nullable(),
  htmlBody: z.string().nullable(),
  attachments: z.array(
    z.object({
      filename: z.string(),
      contentType: z.string(),
      content: z.string(),
      encoding: z.literal("base64").optional(),
    }),
  ),
  replyTo: z.string().nullable(),
  messageId: z.string().nullable(),
  createdAt: isoInstant,
}) satisfies z.ZodType<OutboxMessage>;

export const outboxListResponse = z.object({
  delivery: z.enum(["smtp", "outbox"]).describe("outbox: nothing leaves; the messages are listed here"),
  messages: z.array(outboxMessageResponse),
});

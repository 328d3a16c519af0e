/**
 * The studio hears of each client message: an e-mail to its notification address with the message and a
 * link to the thread, queued in the transaction that stored the message and sent once (its delivery key).
 * A studio that set a digest (photographers.message_digest_minutes) gets no e-mail per message.
 */
import { z } from "zod";
import type { Database } from "../../db/connect.js";
import { defineJob } from "../../jobs/queue.js";
import type { FeatureDeps } from "../feature-deps.js";
import { claimDelivery, findStudioForNotice } from "../photographer/notifications.queries.js";
import { noticeKey } from "./message-digest.queries.js";
import { findMessages, findStudioNoticeSettings, findThreadClient } from "./thread.queries.js";
import { threadChannel } from "./thread.view.js";

const payload = z.object({ photographerId: z.uuid(), messageId: z.uuid() });

const CHANNEL_WORDS = {
  EMAIL: "by e-mail",
  SMS: "by text",
  PORTAL: "in your client portal",
  NOTE: "",
} as const;

export function clientMessageNoticeEmail(facts: {
  clientName: string;
  channel: keyof typeof CHANNEL_WORDS;
  content: string;
  held: boolean;
  fromAddress: string | null;
  link: string;
}) {
  const excerpt = facts.content.length > 1500 ? `${facts.content.slice(0, 1500)}…` : facts.content;
  const held = facts.held
    ? `\nIt came from ${facts.fromAddress ?? "an address"} that is not ${facts.clientName}'s: it waits in the thread for you to accept it.\n`
    : "";
  return {
    subject: `New message from ${facts.clientName}`,
    text: `${facts.clientName} wrote ${CHANNEL_WORDS[facts.channel]}:
${held}
${excerpt}

Answer in Focal: ${facts.link}`,
  };
}

export function clientMessageNoticeJob(database: Database, deps: Pick<FeatureDeps, "config" | "email">) {
  const { db } = database;
  return defineJob({
    name: "conversations.client-message",
    payload,
    async handler({ photographerId, messageId }) {
      const [message] = await findMessages(db, photographerId, [messageId]);
      if (!message || message.sentByPhotographer) return;
      const settings = await findStudioNoticeSettings(db, photographerId);
      if (!settings || settings.digestMinutes !== null) return;
      const studio = await findStudioForNotice(db, photographerId);
      const client = await findThreadClient(db, photographerId, message.clientId);
      if (!studio?.notifyAddress || !client) return;
      const words = clientMessageNoticeEmail({
        clientName: `${client.firstName} ${client.lastName}`.trim(),
        channel: threadChannel(message.channel),
        content: message.content,
        held: message.status === "HELD",
        fromAddress: message.fromAddress,
        link: new URL(`/clients/${client.id}`, deps.config.publicUrl).toString(),
      });
      const key = noticeKey(message.id);
      await db.transaction(async (tx) => {
        if (!(await claimDelivery(tx, photographerId, key))) return;
        // To the studio itself: no clientId, so no reply token, and it does not show in the client's thread.
        const sent = await deps.email.sendEmail({
          db: tx,
          photographerId,
          to: studio.notifyAddress!,
          ...words,
          deliveryKey: key,
        });
        if (sent.status === "failed") throw new Error(`message notice ${key} failed: ${sent.error}`);
      });
    },
  });
}

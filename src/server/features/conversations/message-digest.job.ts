/**
 * The digest: a studio that chose one (Settings, message_digest_minutes = N) gets one e-mail listing its
 * clients' new messages instead of one e-mail each. Every five minutes the run looks at each such studio's
 * messages that are unread and not yet told; once the oldest has waited N minutes, one e-mail lists them
 * all. Each message's notice key is claimed in the sending transaction, so a message is told once, by
 * the digest or by nothing (a message the studio read in the meantime is not told at all).
 */
import { z } from "zod";
import type { Database } from "../../db/connect.js";
import { defineJob } from "../../jobs/queue.js";
import type { FeatureDeps } from "../feature-deps.js";
import { claimDelivery, findStudioForNotice } from "../photographer/notifications.queries.js";
import { listUntoldMessages, noticeKey } from "./message-digest.queries.js";
import { threadChannel } from "./thread.view.js";

const WEEK_MS = 7 * 24 * 3600 * 1000;
const CHANNEL = { EMAIL: "e-mail", SMS: "text", PORTAL: "portal", NOTE: "note" } as const;

export function digestEmail(
  items: { clientName: string; channel: keyof typeof CHANNEL; content: string; link: string }[],
) {
  const lines = items.map((item) => {
    const excerpt = item.content.length > 300 ? `${item.content.slice(0, 300)}…` : item.content;
    return `${item.clientName} (${CHANNEL[item.channel]}):\n${excerpt}\n${item.link}`;
  });
  return {
    subject: items.length === 1 ? "1 new client message" : `${items.length} new client messages`,
    text: `New messages from your clients:\n\n${lines.join("\n\n")}`,
  };
}

export function messageDigestJob(database: Database, deps: Pick<FeatureDeps, "config" | "email">) {
  const { db } = database;
  return defineJob({
    name: "conversations.message-digest",
    payload: z.object({ at: z.iso.datetime().optional() }),
    schedule: "*/5 * * * *",
    async handler({ at }) {
      const now = at ? new Date(at) : new Date();
      const untold = await listUntoldMessages(db, new Date(now.getTime() - WEEK_MS));
      const byStudio = new Map<string, typeof untold>();
      for (const message of untold) {
        byStudio.set(message.photographerId, [...(byStudio.get(message.photographerId) ?? []), message]);
      }
      for (const [photographerId, waiting] of byStudio) {
        const minutes = waiting[0]!.digestMinutes ?? 0;
        if (now.getTime() - waiting[0]!.createdAt.getTime() < minutes * 60_000) continue;
        const studio = await findStudioForNotice(db, photographerId);
        if (!studio?.notifyAddress) continue;
        await db.transaction(async (tx) => {
          const told = [];
          for (const message of waiting) {
            if (await claimDelivery(tx, photographerId, noticeKey(message.id))) told.push(message);
          }
          if (told.length === 0) return;
          const words = digestEmail(
            told.map((m) => ({
              clientName: m.clientName,
              channel: threadChannel(m.channel),
              content: m.content,
              link: new URL(`/clients/${m.clientId}`, deps.config.publicUrl).toString(),
            })),
          );
          const sent = await deps.email.sendEmail({
            db: tx,
            photographerId,
            to: studio.notifyAddress!,
            ...words,
            deliveryKey: `message-digest:${told[0]!.id}`,
          });
          if (sent.status === "failed") throw new Error(`message digest failed: ${sent.error}`);
        });
      }
    },
  });
}

/** The reply tokens: one per studio and client, made the first time an e-mail to the client goes out. */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { clients, replyTokens } from "../../db/schema/index.js";
import { newReplyToken } from "./reply-address.js";

/** The client's token, made now if it has none; undefined when the client is not the studio's. */
export async function ensureReplyToken(
  db: DbOrTx,
  photographerId: string,
  clientId: string,
): Promise<string | undefined> {
  const [existing] = await db
    .select({ token: replyTokens.token })
    .from(replyTokens)
    .where(and(eq(replyTokens.photographerId, photographerId), eq(replyTokens.clientId, clientId)));
  if (existing) return existing.token;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.photographerId, photographerId), eq(clients.id, clientId)));
  if (!client) return undefined;
  // Two first e-mails at once: the unique (studio, client) index keeps one token, which both then read.
  await db
    .insert(replyTokens)
    .values({ token: newReplyToken(), photographerId, clientId })
    .onConflictDoNothing();
  const [made] = await db
    .select({ token: replyTokens.token })
    .from(replyTokens)
    .where(and(eq(replyTokens.photographerId, photographerId), eq(replyTokens.clientId, clientId)));
  return made?.token;
}

/** Whose thread a token opens: the studio and the client, or undefined for a token nobody was given. */
export async function findReplyToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ photographerId: replyTokens.photographerId, clientId: replyTokens.clientId })
    .from(replyTokens)
    .where(eq(replyTokens.token, token));
  return row;
}

/**
 * A client's message thread as the studio sees it on the client's page: the messages, marking the
 * client's ones read, and a message the studio sends. Kept out of clients.service.ts (the client records)
 * so that each file holds one subject; createClientsService spreads these into its service.
 */
import type { CreateMessageInput, Message } from "../../../shared/clients.js";
import type { Database } from "../../db/connect.js";
import {
  insertMessage,
  listMessages,
  type MessageRow,
  markClientMessagesRead,
} from "./client-messages.queries.js";

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    clientId: row.clientId,
    content: row.content,
    sentByPhotographer: row.sentByPhotographer,
    channel: row.channel,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `requireClient` answers 404 for another studio's client, before any message is read or written. */
export function createClientMessages(
  database: Database,
  requireClient: (photographerId: string, clientId: string) => Promise<unknown>,
) {
  const { db } = database;

  async function messagesOf(photographerId: string, clientId: string) {
    await requireClient(photographerId, clientId);
    return (await listMessages(db, photographerId, clientId)).map(toMessage);
  }

  async function markMessagesRead(photographerId: string, clientId: string) {
    await requireClient(photographerId, clientId);
    return { read: await markClientMessagesRead(db, photographerId, clientId) };
  }

  async function createMessage(photographerId: string, input: Required<CreateMessageInput>) {
    await requireClient(photographerId, input.clientId);
    const row = await insertMessage(db, {
      photographerId,
      clientId: input.clientId,
      content: input.content,
      channel: input.channel,
      sentByPhotographer: true,
    });
    return toMessage(row);
  }

  return { messagesOf, markMessagesRead, createMessage };
}

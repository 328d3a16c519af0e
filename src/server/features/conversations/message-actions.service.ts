/**
 * What the studio does to one message of a client's thread: accept a held one (a reply from an address
 * that is not the client's), which makes it the client's message and tells the studio as for any other,
 * and delete a note or a message that came in, with its files. What the studio sent stays: it went out.
 */
import {
  type AcceptedMessage,
  isDeletableMessage,
  MESSAGE_NOT_FOUND,
  MESSAGE_NOT_HELD,
  MESSAGE_WENT_OUT,
} from "../../../shared/conversations.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, notFound } from "../../http/errors.js";
import {
  acceptHeldMessage,
  deleteInboundSmsLog,
  deleteStudioMessage,
  lockStudioMessage,
  messageExists,
} from "./message-actions.queries.js";
import type { OnClientMessage } from "./thread.service.js";
import { threadChannel } from "./thread.view.js";

/** What deleting a message needs of the files feature. */
export interface MessageFiles {
  /** Deletes the message's file rows in `tx`; the answer removes their bytes, to call after the commit. */
  deleteMessageFiles(tx: DbOrTx, photographerId: string, messageId: string): Promise<() => Promise<void>>;
}

export interface MessageActionsLog {
  warn(details: object, message: string): void;
}

export function createMessageActionsService(deps: {
  database: Database;
  files: MessageFiles;
  onClientMessage: OnClientMessage;
  log: MessageActionsLog;
}) {
  const { db } = deps.database;

  /** POST /api/messages/{id}/accept. */
  async function accept(photographerId: string, messageId: string): Promise<AcceptedMessage> {
    return db.transaction(async (tx) => {
      // The conditional update is the claim: of parallel accepts only one changes the row and tells the
      // studio; the others find it no longer held.
      const accepted = await acceptHeldMessage(tx, photographerId, messageId);
      if (!accepted) {
        if (!(await messageExists(tx, photographerId, messageId))) throw notFound(MESSAGE_NOT_FOUND);
        throw conflict(MESSAGE_NOT_HELD);
      }
      await deps.onClientMessage(tx, photographerId, accepted.id);
      return { id: accepted.id, status: "RECEIVED" };
    });
  }

  /** DELETE /api/messages/{id}: the rows in one transaction, the stored bytes once it has committed. */
  async function remove(photographerId: string, messageId: string): Promise<void> {
    const removeBytes = await db.transaction(async (tx) => {
      const message = await lockStudioMessage(tx, photographerId, messageId);
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      const deletable = isDeletableMessage({
        channel: threadChannel(message.channel),
        fromStudio: message.sentByPhotographer,
      });
      if (!deletable) throw conflict(MESSAGE_WENT_OUT);
      const removeFiles = await deps.files.deleteMessageFiles(tx, photographerId, messageId);
      await deleteStudioMessage(tx, photographerId, messageId);
      if (message.smsLogId && !message.sentByPhotographer) {
        await deleteInboundSmsLog(tx, photographerId, message.smsLogId);
      }
      return removeFiles;
    });
    try {
      await removeBytes();
    } catch (error) {
      // The message is gone and no row names these bytes any more: a leftover in the store, not a failure
      // of the delete the studio asked for.
      deps.log.warn({ err: error, messageId }, "stored files of a deleted message not removed");
    }
  }

  return { accept, remove };
}

export type MessageActionsService = ReturnType<typeof createMessageActionsService>;

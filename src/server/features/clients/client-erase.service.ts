/**
 * Erasing a client's personal data on their request. What may go is deleted (messages, files,
 * questionnaire answers, portal access, notes, e-mail and text history, unsigned proposals); what the
 * law keeps (payments, refunds, signed proposals and contracts) stays, under the name "Erased client"
 * with the contact fields cleared, so that the studio's books and revenue figures do not change. The
 * client's row stays as that shell, which is what makes a second erasure a harmless 200 with nothing
 * left to remove.
 */
import { CLIENT_ERASED, type ClientEraseResult } from "../../../shared/exports.js";
import type { Database } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import type { FileStore } from "../files/file-store.js";
import {
  anonymizeKept,
  deleteClientFiles,
  deleteErasable,
  keptCounts,
  lockClient,
} from "./client-erase.queries.js";
import { CLIENT_NOT_FOUND } from "./clients.service.js";

export function createClientEraseService(database: Database, store: FileStore) {
  const { db } = database;
  return {
    async erase(photographerId: string, clientId: string): Promise<ClientEraseResult> {
      const scope = { photographerId, clientId };
      const { result, storageKeys } = await db.transaction(async (tx) => {
        const client = await lockClient(tx, scope);
        if (!client) throw notFound(CLIENT_NOT_FOUND);
        const storageKeys = await deleteClientFiles(tx, scope);
        const removed = await deleteErasable(tx, scope, client.email);
        const anonymized = await anonymizeKept(tx, scope);
        const kept = await keptCounts(tx, scope);
        const result: ClientEraseResult = {
          message: CLIENT_ERASED,
          kept: { ...kept, projects: anonymized.projects, bookings: anonymized.bookings },
          removed: { ...removed, files: storageKeys.length },
        };
        return { result, storageKeys };
      });
      // The bytes go after the rows are gone for good; one left behind is removed by the orphan sweep.
      for (const key of storageKeys) await store.delete(key).catch(() => {});
      return result;
    },
  };
}

export type ClientEraseService = ReturnType<typeof createClientEraseService>;

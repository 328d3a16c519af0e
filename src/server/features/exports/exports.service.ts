/**
 * A studio's exports: asking for one (one at a time per studio), the list the Settings page polls, and
 * the one-time download the e-mailed link makes.
 */
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  type DataExport,
  EXPORT_ALREADY_RUNNING,
  EXPORT_LINK_NOT_FOUND,
  EXPORT_LINK_USED,
  type ExportLinkInfo,
} from "../../../shared/exports.js";
import { sha256 } from "../../auth/tokens.js";
import type { Database } from "../../db/connect.js";
import { conflict, HttpError, notFound } from "../../http/errors.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { dataExportJob } from "./data-export.job.js";
import {
  claimDownload,
  findActiveExport,
  findByTokenHash,
  insertExport,
  listExports,
  lockStudio,
  toDataExport,
} from "./exports.queries.js";

export interface ExportDownload {
  fileName: string;
  sizeBytes: number | null;
  stream: Readable;
}

const downloadName = (createdAt: Date) => `focal-export-${createdAt.toISOString().slice(0, 10)}.zip`;

export function createExportsService(
  database: Database,
  queue: JobQueue,
  job: ReturnType<typeof dataExportJob>,
) {
  const { db } = database;
  return {
    /**
     * Starts an export unless one is already being built. The studio's row is locked first, so that of
     * requests arriving together one inserts and the others see its row and answer 409.
     */
    async start(photographerId: string, userId: string | null): Promise<DataExport> {
      return db.transaction(async (tx) => {
        if (!(await lockStudio(tx, photographerId))) throw notFound();
        if (await findActiveExport(tx, photographerId)) throw conflict(EXPORT_ALREADY_RUNNING);
        const row = await insertExport(tx, photographerId, userId);
        await queue.enqueue(job, { exportId: row.id }, { tx });
        return toDataExport(row);
      });
    },

    async list(photographerId: string): Promise<DataExport[]> {
      return (await listExports(db, photographerId)).map(toDataExport);
    },

    /** What a link holds, without using it up; a used or expired link is 410, one never made 404. */
    async linkInfo(token: string): Promise<ExportLinkInfo> {
      const row = token.length > 200 ? undefined : await findByTokenHash(db, sha256(token));
      if (!row) throw notFound(EXPORT_LINK_NOT_FOUND);
      if (row.status !== "READY" || !row.expiresAt || row.expiresAt.getTime() <= Date.now()) {
        throw new HttpError(410, EXPORT_LINK_USED);
      }
      return {
        fileName: downloadName(row.createdAt),
        sizeBytes: row.sizeBytes,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * The file behind a link, once: the link is used up as the download starts, and the file is deleted
     * once sent. A used or expired link is 410, one that never existed 404.
     */
    async download(token: string): Promise<ExportDownload> {
      if (token.length > 200) throw notFound(EXPORT_LINK_NOT_FOUND);
      const hash = sha256(token);
      const row = await claimDownload(db, hash);
      if (!row?.filePath) {
        if (await findByTokenHash(db, hash)) throw new HttpError(410, EXPORT_LINK_USED);
        throw notFound(EXPORT_LINK_NOT_FOUND);
      }
      const filePath = row.filePath;
      const stream = createReadStream(filePath);
      stream.on("close", () => {
        rm(filePath, { force: true }).catch(() => {});
      });
      return { fileName: downloadName(row.createdAt), sizeBytes: row.sizeBytes, stream };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;

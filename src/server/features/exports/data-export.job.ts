/**
 * Builds a studio's export zip in the data directory, then e-mails the photographer a link that works
 * once. Safe to run again: a second run of a finished export finds it no longer QUEUED or RUNNING and
 * stops; a run that died half-way starts the zip over (its temporary file is replaced).
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { EXPORT_LINK_DAYS } from "../../../shared/exports.js";
import { sha256 } from "../../auth/tokens.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import { defineJob } from "../../jobs/queue.js";
import type { ContractPdfService } from "../contracts/contract-pdf.service.js";
import { exportEntries } from "./export-contents.js";
import { readCatalog } from "./export-rows.queries.js";
import { exportTables } from "./export-tables.js";
import { writeZip } from "./export-zip.js";
import {
  expireOldExports,
  markFailed,
  markReady,
  markRunning,
  recipientOf,
  setProgress,
  studioName,
} from "./exports.queries.js";

const RETRY_LIMIT = 2;

export const exportsDir = (config: Config) => path.join(config.FOCAL_DATA_DIR, "exports");

/** The page that offers the download: opening it (or a mail scanner following it) uses nothing up. */
export const downloadUrl = (config: Config, token: string) => `${config.publicUrl}/exports/${token}`;

export interface DataExportDeps {
  database: Database;
  config: Config;
  email: EmailService;
  pdfs: ContractPdfService;
}

export async function buildExport(deps: DataExportDeps, exportId: string): Promise<void> {
  const { database, config, email } = deps;
  const { db } = database;
  const running = await markRunning(db, exportId);
  if (!running) return;
  const { photographerId } = running;
  const tables = exportTables(await readCatalog(database));
  const entries = await exportEntries(database, deps.pdfs, tables, photographerId);
  await mkdir(exportsDir(config), { recursive: true });
  const filePath = path.join(exportsDir(config), `${exportId}.zip`);
  let reported = 0;
  const sizeBytes = await writeZip(filePath, entries, async (done, total) => {
    // 99 at most until the link is out; a write per whole percent, not per table.
    const progress = Math.min(99, Math.floor((done * 100) / total));
    if (progress > reported) {
      reported = progress;
      await setProgress(db, exportId, progress);
    }
  });
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + EXPORT_LINK_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    const ready = await markReady(tx, exportId, { filePath, sizeBytes, tokenHash: sha256(token), expiresAt });
    if (!ready) return;
    const to = await recipientOf(tx, photographerId, running.requestedBy);
    if (!to) return;
    const studio = await studioName(tx, photographerId);
    await email.sendEmail({
      db: tx,
      photographerId,
      to,
      deliveryKey: `data-export:${exportId}`,
      subject: "Your Focal data export is ready",
      text: [
        `The export of ${studio || "your studio"}'s data is ready.`,
        `Download it here (the link works once, for ${EXPORT_LINK_DAYS} days):`,
        downloadUrl(config, token),
        "If you did not ask for it, you can ignore this e-mail; the file is deleted when the link expires.",
      ].join("\n\n"),
    });
  });
}

export function dataExportJob(deps: DataExportDeps) {
  return defineJob({
    name: "data-export",
    payload: z.object({ exportId: z.uuid() }),
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 60,
    expireInSeconds: 60 * 60,
    async handler({ exportId }, { retryCount }) {
      try {
        await buildExport(deps, exportId);
      } catch (error) {
        // The last try gives up for good, so that the studio may ask again.
        if (retryCount >= RETRY_LIMIT) await markFailed(deps.database.db, exportId, "The export failed");
        throw error;
      }
    },
  });
}

/** Daily: links past their days stop working and their files go. */
export function expireExportsJob(database: Database) {
  return defineJob({
    name: "data-exports-expire",
    payload: z.object({}).passthrough(),
    schedule: "17 3 * * *",
    async handler() {
      const expired = await expireOldExports(database.db, new Date());
      for (const row of expired) if (row.filePath) await rm(row.filePath, { force: true });
    },
  });
}

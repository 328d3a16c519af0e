/**
 * A studio's data taken out (the whole studio as a zip, one client as JSON) and a client's personal data
 * erased: the shapes the Settings page and the client page read, and the words both sides say.
 */
import { z } from "zod";

export const DATA_EXPORT_STATUSES = [
  "QUEUED",
  "RUNNING",
  "READY",
  "DOWNLOADED",
  "EXPIRED",
  "FAILED",
] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** Statuses of an export still being built: a studio has at most one of these at a time. */
export const ACTIVE_EXPORT_STATUSES: readonly DataExportStatus[] = ["QUEUED", "RUNNING"];

export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0-100 while RUNNING; 100 once READY. */
  progress: z.number().int(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** How long the e-mailed link works. */
export const EXPORT_LINK_DAYS = 7;

export const EXPORT_ALREADY_RUNNING = "An export of your data is already being prepared";
export const EXPORT_STARTED =
  "Your export is being prepared. We'll e-mail you a download link when it is ready.";
export const EXPORT_LINK_NOT_FOUND = "This download link is not valid";
export const EXPORT_LINK_USED = "This download link has already been used or has expired";

/**
 * GET /api/public/exports/{token}: what the e-mailed link's page shows before the download. Reading it
 * uses nothing up (a mail scanner that follows the link leaves it working); the download is a POST.
 */
export interface ExportLinkInfo {
  fileName: string;
  sizeBytes: number | null;
  expiresAt: string;
}

/** Counts of a client's records by kind (payments, signedProposals, messages...). */
export const recordCountsSchema = z.record(z.string(), z.number().int());
export type RecordCounts = z.infer<typeof recordCountsSchema>;

export const clientEraseResultSchema = z.object({
  message: z.string(),
  /** Records that must stay (money, signed documents), kept with the client's name replaced. */
  kept: recordCountsSchema,
  /** Records deleted or emptied of personal data. */
  removed: recordCountsSchema,
});
export type ClientEraseResult = z.infer<typeof clientEraseResultSchema>;

/** What an erased client is called from then on, on every record that must stay. */
export const ERASED_FIRST_NAME = "Erased";
export const ERASED_LAST_NAME = "client";
export const ERASED_CLIENT_NAME = `${ERASED_FIRST_NAME} ${ERASED_LAST_NAME}`;

export const CLIENT_ERASED = "The client's personal data was erased";

/** What the confirmation says stays after an erase, in the studio's words. */
export const ERASE_KEEPS =
  "Payments, refunds, signed proposals and signed contracts stay, as the law requires for money and " +
  "signed records, with the client's name replaced by “Erased client” and their contact details cleared.";
export const ERASE_REMOVES =
  "Messages, files, questionnaire answers, portal access, notes, e-mail and text history and unsigned " +
  "proposals are deleted. This cannot be undone.";

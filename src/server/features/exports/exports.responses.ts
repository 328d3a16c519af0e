/** What the export and erasure routes answer (the shapes of shared/exports.ts). */
import { z } from "zod";
import { clientEraseResultSchema, dataExportSchema, type ExportLinkInfo } from "../../../shared/exports.js";
import { fileResponse, isoInstant, messageResponse } from "../../http/responses.js";

export const dataExportResponse = dataExportSchema.describe("A data export and how far it has got");

export const dataExportListResponse = z
  .array(dataExportSchema)
  .describe("The studio's exports, newest first");

export const exportDownloadResponse = fileResponse("application/zip", "The studio's data as a zip");

export const exportLinkInfoResponse = z.object({
  fileName: z.string(),
  sizeBytes: z.int().nullable(),
  expiresAt: isoInstant,
}) satisfies z.ZodType<ExportLinkInfo>;

export const clientExportResponse = z
  .record(z.string(), z.unknown())
  .describe(
    "The client's data as a JSON file: client, projects, proposals, proposalItems, contracts, payments, refunds, " +
      "bookings, bookingPayments, messages, questionnaireAnswers, files (metadata), emails, textMessages",
  );

export const clientEraseResponse = clientEraseResultSchema.describe(
  "What was removed and what had to stay (with the client's name replaced)",
);

export const errorResponse = messageResponse;

/**
 * Clients in bulk: a CSV import (each row checked like the Add Client form, an address the studio already
 * has refused rather than duplicated), the import preview's question of which addresses exist, the export.
 */
import {
  checkImportRow,
  duplicateEmailReason,
  type ImportCheckResult,
  type ImportClientsInput,
  type ImportClientsResult,
  type ImportRejection,
} from "../../../shared/clients.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import type { JobQueue } from "../../jobs/queue.js";
import { findPhotographer } from "../photographer/photographer.queries.js";
import { emitClientsCreated } from "../webhooks/webhook-emitters.js";
import { clientValues, insertClientsIfNew } from "./client-writes.queries.js";
import { listClientRowsByName, listKnownEmails } from "./clients.queries.js";
import { toCsv } from "./clients-csv.js";

/** The studio's opt-in defaults for a client added without saying. */
export async function studioOptInDefaults(db: DbOrTx, photographerId: string) {
  const studio = await findPhotographer(db, photographerId);
  return { emailOptIn: studio?.defaultEmailOptIn ?? true, smsOptIn: studio?.defaultSmsOptIn ?? false };
}

export function createClientsTransfer(database: Database, queue: JobQueue) {
  const { db } = database;
  const optInDefaults = (photographerId: string) => studioOptInDefaults(db, photographerId);

  /**
   * Imports one batch of rows: each is validated with the same schema as the Add Client form, and an
   * e-mail that the studio already has (or that appears twice in the batch) is refused, not duplicated.
   */
  async function importRows(photographerId: string, input: ImportClientsInput): Promise<ImportClientsResult> {
    const defaults = await optInDefaults(photographerId);
    const rejected: ImportRejection[] = [];
    const valid: { rowNumber: number; values: ReturnType<typeof clientValues> }[] = [];
    for (const row of input.rows) {
      // The request's control-character check leaves rows to this one, so one bad row fails alone; the
      // import preview checks each row with the same function before anything is sent.
      const checked = checkImportRow(row.values);
      if (!checked.ok) {
        rejected.push({ rowNumber: row.rowNumber, reason: checked.reason });
        continue;
      }
      valid.push({ rowNumber: row.rowNumber, values: clientValues(checked.data, defaults) });
    }
    const emails = [...new Set(valid.map((v) => v.values.email).filter((e): e is string => Boolean(e)))];
    const existing = new Set(emails.length === 0 ? [] : await listKnownEmails(db, photographerId, emails));
    const toInsert: typeof valid = [];
    for (const { rowNumber, values } of valid) {
      if (values.email && existing.has(values.email)) {
        rejected.push({ rowNumber, reason: duplicateEmailReason(values.email) });
        continue;
      }
      if (values.email) existing.add(values.email);
      toInsert.push({ rowNumber, values });
    }
    let created = 0;
    if (toInsert.length > 0) {
      // The read above can be outrun by an import of the same file running at the same time (a retry,
      // a second tab): the unique index decides, and a row it turns away is reported like any duplicate.
      // In e-mail order, so that two imports of overlapping rows wait on each other in the same order
      // rather than deadlock.
      const ordered = [...toInsert].sort((a, b) =>
        (a.values.email ?? "").localeCompare(b.values.email ?? ""),
      );
      const inserted = await db.transaction(async (tx) => {
        const rows = await insertClientsIfNew(
          tx,
          ordered.map(({ values }) => ({ ...values, photographerId, leadSource: "OTHER" as const })),
        );
        await emitClientsCreated(tx, queue, rows);
        return rows;
      });
      const insertedEmails = new Set(inserted.map((r) => r.email));
      for (const { rowNumber, values } of toInsert) {
        if (values.email && !insertedEmails.has(values.email)) {
          rejected.push({ rowNumber, reason: duplicateEmailReason(values.email) });
        }
      }
      created = inserted.length;
    }
    rejected.sort((a, b) => a.rowNumber - b.rowNumber);
    return { created, rejected };
  }

  /**
   * Which of these addresses the studio's clients (archived ones too) already have, compared in lower
   * case: the import preview asks before it counts the rows it will import.
   */
  async function existingEmails(photographerId: string, emails: string[]): Promise<ImportCheckResult> {
    const asked = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
    if (asked.length === 0) return { existing: [] };
    const known = await listKnownEmails(db, photographerId, asked);
    return { existing: [...new Set(known)].sort() };
  }

  async function exportCsv(photographerId: string): Promise<string> {
    const rows = await listClientRowsByName(db, photographerId);
    return toCsv(
      [
        "First Name",
        "Last Name",
        "Email",
        "Phone",
        "Event Date",
        "Notes",
        "Email Opt-In",
        "SMS Opt-In",
        "Lead Source",
        "Created",
      ],
      rows.map((r) => [
        r.firstName,
        r.lastName,
        r.email,
        r.phone,
        r.eventDate,
        r.notes,
        r.emailOptIn ? "yes" : "no",
        r.smsOptIn ? "yes" : "no",
        r.leadSource,
        r.createdAt.toISOString().slice(0, 10),
      ]),
    );
  }

  return { importRows, existingEmails, exportCsv };
}

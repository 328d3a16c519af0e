/**
 * Clients in bulk: the import preview's question of which addresses exist, and the CSV export. The
 * import itself is client-import.service.ts.
 */
import type { ImportCheckResult } from "../../../shared/clients.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { findPhotographer } from "../photographer/photographer.queries.js";
import { listClientRowsByName, listKnownEmails } from "./clients.queries.js";
import { toCsv } from "./clients-csv.js";

/** The studio's opt-in defaults for a client added without saying. */
export async function studioOptInDefaults(db: DbOrTx, photographerId: string) {
  const studio = await findPhotographer(db, photographerId);
  return { emailOptIn: studio?.defaultEmailOptIn ?? true, smsOptIn: studio?.defaultSmsOptIn ?? false };
}

export function createClientsTransfer(database: Database) {
  const { db } = database;

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

  return { existingEmails, exportCsv };
}

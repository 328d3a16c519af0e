/**
 * Which tables a studio's export holds and which of their columns it leaves out. The tables are read
 * from the database's catalog rather than listed here, so that a table added later (with its
 * photographer_id, as every tenant table has) is exported without anyone remembering to: a list kept
 * by hand would fall behind silently. What is listed is what must never leave: credentials.
 */

/** A table of the export: its name, how its rows are found for one studio, and what is left out. */
export interface ExportTable {
  name: string;
  /** The single-column primary key the rows are paged by; null: paged by their physical place. */
  key: string | null;
  keyType: string | null;
  /** The SQL condition on `t` that keeps one studio's rows, $1 being the studio's id. */
  scope: string;
  omitted: string[];
}

/** Tables of sign-in secrets only (sessions, two-factor) and of the server's own bookkeeping. */
const LEFT_OUT_TABLES = new Set([
  "sessions",
  "two_factor_secrets",
  "two_factor_challenges",
  "two_factor_recovery_codes",
  "rate_limits",
  // Keyed by delivery names, with no studio on the row: the mail relay's retry counts.
  "email_delivery_attempts",
  // The backup job's runs: install-wide, no studio's data.
  "backup_runs",
]);

/**
 * Tables without photographer_id that belong to a studio through a parent row. photographers is the
 * studio itself.
 */
const CHILD_SCOPES: Record<string, string> = {
  photographers: "t.id = $1",
  webhook_delivery_attempts:
    "t.delivery_id IN (SELECT d.id FROM webhook_deliveries d WHERE d.photographer_id = $1)",
};

/**
 * A column named like a credential: password hashes, token hashes, bearer tokens in links (a proposal's,
 * a booking's, a portal invitation's), webhook and calendar secrets. Whoever held the export could
 * otherwise act as the studio or its clients.
 */
const SECRET_NAME = /(^|_)(password|secret|token)(_|$)|(^|_)hash$|oauth_state/;

/** Hashes that are evidence, not credentials: a signed contract's fingerprints. */
const EVIDENCE = new Set([
  "contract_events.hash",
  "contract_events.prev_hash",
  "proposal_contracts.document_hash",
]);

/** Server paths that mean nothing outside this machine. */
const INTERNAL = new Set(["data_exports.file_path"]);

export function omittedColumns(table: string, columns: readonly string[]): string[] {
  return columns.filter((column) => {
    const name = `${table}.${column}`;
    if (INTERNAL.has(name)) return true;
    return SECRET_NAME.test(column) && !EVIDENCE.has(name);
  });
}

export interface CatalogTable {
  name: string;
  columns: string[];
  key: string | null;
  keyType: string | null;
}

/** The export's tables, in name order, from the catalog's tables of the public schema. */
export function exportTables(catalog: readonly CatalogTable[]): ExportTable[] {
  const tables: ExportTable[] = [];
  for (const table of catalog) {
    if (LEFT_OUT_TABLES.has(table.name)) continue;
    const scope =
      CHILD_SCOPES[table.name] ??
      (table.columns.includes("photographer_id") ? "t.photographer_id = $1" : null);
    if (!scope) continue;
    tables.push({
      name: table.name,
      key: table.key,
      keyType: table.keyType,
      scope,
      omitted: omittedColumns(table.name, table.columns),
    });
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

/** The spreadsheet views: a few tables' columns a person reads, in their order. */
export const CSV_VIEWS: { file: string; table: string; columns: string[] }[] = [
  {
    file: "clients.csv",
    table: "clients",
    columns: [
      "id",
      "first_name",
      "last_name",
      "email",
      "phone",
      "event_date",
      "project_type",
      "lead_source",
      "notes",
      "created_at",
      "archived_at",
    ],
  },
  {
    file: "projects.csv",
    table: "projects",
    columns: [
      "id",
      "client_id",
      "title",
      "project_type",
      "status",
      "event_date",
      "venue",
      "delivery_date",
      "created_at",
    ],
  },
  {
    file: "proposals.csv",
    table: "estimates",
    columns: [
      "id",
      "client_id",
      "project_id",
      "title",
      "status",
      "currency",
      "subtotal_cents",
      "discount_cents",
      "tax_cents",
      "total_cents",
      "deposit_cents",
      "sent_at",
      "signed_at",
      "signed_by_name",
      "created_at",
    ],
  },
  {
    file: "payments.csv",
    table: "estimate_payments",
    columns: [
      "id",
      "estimate_id",
      "client_id",
      "amount_cents",
      "method",
      "status",
      "received_on",
      "completed_at",
      "refunded_at",
      "note",
      "created_at",
    ],
  },
  {
    file: "bookings.csv",
    table: "bookings",
    columns: [
      "id",
      "client_id",
      "project_id",
      "title",
      "booking_type",
      "status",
      "start_at",
      "end_at",
      "client_name",
      "client_email",
      "client_phone",
      "created_at",
    ],
  },
];

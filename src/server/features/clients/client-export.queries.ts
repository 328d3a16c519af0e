/**
 * One client's records for a data-access request, each kind as the rows' JSON (column names as in the
 * database, as in the studio's export), without the columns that are credentials or server paths.
 */
import { sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "../../db/connect.js";

/** Each section: its table and which of its rows are the client's ($1 the studio, $2 the client). */
const SECTIONS: Record<string, { table: string; where: string; order?: string }> = {
  client: { table: "clients", where: "t.id = $2" },
  projects: { table: "projects", where: "t.client_id = $2" },
  proposals: { table: "estimates", where: "t.client_id = $2" },
  proposalItems: {
    table: "estimate_items",
    where:
      "t.estimate_id IN (SELECT e.id FROM estimates e WHERE e.photographer_id = $1 AND e.client_id = $2)",
    order: "t.estimate_id, t.order_index, t.id",
  },
  contracts: {
    table: "proposal_contracts",
    where:
      "t.estimate_id IN (SELECT e.id FROM estimates e WHERE e.photographer_id = $1 AND e.client_id = $2)",
  },
  payments: { table: "estimate_payments", where: "t.client_id = $2" },
  refunds: {
    table: "payment_refunds",
    where:
      "t.payment_id IN (SELECT p.id FROM estimate_payments p WHERE p.photographer_id = $1 AND p.client_id = $2)",
  },
  bookings: { table: "bookings", where: "t.client_id = $2" },
  bookingPayments: {
    table: "booking_payments",
    where: "t.booking_id IN (SELECT b.id FROM bookings b WHERE b.photographer_id = $1 AND b.client_id = $2)",
  },
  messages: { table: "messages", where: "t.client_id = $2" },
  questionnaireAnswers: {
    table: "project_questionnaires",
    where: "t.project_id IN (SELECT p.id FROM projects p WHERE p.photographer_id = $1 AND p.client_id = $2)",
  },
  files: { table: "files", where: "t.client_id = $2" },
  emails: { table: "email_logs", where: "t.client_id = $2" },
  textMessages: { table: "sms_logs", where: "t.client_id = $2" },
};

export type ClientExportSection = keyof typeof SECTIONS;

/** Left out of a client's export: credentials (link tokens) and where the server keeps the bytes. */
const OMITTED = ["token", "booking_token", "storage_key", "idempotency_key"];

/** The client's rows of one section, oldest first. */
export async function clientSectionRows(
  db: DbOrTx,
  section: ClientExportSection,
  photographerId: string,
  clientId: string,
): Promise<Record<string, unknown>[]> {
  const { table, where, order = "t.created_at, t.id" } = SECTIONS[section]!;
  const text =
    `SELECT (to_jsonb(t) - ARRAY[${OMITTED.map((c) => `'${c}'`).join(",")}]::text[])::text AS j ` +
    `FROM ${table} t WHERE t.photographer_id = $1 AND ${where} ORDER BY ${order}`;
  const query = sql.join(
    text
      .split(/(\$[12])/)
      .map((part) =>
        part === "$1" ? sql`${photographerId}` : part === "$2" ? sql`${clientId}` : sql.raw(part),
      ),
    sql.raw(""),
  );
  return rowsOf<{ j: string }>(await db.execute(query)).map((row) => JSON.parse(row.j));
}

export const CLIENT_EXPORT_SECTIONS = Object.keys(SECTIONS) as ClientExportSection[];

/** Whether the client is the studio's (another studio's client is "not found"). */
export async function clientOfStudio(db: DbOrTx, photographerId: string, clientId: string) {
  const rows = rowsOf<{ first_name: string; last_name: string }>(
    await db.execute(
      sql`SELECT first_name, last_name FROM clients WHERE photographer_id = ${photographerId} AND id = ${clientId}`,
    ),
  );
  return rows[0];
}

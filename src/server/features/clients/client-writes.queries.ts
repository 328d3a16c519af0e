/**
 * Client writes: the row a form's data makes, inserts that skip an address the studio already has,
 * updates, archiving and deleting, each scoped by photographer. The reads are in clients.queries.ts.
 */
import { and, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { ClientData } from "../../../shared/clients.js";
import type { DbOrTx } from "../../db/connect.js";
import { clients } from "../../db/schema/index.js";

export function clientValues(input: ClientData, defaults: { emailOptIn: boolean; smsOptIn: boolean }) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email ?? null,
    phone: input.phone ?? null,
    eventDate: input.eventDate ?? null,
    hasEventDate: Boolean(input.eventDate),
    notes: input.notes ?? null,
    emailOptIn: input.emailOptIn ?? defaults.emailOptIn,
    smsOptIn: input.smsOptIn ?? defaults.smsOptIn,
  };
}

/**
 * Inserts the client unless the studio already has its address (the unique index on
 * (photographer_id, lower(email)); ON CONFLICT DO NOTHING): the new row, or undefined.
 */
export async function insertClientIfNew(db: DbOrTx, values: typeof clients.$inferInsert) {
  const [row] = await db.insert(clients).values(values).onConflictDoNothing().returning();
  return row;
}

/** Inserts each client whose address is new to the studio; the rows inserted. */
export async function insertClientsIfNew(db: DbOrTx, values: (typeof clients.$inferInsert)[]) {
  return db.insert(clients).values(values).onConflictDoNothing().returning();
}

export async function updateClientRow(
  db: DbOrTx,
  photographerId: string,
  clientId: string,
  values: PgUpdateSetSource<typeof clients>,
) {
  const [row] = await db
    .update(clients)
    .set(values)
    .where(and(eq(clients.photographerId, photographerId), eq(clients.id, clientId)))
    .returning();
  return row;
}

/** Archives (keeping the first archive time) or unarchives; the row, or undefined when not found. */
export async function setClientArchived(
  db: DbOrTx,
  photographerId: string,
  clientId: string,
  archived: boolean,
) {
  return updateClientRow(db, photographerId, clientId, {
    archivedAt: archived ? sql`coalesce(${clients.archivedAt}, now())` : null,
    updatedAt: new Date(),
  });
}

/** Whether a row was deleted (its projects, proposals, bookings and messages go by cascade). */
export async function deleteClient(db: DbOrTx, photographerId: string, clientId: string): Promise<boolean> {
  const deleted = await db
    .delete(clients)
    .where(and(eq(clients.photographerId, photographerId), eq(clients.id, clientId)))
    .returning({ id: clients.id });
  return deleted.length > 0;
}

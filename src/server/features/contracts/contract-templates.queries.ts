/** Contract template rows, always scoped by photographer. */
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { contractTemplates } from "../../db/schema/index.js";

export type ContractTemplateRow = typeof contractTemplates.$inferSelect;

/** Newest first; the id breaks ties so the order never changes between two reads. */
export async function listContractTemplateRows(
  db: DbOrTx,
  photographerId: string,
): Promise<ContractTemplateRow[]> {
  return db
    .select()
    .from(contractTemplates)
    .where(eq(contractTemplates.photographerId, photographerId))
    .orderBy(desc(contractTemplates.createdAt), desc(contractTemplates.id));
}

export async function findContractTemplateRow(
  db: DbOrTx,
  photographerId: string,
  id: string,
): Promise<ContractTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.photographerId, photographerId), eq(contractTemplates.id, id)));
  return row;
}

export async function insertContractTemplateRows(
  db: DbOrTx,
  photographerId: string,
  values: { name: string; body: string; createdAt?: Date }[],
): Promise<ContractTemplateRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(contractTemplates)
    .values(values.map((v) => ({ photographerId, ...v })))
    .returning();
}

export async function updateContractTemplateRow(
  db: DbOrTx,
  photographerId: string,
  id: string,
  values: { name: string; body: string; updatedAt: Date },
): Promise<ContractTemplateRow | undefined> {
  const [row] = await db
    .update(contractTemplates)
    .set(values)
    .where(and(eq(contractTemplates.photographerId, photographerId), eq(contractTemplates.id, id)))
    .returning();
  return row;
}

/** Whether a row was deleted. */
export async function deleteContractTemplateRow(
  db: DbOrTx,
  photographerId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(contractTemplates)
    .where(and(eq(contractTemplates.photographerId, photographerId), eq(contractTemplates.id, id)))
    .returning({ id: contractTemplates.id });
  return deleted.length > 0;
}

/**
 * Proposal writes: the insert, the unsigned-only update, its items, sending, archiving and deleting.
 * Each is scoped by photographer and runs in the caller's transaction; the reads are in
 * proposals.queries.ts.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { estimateItems, estimates } from "../../db/schema/index.js";

export async function insertProposal(tx: DbOrTx, values: typeof estimates.$inferInsert): Promise<string> {
  const [row] = await tx.insert(estimates).values(values).returning({ id: estimates.id });
  return row!.id;
}

/**
 * Updates the proposal only while it is unsigned (a draft or sent, neither signed nor paid): the
 * condition and the write are one statement, so a signature landing meanwhile wins. Whether it was updated.
 */
export async function updateUnsignedProposal(
  tx: DbOrTx,
  photographerId: string,
  id: string,
  values: Partial<typeof estimates.$inferInsert>,
): Promise<boolean> {
  const [row] = await tx
    .update(estimates)
    .set(values)
    .where(
      and(
        eq(estimates.photographerId, photographerId),
        eq(estimates.id, id),
        isNull(estimates.signedAt),
        inArray(estimates.status, ["DRAFT", "SENT"]),
      ),
    )
    .returning({ id: estimates.id });
  return row !== undefined;
}

/** Replaces the proposal's items as a whole (in the caller's transaction). */
export async function replaceProposalItems(
  tx: DbOrTx,
  photographerId: string,
  estimateId: string,
  items: { name: string; description?: string | null; qty: number; unitCents: number; taxable?: boolean }[],
): Promise<void> {
  await tx.delete(estimateItems).where(eq(estimateItems.estimateId, estimateId));
  await tx.insert(estimateItems).values(
    items.map((item, orderIndex) => ({
      photographerId,
      estimateId,
      name: item.name,
      description: item.description ?? null,
      qty: item.qty,
      unitCents: item.unitCents,
      lineTotalCents: item.qty * item.unitCents,
      taxable: item.taxable ?? true,
      orderIndex,
    })),
  );
}

/** Records the sending; a draft becomes SENT, a signed or paid proposal keeps its status. */
export async function markProposalSent(db: DbOrTx, photographerId: string, id: string): Promise<void> {
  await db
    .update(estimates)
    .set({
      sentAt: new Date(),
      status: sql`CASE WHEN ${estimates.status} = 'DRAFT' THEN 'SENT' ELSE ${estimates.status} END`,
    })
    .where(and(eq(estimates.photographerId, photographerId), eq(estimates.id, id)));
}

/** Whether a row was deleted. */
export async function deleteProposal(db: DbOrTx, photographerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(estimates)
    .where(and(eq(estimates.photographerId, photographerId), eq(estimates.id, id)))
    .returning({ id: estimates.id });
  return deleted.length > 0;
}

/** Archives (keeping the first archive time) or unarchives; whether the proposal was found. */
export async function setProposalArchived(
  db: DbOrTx,
  photographerId: string,
  id: string,
  archived: boolean,
): Promise<boolean> {
  const [row] = await db
    .update(estimates)
    .set({ archivedAt: archived ? sql`coalesce(${estimates.archivedAt}, now())` : null })
    .where(and(eq(estimates.photographerId, photographerId), eq(estimates.id, id)))
    .returning({ id: estimates.id });
  return row !== undefined;
}

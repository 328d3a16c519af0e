import { and, asc, eq, max } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { checklistTemplateItems } from "../../db/schema/index.js";

const ofStudio = (photographerId: string) => eq(checklistTemplateItems.photographerId, photographerId);
const byId = (photographerId: string, id: string) =>
  and(eq(checklistTemplateItems.id, id), ofStudio(photographerId));

export function listChecklistItems(db: DbOrTx, photographerId: string) {
  return db
    .select()
    .from(checklistTemplateItems)
    .where(ofStudio(photographerId))
    .orderBy(asc(checklistTemplateItems.orderIndex), asc(checklistTemplateItems.createdAt));
}

/** The place after the last item, so that a new one lands at the bottom. */
export async function nextChecklistIndex(db: DbOrTx, photographerId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(checklistTemplateItems.orderIndex) })
    .from(checklistTemplateItems)
    .where(ofStudio(photographerId));
  return row?.last == null ? 0 : row.last + 1;
}

export async function insertChecklistItem(
  db: DbOrTx,
  values: { photographerId: string; title: string; orderIndex: number },
) {
  const [row] = await db.insert(checklistTemplateItems).values(values).returning();
  return row!;
}

export async function updateChecklistItem(
  db: DbOrTx,
  photographerId: string,
  id: string,
  changes: { title?: string; orderIndex?: number },
) {
  const [row] = await db
    .update(checklistTemplateItems)
    .set(changes)
    .where(byId(photographerId, id))
    .returning();
  return row ?? null;
}

export async function deleteChecklistItem(db: DbOrTx, photographerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(checklistTemplateItems)
    .where(byId(photographerId, id))
    .returning({ id: checklistTemplateItems.id });
  return rows.length > 0;
}

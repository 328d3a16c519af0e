import { and, asc, eq, max } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { photographerLinks } from "../../db/schema/index.js";

const ofStudio = (photographerId: string) => eq(photographerLinks.photographerId, photographerId);
const byId = (photographerId: string, id: string) =>
  and(eq(photographerLinks.id, id), ofStudio(photographerId));

export function listLinks(db: DbOrTx, photographerId: string) {
  return db
    .select()
    .from(photographerLinks)
    .where(ofStudio(photographerId))
    .orderBy(asc(photographerLinks.orderIndex), asc(photographerLinks.createdAt));
}

export async function findLink(db: DbOrTx, photographerId: string, id: string) {
  const [row] = await db.select().from(photographerLinks).where(byId(photographerId, id));
  return row ?? null;
}

/** The place after the last link, so that a new one lands at the bottom. */
export async function nextLinkIndex(db: DbOrTx, photographerId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(photographerLinks.orderIndex) })
    .from(photographerLinks)
    .where(ofStudio(photographerId));
  return row?.last == null ? 0 : row.last + 1;
}

export async function insertLink(
  db: DbOrTx,
  values: { photographerId: string; title: string; url: string; orderIndex: number },
) {
  const [row] = await db.insert(photographerLinks).values(values).returning();
  return row!;
}

export async function updateLink(
  db: DbOrTx,
  photographerId: string,
  id: string,
  changes: { title?: string; url?: string; orderIndex?: number },
) {
  const [row] = await db.update(photographerLinks).set(changes).where(byId(photographerId, id)).returning();
  return row ?? null;
}

export async function deleteLink(db: DbOrTx, photographerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(photographerLinks)
    .where(byId(photographerId, id))
    .returning({ id: photographerLinks.id });
  return rows.length > 0;
}

import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { photographers } from "../../db/schema/index.js";

export type PhotographerRow = typeof photographers.$inferSelect;
export type PhotographerChanges = Partial<
  Omit<PhotographerRow, "id" | "publicToken" | "createdAt" | "updatedAt">
>;

export async function findPhotographer(db: DbOrTx, photographerId: string) {
  const [row] = await db.select().from(photographers).where(eq(photographers.id, photographerId));
  return row ?? null;
}

export async function updatePhotographer(db: DbOrTx, photographerId: string, changes: PhotographerChanges) {
  const [row] = await db
    .update(photographers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(photographers.id, photographerId))
    .returning();
  return row ?? null;
}

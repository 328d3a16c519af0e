import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { photographers } from "../../db/schema/index.js";

export async function findPhotographer(db: DbOrTx, photographerId: string) {
  const [row] = await db.select().from(photographers).where(eq(photographers.id, photographerId));
  return row ?? null;
}

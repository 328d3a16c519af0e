import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { photographers } from "../../db/schema/index.js";

/** The studio a widget belongs to, found by the public token its embed code carries. */
export async function findWidgetStudio(db: DbOrTx, publicToken: string) {
  const [row] = await db
    .select({ id: photographers.id, businessName: photographers.businessName })
    .from(photographers)
    .where(eq(photographers.publicToken, publicToken));
  return row ?? null;
}

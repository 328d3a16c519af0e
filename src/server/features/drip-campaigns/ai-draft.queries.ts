/** The statements drafting with AI needs beyond the campaigns' own: the studio's name. */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { photographers } from "../../db/schema/index.js";

export async function findBusinessName(tx: DbOrTx, photographerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ businessName: photographers.businessName })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row?.businessName ?? null;
}

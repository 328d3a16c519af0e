/** SQL for embedding the booking calendar: which sites a calendar's studio lets frame it. */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { photographers } from "../../db/schema/index.js";

/** The studio's allowed framing origins, looked up by its public calendar token; null for no studio. */
export async function findFrameAncestorsByToken(db: DbOrTx, publicToken: string): Promise<string[] | null> {
  const [row] = await db
    .select({ frameAncestors: photographers.frameAncestors })
    .from(photographers)
    .where(eq(photographers.publicToken, publicToken));
  return row ? row.frameAncestors : null;
}

/** The widget configuration's statements: the studio's own row, and the public read by token. */
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { photographers, widgetConfigs } from "../../db/schema/index.js";

export interface StoredWidgetConfig {
  config: unknown;
  updatedAt: Date;
}

export async function findWidgetConfig(
  db: DbOrTx,
  photographerId: string,
): Promise<StoredWidgetConfig | null> {
  const [row] = await db
    .select({ config: widgetConfigs.config, updatedAt: widgetConfigs.updatedAt })
    .from(widgetConfigs)
    .where(eq(widgetConfigs.photographerId, photographerId));
  return row ?? null;
}

/** Writes the whole configuration (the first save inserts the row) and answers what was stored. */
export async function saveWidgetConfig(
  db: DbOrTx,
  photographerId: string,
  config: Record<string, unknown>,
): Promise<StoredWidgetConfig> {
  const [row] = await db
    .insert(widgetConfigs)
    .values({ photographerId, config })
    .onConflictDoUpdate({ target: widgetConfigs.photographerId, set: { config, updatedAt: sql`now()` } })
    .returning({ config: widgetConfigs.config, updatedAt: widgetConfigs.updatedAt });
  return row!;
}

/** The studio a public token names, with its saved configuration when there is one; null for no studio. */
export async function findPublicWidgetConfig(db: DbOrTx, publicToken: string) {
  const [row] = await db
    .select({ photographerId: photographers.id, config: widgetConfigs.config })
    .from(photographers)
    .leftJoin(widgetConfigs, eq(widgetConfigs.photographerId, photographers.id))
    .where(eq(photographers.publicToken, publicToken));
  return row ?? null;
}

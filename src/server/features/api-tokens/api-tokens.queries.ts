/** Every SQL statement of the api_tokens table; each is scoped by studio except the lookup by hash. */
import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { apiTokens, photographers, users } from "../../db/schema/index.js";

export type ApiTokenRow = typeof apiTokens.$inferSelect;

const byId = (photographerId: string, id: string) =>
  and(eq(apiTokens.id, id), eq(apiTokens.photographerId, photographerId));

export function listApiTokens(db: DbOrTx, photographerId: string) {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.photographerId, photographerId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Holds the studio's row until the transaction ends, so that two creations cannot both pass the limit. */
export async function lockStudioForTokens(tx: DbOrTx, photographerId: string): Promise<void> {
  await tx
    .select({ id: photographers.id })
    .from(photographers)
    .where(eq(photographers.id, photographerId))
    .for("update");
}

export async function countApiTokens(db: DbOrTx, photographerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(eq(apiTokens.photographerId, photographerId));
  return row?.n ?? 0;
}

export async function insertApiToken(
  db: DbOrTx,
  values: {
    photographerId: string;
    createdBy: string;
    name: string;
    tokenHash: string;
    prefix: string;
    scopes: string[];
    expiresAt: Date | null;
  },
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

/** Deletes the studio's token; answers whether there was one. */
export async function deleteApiToken(db: DbOrTx, photographerId: string, id: string): Promise<boolean> {
  const rows = await db.delete(apiTokens).where(byId(photographerId, id)).returning({ id: apiTokens.id });
  return rows.length > 0;
}

/**
 * A token by its hash, with the user a request made with it acts as: whoever created it, or (once that
 * user is gone) the studio's first photographer. Through the unique index on token_hash, on every
 * request, so a revocation counts on every server at once.
 */
function tokenUserQuery(db: DbOrTx) {
  const actingUser = sql`coalesce(${apiTokens.createdBy}, (
    SELECT u.id FROM users u
     WHERE u.photographer_id = ${apiTokens.photographerId} AND u.role = 'PHOTOGRAPHER'
     ORDER BY u.created_at, u.id LIMIT 1))`;
  return db
    .select({
      tokenId: apiTokens.id,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: users.id,
      email: users.email,
      role: users.role,
      photographerId: apiTokens.photographerId,
      timezone: photographers.timezone,
      publicToken: photographers.publicToken,
      businessName: photographers.businessName,
    })
    .from(apiTokens)
    .innerJoin(photographers, eq(photographers.id, apiTokens.photographerId))
    .innerJoin(users, and(eq(users.id, actingUser), eq(users.photographerId, apiTokens.photographerId)))
    .where(eq(apiTokens.tokenHash, sql.placeholder("tokenHash")))
    .prepare("focal_api_token_user");
}

const preparedLookups = new WeakMap<DbOrTx, ReturnType<typeof tokenUserQuery>>();

export type ApiTokenUserRow = Awaited<ReturnType<ReturnType<typeof tokenUserQuery>["execute"]>>[number];

export async function selectApiTokenUser(db: DbOrTx, tokenHash: string): Promise<ApiTokenUserRow | null> {
  let query = preparedLookups.get(db);
  if (!query) {
    query = tokenUserQuery(db);
    preparedLookups.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  return row ?? null;
}

/**
 * Stamps the token as used now, unless another request (on any server) did within the last minute:
 * every write tells the studio's read caches to forget, so a busy script must not write on every call.
 */
export async function touchApiToken(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '60 seconds'`)),
      ),
    );
}

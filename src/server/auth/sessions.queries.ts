/** Every SQL statement of the sessions table (sessions.ts holds what they mean). */
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/connect.js";
import { photographers, sessions, users } from "../db/schema/index.js";

export async function insertSession(
  db: DbOrTx,
  values: { idHash: string; userId: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function deleteSessionByHash(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/**
 * A NOTIFY on `channel`. Run through a transaction, PostgreSQL delivers it only when that transaction
 * commits, and not at all when it rolls back.
 */
export async function notifyChannel(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/** The user's sessions that expire after `now`, newest first. */
export async function selectLiveUserSessions(db: DbOrTx, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
}

/** Deletes every session of the user but the one hashed `keepIdHash` (when given); answers their expiries. */
export async function deleteUserSessionRows(db: DbOrTx, userId: string, keepIdHash?: string) {
  const keep = keepIdHash === undefined ? undefined : ne(sessions.idHash, keepIdHash);
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep))
    .returning({ expiresAt: sessions.expiresAt });
}

/** The session, its user and their studio, by the hash of the cookie's token. */
function sessionUserQuery(db: DbOrTx) {
  return (
    db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        photographerId: users.photographerId,
        clientId: users.clientId,
        timezone: photographers.timezone,
        publicToken: photographers.publicToken,
        businessName: photographers.businessName,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(photographers, eq(photographers.id, users.photographerId))
      .where(and(eq(sessions.idHash, sql.placeholder("idHash")), gt(sessions.expiresAt, sql`now()`)))
      // A named statement: each pooled connection parses and plans it once, not on every request
      // (planning this three-table join cost more than running it).
      .prepare("focal_session_user")
  );
}

/** One prepared query per database handle, built on its first lookup. */
const preparedLookups = new WeakMap<DbOrTx, ReturnType<typeof sessionUserQuery>>();

export type SessionUserRow = Awaited<ReturnType<ReturnType<typeof sessionUserQuery>["execute"]>>[number];

/** The live session hashed `idHash` with its user and studio fields, or null. */
export async function selectSessionUser(db: DbOrTx, idHash: string): Promise<SessionUserRow | null> {
  let query = preparedLookups.get(db);
  if (!query) {
    query = sessionUserQuery(db);
    preparedLookups.set(db, query);
  }
  const [row] = await query.execute({ idHash });
  return row ?? null;
}

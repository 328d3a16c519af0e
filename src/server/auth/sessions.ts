/**
 * Database-backed sessions. The cookie carries a random token; the table keeps its SHA-256, the user
 * and the expiry. One query turns a cookie into the signed-in user with the studio fields the shell needs.
 */
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { SessionUser } from "../../shared/auth.js";
import { type DbOrTx, rowsOf } from "../db/connect.js";
import { sessions } from "../db/schema/index.js";
import { randomToken, sha256 } from "./tokens.js";

export const SESSION_COOKIE = "focal_session";

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export async function createSession(
  db: DbOrTx,
  userId: string,
  ttlDays: number,
  meta: SessionMeta = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  await db.insert(sessions).values({
    idHash: sha256(token),
    userId,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt };
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
}

/** The user's live sessions, newest first. */
export function listUserSessions(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
}

/**
 * Signs the user out everywhere, except the session of `keepToken` when given. Answers how many live
 * sessions went (expired ones are swept along without being counted).
 */
export async function deleteUserSessions(db: DbOrTx, userId: string, keepToken?: string): Promise<number> {
  const keep = keepToken === undefined ? undefined : ne(sessions.idHash, sha256(keepToken));
  const now = Date.now();
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep))
    .returning({ expiresAt: sessions.expiresAt });
  return deleted.filter((row) => row.expiresAt.getTime() > now).length;
}

interface SessionRow {
  id: string;
  email: string;
  role: "PHOTOGRAPHER" | "CLIENT";
  photographer_id: string;
  client_id: string | null;
  timezone: string;
  public_token: string;
  business_name: string;
}

export async function findSessionUser(db: DbOrTx, token: string): Promise<SessionUser | null> {
  const result = await db.execute(sql`
    SELECT u.id, u.email, u.role, u.photographer_id, u.client_id,
           p.timezone, p.public_token, p.business_name
      FROM sessions s
      JOIN users u ON u.id = s.user_id
      JOIN photographers p ON p.id = u.photographer_id
     WHERE s.id_hash = ${sha256(token)} AND s.expires_at > now()`);
  const row = rowsOf<SessionRow>(result)[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    photographerId: row.photographer_id,
    clientId: row.client_id,
    timezone: row.timezone,
    publicToken: row.role === "PHOTOGRAPHER" ? row.public_token : null,
    businessName: row.business_name,
  };
}

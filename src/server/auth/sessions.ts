/**
 * Database-backed sessions. The cookie carries a random token; the table keeps its SHA-256, the user
 * and the expiry. One query turns a cookie into the signed-in user with the studio fields the shell needs.
 * Whatever ends sessions goes through this file, which tells every server's session cache
 * (session-cache.ts) with a PostgreSQL NOTIFY that commits with the deletion.
 */
import type { SessionUser } from "../../shared/auth.js";
import type { DbOrTx } from "../db/connect.js";
import { invalidateCachedSessions, SESSION_CHANNEL, type SessionChange } from "./session-cache.js";
import {
  deleteSessionByHash,
  deleteUserSessionRows,
  insertSession,
  notifyChannel,
  selectLiveUserSessions,
  selectSessionUser,
} from "./sessions.queries.js";
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
  await insertSession(db, {
    idHash: sha256(token),
    userId,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt };
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  const idHash = sha256(token);
  await deleteSessionByHash(db, idHash);
  await notifySessionsChanged(db, { idHash });
}

/**
 * Tells the session caches of this process now and of every server at commit (NOTIFY inside a
 * transaction is delivered when it commits) that these sessions may be gone: call it wherever sessions
 * end other than through this file, such as a cascade from deleting a client with portal access.
 */
export async function notifySessionsChanged(db: DbOrTx, change: SessionChange): Promise<void> {
  invalidateCachedSessions(change);
  await notifyChannel(db, SESSION_CHANNEL, JSON.stringify(change));
}

/** The user's live sessions, newest first. */
export function listUserSessions(db: DbOrTx, userId: string) {
  return selectLiveUserSessions(db, userId, new Date());
}

/**
 * Signs the user out everywhere, except the session of `keepToken` when given. Answers how many live
 * sessions went (expired ones are swept along without being counted).
 */
export async function deleteUserSessions(db: DbOrTx, userId: string, keepToken?: string): Promise<number> {
  const now = Date.now();
  const deleted = await deleteUserSessionRows(
    db,
    userId,
    keepToken === undefined ? undefined : sha256(keepToken),
  );
  await notifySessionsChanged(db, { userId });
  return deleted.filter((row) => row.expiresAt.getTime() > now).length;
}

export interface SessionLookup {
  user: SessionUser;
  expiresAt: Date;
}

/** The signed-in user behind a session's token hash, and when that session expires. */
export async function lookupSession(db: DbOrTx, idHash: string): Promise<SessionLookup | null> {
  const row = await selectSessionUser(db, idHash);
  if (!row) return null;
  return {
    user: {
      id: row.id,
      email: row.email,
      role: row.role,
      photographerId: row.photographerId,
      clientId: row.clientId,
      timezone: row.timezone,
      publicToken: row.role === "PHOTOGRAPHER" ? row.publicToken : null,
      businessName: row.businessName,
    },
    expiresAt: row.expiresAt,
  };
}

export async function findSessionUser(db: DbOrTx, token: string): Promise<SessionUser | null> {
  return (await lookupSession(db, sha256(token)))?.user ?? null;
}

import type { z } from "zod";
import type { LoginInput, RegisterInput, SessionUser } from "../../../shared/auth.js";
import type { changePasswordInputSchema, SessionInfo } from "../../../shared/photographer-security.js";
import type { twoFactorLoginInputSchema } from "../../../shared/two-factor.js";
import { getDummyHash, hashPassword, verifyPassword } from "../../auth/password.js";
import { clearRateLimit } from "../../auth/rate-limit.js";
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  findSessionUser,
  listUserSessions,
  type SessionMeta,
} from "../../auth/sessions.js";
import { randomToken, sha256 } from "../../auth/tokens.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { badRequest, conflict, unauthorized } from "../../http/errors.js";
import { insertStarterContracts } from "../contracts/contract-templates.service.js";
import { insertDefaultSessionType } from "../session-types/session-types.queries.js";
import { type AttemptLimit, reserveAttempt } from "./attempt-limits.js";
import {
  findPasswordHash,
  findUserByEmail,
  insertDefaultStages,
  insertPhotographer,
  insertPhotographerUser,
  updatePasswordHash,
} from "./auth.queries.js";
import { createTwoFactorService } from "./two-factor.service.js";

const REGISTER_WINDOW_MS = 60 * 60 * 1000;
const INVALID_LOGIN = "Invalid email or password";
const WRONG_PASSWORD = "Current password is incorrect";

type ChangePasswordData = z.output<typeof changePasswordInputSchema>;
type TwoFactorLoginInput = z.output<typeof twoFactorLoginInputSchema>;

/** Who signs in from where, and the session cookie the browser already had (to be replaced). */
export interface LoginMeta extends SessionMeta {
  replacingToken?: string | undefined;
}

type StartedSession = { session: { token: string; expiresAt: Date }; user: SessionUser };
export type LoginOutcome =
  | ({ kind: "session" } & StartedSession)
  | { kind: "two-factor"; challenge: { token: string; expiresAt: Date } };

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps driver errors: the SQLSTATE is on the cause.
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === "23505" || (error as { code?: string }).code === "23505";
}

export function createAuthService(database: Database, config: Config) {
  const { db } = database;
  const twoFactor = createTwoFactorService(database, config);
  const registerLimit = config.REGISTER_RATE_LIMIT ?? (config.NODE_ENV === "test" ? 1000 : 10);

  /** Every sign-up try counts, accepted or not: it stops mass sign-ups and probing which e-mails exist. */
  async function assertRegisterAllowed(ip: string | undefined): Promise<void> {
    const limits = [{ key: `register:ip:${ip ?? "unknown"}`, limit: registerLimit }];
    await reserveAttempt(db, limits, "sign-ups from this address", REGISTER_WINDOW_MS);
  }

  async function register(
    input: Required<Omit<RegisterInput, "timezone">> & { timezone?: string | undefined },
    ip?: string | undefined,
  ): Promise<{ photographerId: string }> {
    await assertRegisterAllowed(ip);
    if (await findUserByEmail(db, input.email)) throw conflict("An account with this email already exists");
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        const photographer = await insertPhotographer(tx, {
          businessName: input.businessName,
          publicToken: randomToken(),
          // Omitted: the column's default (DEFAULT_TIMEZONE).
          ...(input.timezone ? { timezone: input.timezone } : {}),
        });
        await insertPhotographerUser(tx, {
          email: input.email,
          passwordHash,
          photographerId: photographer.id,
        });
        await insertDefaultStages(tx, photographer.id);
        // Its booking calendar starts with the "Consultation" the original booking links book.
        await insertDefaultSessionType(tx, photographer);
        await insertStarterContracts(tx, photographer.id);
        return { photographerId: photographer.id };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("An account with this email already exists");
      throw error;
    }
  }

  const reserve = (limits: AttemptLimit[], what = "sign-in attempts") => reserveAttempt(db, limits, what);

  /**
   * A new session for the user. The session this browser already had, if any, is deleted first, so a
   * session id planted before sign-in (session fixation) is worth nothing after it.
   */
  async function startSession(userId: string, meta: LoginMeta) {
    if (meta.replacingToken) await deleteSession(db, meta.replacingToken);
    const session = await createSession(db, userId, config.SESSION_TTL_DAYS, meta);
    const sessionUser = await findSessionUser(db, session.token);
    return { session, user: sessionUser! };
  }

  /**
   * The password step. With two-factor on, the right password opens a pending sign-in instead of a
   * session; `completeTwoFactorLogin` finishes it.
   */
  async function login(input: Required<LoginInput>, meta: LoginMeta): Promise<LoginOutcome> {
    const emailKey = `login:email:${input.email}`;
    const ipKey = `login:ip:${meta.ip ?? "unknown"}`;
    const attempt = await reserve([
      { key: emailKey, limit: config.LOGIN_RATE_LIMIT },
      { key: ipKey, limit: config.LOGIN_RATE_LIMIT * 5 },
    ]);
    const user = await findUserByEmail(db, input.email);
    const valid = user?.passwordHash
      ? await verifyPassword(input.password, user.passwordHash)
      : (await verifyPassword(input.password, await getDummyHash())) && false;
    // A wrong password keeps the slots it took; the right one gives them back and, as the owner has
    // now proved who they are, wipes the e-mail's count.
    if (!user || !valid) throw unauthorized(INVALID_LOGIN);
    await attempt.release();
    await clearRateLimit(db, emailKey);
    const challenge = await twoFactor.openChallenge(user.id);
    if (challenge) {
      if (meta.replacingToken) await deleteSession(db, meta.replacingToken);
      return { kind: "two-factor", challenge };
    }
    return { kind: "session", ...(await startSession(user.id, meta)) };
  }

  async function completeTwoFactorLogin(
    challengeToken: string | undefined,
    input: TwoFactorLoginInput,
    meta: LoginMeta,
  ) {
    const userId = await twoFactor.completeChallenge(challengeToken, input);
    return startSession(userId, meta);
  }

  async function logout(token: string | undefined): Promise<void> {
    if (token) await deleteSession(db, token);
  }

  /**
   * A new password signs out every other browser, and the current one gets a fresh session id: whoever
   * may have learnt the old password, or a cookie, is out. Wrong guesses count towards a limit, so that a
   * borrowed session cannot be used to try passwords.
   */
  async function changePassword(
    userId: string,
    currentToken: string,
    input: ChangePasswordData,
    meta: SessionMeta,
  ) {
    const limitKey = `password:user:${userId}`;
    await reserve([{ key: limitKey, limit: config.LOGIN_RATE_LIMIT }], "password attempts");
    const currentHash = await findPasswordHash(db, userId);
    if (!currentHash) throw unauthorized();
    if (!(await verifyPassword(input.currentPassword, currentHash))) throw badRequest(WRONG_PASSWORD);
    await clearRateLimit(db, limitKey);
    const passwordHash = await hashPassword(input.newPassword);
    const { session, revoked } = await db.transaction(async (tx) => {
      await updatePasswordHash(tx, userId, passwordHash);
      const revoked = await deleteUserSessions(tx, userId, currentToken);
      await deleteSession(tx, currentToken);
      return { session: await createSession(tx, userId, config.SESSION_TTL_DAYS, meta), revoked };
    });
    return { session, revoked };
  }

  async function listSessions(userId: string, currentToken: string): Promise<SessionInfo[]> {
    const currentHash = sha256(currentToken);
    const rows = await listUserSessions(db, userId);
    return rows
      .map((row) => ({
        // A hash of the stored hash: stable, and useless as a cookie or to look the row up by.
        id: sha256(row.idHash).slice(0, 32),
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        userAgent: row.userAgent,
        ip: row.ip,
        current: row.idHash === currentHash,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  async function revokeOtherSessions(userId: string, currentToken: string): Promise<{ revoked: number }> {
    return { revoked: await deleteUserSessions(db, userId, currentToken) };
  }

  return {
    register,
    login,
    completeTwoFactorLogin,
    logout,
    changePassword,
    listSessions,
    revokeOtherSessions,
    twoFactor,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { SessionUser };

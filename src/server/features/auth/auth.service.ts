import type { LoginInput, RegisterInput, SessionUser } from "../../../shared/auth.js";
import { getDummyHash, hashPassword, verifyPassword } from "../../auth/password.js";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "../../auth/rate-limit.js";
import { createSession, deleteSession, findSessionUser, type SessionMeta } from "../../auth/sessions.js";
import { randomToken } from "../../auth/tokens.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { conflict, HttpError, unauthorized } from "../../http/errors.js";
import {
  findUserByEmail,
  insertDefaultStages,
  insertPhotographer,
  insertPhotographerUser,
} from "./auth.queries.js";

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const INVALID_LOGIN = "Invalid email or password";

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps driver errors: the SQLSTATE is on the cause.
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === "23505" || (error as { code?: string }).code === "23505";
}

export function createAuthService(database: Database, config: Config) {
  const { db } = database;

  async function register(input: Required<RegisterInput>): Promise<{ photographerId: string }> {
    if (await findUserByEmail(db, input.email)) throw conflict("An account with this email already exists");
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        const photographer = await insertPhotographer(tx, {
          businessName: input.businessName,
          publicToken: randomToken(),
        });
        await insertPhotographerUser(tx, {
          email: input.email,
          passwordHash,
          photographerId: photographer.id,
        });
        await insertDefaultStages(tx, photographer.id);
        return { photographerId: photographer.id };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("An account with this email already exists");
      throw error;
    }
  }

  async function assertNotLimited(keys: { key: string; limit: number }[]): Promise<void> {
    for (const { key, limit } of keys) {
      const window = await peekRateLimit(db, key, LOGIN_WINDOW_MS);
      if (window.count >= limit) {
        const minutes = Math.max(1, Math.ceil(window.retryAfterSeconds / 60));
        throw new HttpError(
          429,
          `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        );
      }
    }
  }

  async function login(input: Required<LoginInput>, meta: SessionMeta) {
    const emailKey = `login:email:${input.email}`;
    const ipKey = `login:ip:${meta.ip ?? "unknown"}`;
    await assertNotLimited([
      { key: emailKey, limit: config.LOGIN_RATE_LIMIT },
      { key: ipKey, limit: config.LOGIN_RATE_LIMIT * 5 },
    ]);
    const user = await findUserByEmail(db, input.email);
    const valid = user?.passwordHash
      ? await verifyPassword(input.password, user.passwordHash)
      : (await verifyPassword(input.password, await getDummyHash())) && false;
    if (!user || !valid) {
      await hitRateLimit(db, emailKey, LOGIN_WINDOW_MS);
      await hitRateLimit(db, ipKey, LOGIN_WINDOW_MS);
      throw unauthorized(INVALID_LOGIN);
    }
    await clearRateLimit(db, emailKey);
    const session = await createSession(db, user.id, config.SESSION_TTL_DAYS, meta);
    const sessionUser = await findSessionUser(db, session.token);
    return { session, user: sessionUser! };
  }

  async function logout(token: string | undefined): Promise<void> {
    if (token) await deleteSession(db, token);
  }

  return { register, login, logout };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { SessionUser };

/**
 * Two-factor sign-in with an authenticator app. Set-up stores a pending secret; the first right code
 * turns it on and hands out ten recovery codes, shown once. Sign-in with the right password then only
 * opens a five-minute challenge, which a code (or a recovery code) completes. Every wrong code counts
 * towards one limit per user, whichever door it was tried at, and towards one per pending sign-in.
 */
import QRCode from "qrcode";
import { TWO_FACTOR_MESSAGES as MESSAGES, type TwoFactorStatus } from "../../../shared/two-factor.js";
import { verifyPassword } from "../../auth/password.js";
import { clearRateLimit } from "../../auth/rate-limit.js";
import { secretBoxFor } from "../../auth/secret-key.js";
import { randomToken, sha256 } from "../../auth/tokens.js";
import { base32Decode, base32Encode, generateTotpSecret, matchTotp, otpauthUrl } from "../../auth/totp.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { badRequest, conflict, HttpError, unauthorized } from "../../http/errors.js";
import { reserveAttempt } from "./attempt-limits.js";
import { findPasswordHash } from "./auth.queries.js";
import { generateRecoveryCodes } from "./recovery-codes.js";
import { totpSecretContext } from "./secret-sealing.js";
import {
  claimTimeStep,
  countRecoveryCodes,
  deleteChallenge,
  deleteTwoFactor,
  findLiveChallenge,
  findTwoFactor,
  insertChallenge,
  isTwoFactorEnabled,
  markEnabled,
  replaceRecoveryCodes,
  savePendingSecret,
  spendRecoveryCode,
  takeChallenge,
} from "./two-factor.queries.js";

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes allowed per user per 15 minutes, and per pending sign-in. */
export const CODE_ATTEMPT_LIMIT = 5;

const codeKey = (userId: string) => `two-factor:user:${userId}`;
const challengeKey = (token: string) => `two-factor:challenge:${sha256(token)}`;
const passwordKey = (userId: string) => `password:user:${userId}`;

type CodeCheck = { ok: true } | { ok: false; message: string };
type TwoFactorRow = NonNullable<Awaited<ReturnType<typeof findTwoFactor>>>;

export function createTwoFactorService(database: Database, config: Config) {
  const { db } = database;
  // The secret is stored sealed (auth/secret-box.ts): a copy of the database cannot compute codes.
  const box = secretBoxFor(config);

  async function status(userId: string): Promise<TwoFactorStatus> {
    const row = await findTwoFactor(db, userId);
    const enabledAt = row?.enabledAt ?? null;
    return {
      enabled: enabledAt !== null,
      enabledAt: enabledAt?.toISOString() ?? null,
      recoveryCodesLeft: enabledAt ? await countRecoveryCodes(db, userId) : 0,
    };
  }

  /** An app code, once only: a step already used (or an older one) is refused. */
  async function checkAppCode(row: TwoFactorRow, code: string): Promise<CodeCheck> {
    const secret = base32Decode(box.open(row.secret, totpSecretContext(row.userId)));
    const step = matchTotp(secret, code, { afterStep: row.lastUsedStep });
    if (step !== null && (await claimTimeStep(db, row.userId, step))) return { ok: true };
    // Telling a replayed code apart helps whoever typed it; it tells a guesser nothing.
    const replayed = step !== null || matchTotp(secret, code) !== null;
    return { ok: false, message: replayed ? MESSAGES.codeUsed : MESSAGES.wrongCode };
  }

  async function checkRecoveryCode(userId: string, code: string): Promise<CodeCheck> {
    return (await spendRecoveryCode(db, userId, code))
      ? { ok: true }
      : { ok: false, message: MESSAGES.wrongRecoveryCode };
  }

  /**
   * Runs a code check under the per-user limit (plus `extraKeys`): the check takes its slot first, so
   * no code is ever compared without one; a wrong code keeps it, a right one gives it back and wipes
   * the user's count.
   */
  async function limitedCheck(
    userId: string,
    check: () => Promise<CodeCheck>,
    extraKeys: string[] = [],
  ): Promise<CodeCheck> {
    const keys = [codeKey(userId), ...extraKeys];
    const attempt = await reserveAttempt(
      db,
      keys.map((key) => ({ key, limit: CODE_ATTEMPT_LIMIT })),
      "two-factor attempts",
    );
    const result = await check();
    if (result.ok) {
      await attempt.release();
      await clearRateLimit(db, codeKey(userId));
    }
    return result;
  }

  /** The same guard as changing the password: a borrowed session cannot be used to try passwords. */
  async function assertPassword(userId: string, password: string): Promise<void> {
    const key = passwordKey(userId);
    await reserveAttempt(db, [{ key, limit: config.LOGIN_RATE_LIMIT }], "password attempts");
    const hash = await findPasswordHash(db, userId);
    if (!hash) throw unauthorized();
    if (!(await verifyPassword(password, hash))) throw badRequest(MESSAGES.wrongPassword);
    await clearRateLimit(db, key);
  }

  async function findEnabled(userId: string): Promise<TwoFactorRow | null> {
    const row = await findTwoFactor(db, userId);
    return row?.enabledAt ? row : null;
  }

  async function requireEnabled(userId: string): Promise<TwoFactorRow> {
    const row = await findEnabled(userId);
    if (!row) throw conflict(MESSAGES.off);
    return row;
  }

  async function setup(userId: string, email: string) {
    const secret = base32Encode(generateTotpSecret(), { padding: false });
    const sealed = box.seal(secret, totpSecretContext(userId));
    if (!(await savePendingSecret(db, userId, sealed))) throw conflict(MESSAGES.alreadyOn);
    const url = otpauthUrl(email, secret);
    const qrSvg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
    return { secret, otpauthUrl: url, qrSvg };
  }

  async function enable(userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
    const row = await findTwoFactor(db, userId);
    if (!row) throw conflict(MESSAGES.notSetUp);
    if (row.enabledAt) throw conflict(MESSAGES.alreadyOn);
    const result = await limitedCheck(userId, () => checkAppCode(row, code));
    if (!result.ok) throw badRequest(result.message);
    const recoveryCodes = generateRecoveryCodes();
    await db.transaction(async (tx) => {
      if (!(await markEnabled(tx, userId))) throw conflict(MESSAGES.alreadyOn);
      await replaceRecoveryCodes(tx, userId, recoveryCodes);
    });
    return { recoveryCodes };
  }

  /** Either an app code or a recovery code, told apart by their shape. */
  async function checkAnyCode(row: TwoFactorRow, code: string): Promise<CodeCheck> {
    const compact = code.replace(/\s/g, "");
    const result = /^\d{6}$/.test(compact)
      ? await checkAppCode(row, compact)
      : await checkRecoveryCode(row.userId, code);
    return result.ok || result.message === MESSAGES.codeUsed
      ? result
      : { ok: false, message: MESSAGES.wrongCodeOrRecoveryCode };
  }

  async function disable(userId: string, input: { password: string; code: string }): Promise<void> {
    const row = await requireEnabled(userId);
    await assertPassword(userId, input.password);
    const result = await limitedCheck(userId, () => checkAnyCode(row, input.code));
    if (!result.ok) throw badRequest(result.message);
    await db.transaction((tx) => deleteTwoFactor(tx, userId));
  }

  async function regenerateRecoveryCodes(userId: string, password: string) {
    await requireEnabled(userId);
    await assertPassword(userId, password);
    const recoveryCodes = generateRecoveryCodes();
    await db.transaction((tx) => replaceRecoveryCodes(tx, userId, recoveryCodes));
    return { recoveryCodes };
  }

  /** After the right password: a pending sign-in, when this user has two-factor on. */
  async function openChallenge(userId: string): Promise<{ token: string; expiresAt: Date } | null> {
    if (!(await isTwoFactorEnabled(db, userId))) return null;
    const token = randomToken();
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    await insertChallenge(db, token, userId, expiresAt);
    return { token, expiresAt };
  }

  /**
   * The second step: answers the user id once the code is right and the pending sign-in has been used
   * up. A pending sign-in that ran out of tries is dropped, so the password has to be entered again.
   */
  async function completeChallenge(
    token: string | undefined,
    input: { code?: string | undefined; recoveryCode?: string | undefined },
  ): Promise<string> {
    const challenge = token ? await findLiveChallenge(db, token) : null;
    if (!token || !challenge) throw unauthorized(MESSAGES.expired);
    const { userId } = challenge;
    const row = await findEnabled(userId);
    if (!row) throw unauthorized(MESSAGES.expired);
    let result: CodeCheck;
    try {
      result = await limitedCheck(
        userId,
        () =>
          input.code !== undefined
            ? checkAppCode(row, input.code)
            : checkRecoveryCode(userId, input.recoveryCode ?? ""),
        [challengeKey(token)],
      );
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) await deleteChallenge(db, token);
      throw error;
    }
    if (!result.ok) throw unauthorized(result.message);
    if (!(await takeChallenge(db, token))) throw unauthorized(MESSAGES.expired);
    await clearRateLimit(db, challengeKey(token));
    return userId;
  }

  return { status, setup, enable, disable, regenerateRecoveryCodes, openChallenge, completeChallenge };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

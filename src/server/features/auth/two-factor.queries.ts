/**
 * The two-factor tables, always by user id (the signed-in user's, or the one a pending sign-in names).
 * Claiming a time step and using a recovery code or a pending sign-in are single statements, so two
 * requests racing with the same code cannot both succeed.
 */
import { and, count, eq, gt, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { sha256 } from "../../auth/tokens.js";
import type { DbOrTx } from "../../db/connect.js";
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from "../../db/schema/index.js";
import { hashRecoveryCode } from "./recovery-codes.js";

export async function findTwoFactor(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row ?? null;
}

export async function isTwoFactorEnabled(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return row !== undefined;
}

/** A new secret waiting for its first code; any earlier unfinished set-up is replaced. */
export async function savePendingSecret(db: DbOrTx, userId: string, secret: string): Promise<boolean> {
  const rows = await db
    .insert(twoFactorSecrets)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length === 1;
}

/** Records `step` as used unless it (or a later one) already was: false means the code was replayed. */
export async function claimTimeStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length === 1;
}

export async function markEnabled(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db
    .update(twoFactorSecrets)
    .set({ enabledAt: new Date() })
    .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)))
    .returning({ enabledAt: twoFactorSecrets.enabledAt });
  return row?.enabledAt ?? null;
}

export async function deleteTwoFactor(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, codes: string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code) })));
}

export async function countRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(eq(twoFactorRecoveryCodes.userId, userId));
  return row?.n ?? 0;
}

/** Uses up the code: true when it was one of the user's unused codes. */
export async function spendRecoveryCode(db: DbOrTx, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .delete(twoFactorRecoveryCodes)
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(userId, code)),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function insertChallenge(db: DbOrTx, token: string, userId: string, expiresAt: Date) {
  // Expired challenges of anyone are swept here, the one place that adds them.
  await db.delete(twoFactorChallenges).where(lte(twoFactorChallenges.expiresAt, new Date()));
  await db.insert(twoFactorChallenges).values({ idHash: sha256(token), userId, expiresAt });
}

export async function findLiveChallenge(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.idHash, sha256(token)), gt(twoFactorChallenges.expiresAt, new Date())));
  return row ?? null;
}

/** Single use: only the request that deletes the row may sign in with it. */
export async function takeChallenge(db: DbOrTx, token: string): Promise<boolean> {
  const rows = await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.idHash, sha256(token)), gt(twoFactorChallenges.expiresAt, new Date())))
    .returning({ userId: twoFactorChallenges.userId });
  return rows.length === 1;
}

export async function deleteChallenge(db: DbOrTx, token: string): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.idHash, sha256(token)));
}

export async function listTwoFactorSecrets(db: DbOrTx) {
  return db
    .select({ userId: twoFactorSecrets.userId, secret: twoFactorSecrets.secret })
    .from(twoFactorSecrets);
}

/** Replaces a secret only if it is still the value read: a server sealing at the same time loses quietly. */
export async function replaceSecretIfUnchanged(
  db: DbOrTx,
  userId: string,
  expected: string,
  secret: string,
): Promise<void> {
  await db
    .update(twoFactorSecrets)
    .set({ secret })
    .where(and(eq(twoFactorSecrets.userId, userId), eq(twoFactorSecrets.secret, expected)));
}

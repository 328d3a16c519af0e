/** The photographer's payment-account columns, by photographer id or by the provider's account id. */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { photographers, users } from "../../db/schema/index.js";

export type AccountKey = { id?: string; accountId?: string };

const whereAccount = (key: AccountKey) =>
  key.id ? eq(photographers.id, key.id) : eq(photographers.paymentAccountId, key.accountId!);

export async function findPhotographerRow(db: DbOrTx, photographerId: string) {
  const [row] = await db.select().from(photographers).where(eq(photographers.id, photographerId));
  return row;
}

export async function findOnboardingCompletedAt(db: DbOrTx, key: AccountKey) {
  const [row] = await db
    .select({ onboardingCompletedAt: photographers.onboardingCompletedAt })
    .from(photographers)
    .where(whereAccount(key));
  return row;
}

export async function updateAccountState(
  db: DbOrTx,
  key: AccountKey,
  values: Partial<typeof photographers.$inferInsert>,
): Promise<void> {
  await db.update(photographers).set(values).where(whereAccount(key));
}

/** The e-mail of the studio's (first) user. */
export async function findOwnerEmail(db: DbOrTx, photographerId: string): Promise<string | null> {
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.photographerId, photographerId))
    .limit(1);
  return owner?.email ?? null;
}

export async function setPaymentAccount(db: DbOrTx, photographerId: string, accountId: string) {
  const [won] = await db
    .update(photographers)
    .set({ paymentAccountId: accountId, paymentAccountStatus: "pending", updatedAt: new Date() })
    .where(eq(photographers.id, photographerId))
    .returning({ accountId: photographers.paymentAccountId });
  return won;
}

export async function findByPaymentAccount(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({
      id: photographers.id,
      businessName: photographers.businessName,
      completed: photographers.onboardingCompleted,
    })
    .from(photographers)
    .where(eq(photographers.paymentAccountId, accountId));
  return row;
}

/** The studio's payment account and its payouts, always by photographer (or the provider's payout id). */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { photographerPayouts, photographers } from "../../db/schema/index.js";

export async function findPaymentAccount(db: DbOrTx, photographerId: string) {
  const [row] = await db
    .select({
      accountId: photographers.paymentAccountId,
      onboardingCompleted: photographers.onboardingCompleted,
      payoutEnabled: photographers.payoutEnabled,
      currency: photographers.currency,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row;
}

/** Locks the photographer's row until the transaction ends: payout requests queue behind each other. */
export async function lockPhotographerForPayout(tx: DbOrTx, photographerId: string): Promise<void> {
  await tx
    .select({ id: photographers.id })
    .from(photographers)
    .where(eq(photographers.id, photographerId))
    .for("update");
}

export async function insertPayout(tx: DbOrTx, values: typeof photographerPayouts.$inferInsert) {
  const [row] = await tx.insert(photographerPayouts).values(values).returning();
  return row!;
}

export async function updatePayout(
  db: DbOrTx,
  id: string,
  values: Partial<typeof photographerPayouts.$inferInsert>,
) {
  const [row] = await db
    .update(photographerPayouts)
    .set(values)
    .where(eq(photographerPayouts.id, id))
    .returning();
  return row;
}

export async function updatePayoutStatusByProviderId(
  db: DbOrTx,
  payoutId: string,
  status: string,
): Promise<void> {
  await db.update(photographerPayouts).set({ status }).where(eq(photographerPayouts.payoutId, payoutId));
}

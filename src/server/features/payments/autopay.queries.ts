/**
 * Autopay's reads and writes: the proposal's saved card and switch (proposal_autopay), the claims of
 * off-session charges (autopay_attempts), and the proposals the morning run charges.
 */
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  autopayAttempts,
  clients,
  estimateInstallments,
  estimatePayments,
  estimates,
  photographers,
  proposalAutopay,
} from "../../db/schema/index.js";

/** The proposals whose instalments may still be owed (signed, not paid in full, not void; and not archived). */
export const CHARGEABLE_STATUSES = ["SIGNED", "PAID_PARTIAL"];

export type AutopayRow = typeof proposalAutopay.$inferSelect;

/** The method of an autopay charge's payment row (a card payment, never a checkout anyone may open). */
export const AUTOPAY_METHOD = "card:autopay";

export async function findAutopay(db: DbOrTx, estimateId: string): Promise<AutopayRow | undefined> {
  const [row] = await db.select().from(proposalAutopay).where(eq(proposalAutopay.estimateId, estimateId));
  return row;
}

/**
 * Keeps the proposal's customer. Two opt-ins at the same moment may both have made one at the provider:
 * the first stored wins and is answered to both (the other customer holds no card and is never used).
 */
export async function keepCustomer(
  db: DbOrTx,
  values: { estimateId: string; photographerId: string; customerId: string },
): Promise<AutopayRow> {
  await db.insert(proposalAutopay).values(values).onConflictDoNothing();
  return (await findAutopay(db, values.estimateId))!;
}

/**
 * Turns autopay on with the card a checkout saved. A different card is a new version: instalments an
 * earlier card failed on get one try with it, and the earlier failure is no longer news. Saving the same
 * card again (a webhook delivered twice) changes nothing.
 */
export async function saveCard(
  db: DbOrTx,
  estimateId: string,
  card: { paymentMethodId: string; cardLabel: string },
): Promise<void> {
  const current = await findAutopay(db, estimateId);
  if (!current) return;
  const changed = current.paymentMethodId !== card.paymentMethodId;
  await db
    .update(proposalAutopay)
    .set({
      enabled: true,
      paymentMethodId: card.paymentMethodId,
      cardLabel: card.cardLabel,
      updatedAt: new Date(),
      ...(changed
        ? {
            cardVersion: sql`${proposalAutopay.cardVersion} + 1`,
            lastFailureInstallmentId: null,
            lastFailureMessage: null,
            lastFailureAt: null,
          }
        : {}),
    })
    .where(eq(proposalAutopay.estimateId, estimateId));
}

/** Off: the card is forgotten (only the customer is kept, for a later opt-in). */
export async function switchOff(db: DbOrTx, estimateId: string): Promise<void> {
  await db
    .update(proposalAutopay)
    .set({ enabled: false, paymentMethodId: null, cardLabel: null, updatedAt: new Date() })
    .where(eq(proposalAutopay.estimateId, estimateId));
}

export async function recordFailure(
  db: DbOrTx,
  estimateId: string,
  failure: { installmentId: string; message: string; at: Date },
): Promise<void> {
  await db
    .update(proposalAutopay)
    .set({
      lastFailureInstallmentId: failure.installmentId,
      lastFailureMessage: failure.message,
      lastFailureAt: failure.at,
      updatedAt: failure.at,
    })
    .where(eq(proposalAutopay.estimateId, estimateId));
}

/** A checkout's payment row, when the client asked to keep its card. */
export async function findCardSavingPayment(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ estimateId: estimatePayments.estimateId, status: estimatePayments.status })
    .from(estimatePayments)
    .where(and(eq(estimatePayments.paymentSessionId, sessionId), eq(estimatePayments.saveCard, true)));
  return row;
}

/** The proposal's id by its public token and by the studio's id (another studio's: undefined). */
export async function findProposalByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ id: estimates.id, photographerId: estimates.photographerId })
    .from(estimates)
    .where(eq(estimates.token, token));
  return row;
}

export async function findStudioProposal(db: DbOrTx, photographerId: string, estimateId: string) {
  const [row] = await db
    .select({ id: estimates.id })
    .from(estimates)
    .where(and(eq(estimates.id, estimateId), eq(estimates.photographerId, photographerId)));
  return row;
}

/** The studios with a proposal on autopay, and their zone (the morning is theirs). */
export async function autopayStudios(db: DbOrTx) {
  return db
    .selectDistinct({ photographerId: photographers.id, timezone: photographers.timezone })
    .from(proposalAutopay)
    .innerJoin(estimates, eq(estimates.id, proposalAutopay.estimateId))
    .innerJoin(photographers, eq(photographers.id, proposalAutopay.photographerId))
    .where(
      and(
        eq(proposalAutopay.enabled, true),
        inArray(estimates.status, CHARGEABLE_STATUSES),
        isNull(estimates.archivedAt),
      ),
    );
}

/** A studio's proposals on autopay, with what a charge needs. */
export async function autopayProposals(db: DbOrTx, photographerId: string) {
  return db
    .select({
      estimate: {
        id: estimates.id,
        photographerId: estimates.photographerId,
        clientId: estimates.clientId,
        status: estimates.status,
        signedAt: estimates.signedAt,
        currency: estimates.currency,
        totalCents: estimates.totalCents,
        depositCents: estimates.depositCents,
        depositPercent: estimates.depositPercent,
        scheduleCustom: estimates.scheduleCustom,
        title: estimates.title,
      },
      autopay: proposalAutopay,
      studio: {
        businessName: photographers.businessName,
        paymentAccountId: photographers.paymentAccountId,
        onboardingCompleted: photographers.onboardingCompleted,
      },
    })
    .from(proposalAutopay)
    .innerJoin(estimates, eq(estimates.id, proposalAutopay.estimateId))
    .innerJoin(photographers, eq(photographers.id, proposalAutopay.photographerId))
    .where(
      and(
        eq(proposalAutopay.photographerId, photographerId),
        eq(proposalAutopay.enabled, true),
        inArray(estimates.status, CHARGEABLE_STATUSES),
        isNull(estimates.archivedAt),
      ),
    );
}

export type AutopayProposal = Awaited<ReturnType<typeof autopayProposals>>[number];

/** The cards that declined a charge, as `estimateId:cardVersion`: they are not charged again. */
export async function declinedCards(db: DbOrTx, photographerId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ estimateId: autopayAttempts.estimateId, attempt: autopayAttempts.attempt })
    .from(autopayAttempts)
    .where(and(eq(autopayAttempts.photographerId, photographerId), eq(autopayAttempts.status, "DECLINED")));
  return new Set(rows.map((r) => `${r.estimateId}:${r.attempt}`));
}

/** The claim: a new row for (instalment, card version), or undefined when another run has it. */
export async function claimAttempt(db: DbOrTx, values: typeof autopayAttempts.$inferInsert) {
  const [row] = await db.insert(autopayAttempts).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Takes over claims left CHARGING since before `staleBefore` (the worker died, or the provider could
 * not be reached): one conditional UPDATE, so two runs never take the same one. The charge is then
 * asked again with the same idempotency key, which the provider answers with its first outcome.
 */
export async function takeOverStale(db: DbOrTx, photographerId: string, staleBefore: Date, now: Date) {
  return db
    .update(autopayAttempts)
    .set({ claimedAt: now })
    .where(
      and(
        eq(autopayAttempts.photographerId, photographerId),
        eq(autopayAttempts.status, "CHARGING"),
        lt(autopayAttempts.claimedAt, staleBefore),
      ),
    )
    .returning();
}

export type AttemptRow = typeof autopayAttempts.$inferSelect;

export async function finishAttempt(
  db: DbOrTx,
  attemptId: string,
  values: { status: "SUCCEEDED" | "DECLINED"; paymentIntentId?: string | null; message?: string | null },
) {
  const [row] = await db
    .update(autopayAttempts)
    .set({ ...values, finishedAt: new Date() })
    .where(and(eq(autopayAttempts.id, attemptId), eq(autopayAttempts.status, "CHARGING")))
    .returning();
  return row;
}

/** The autopay charge's payment row is found by this made-up session id (completeCheckout's key). */
export const autopaySessionId = (attemptId: string) => `autopay_${attemptId}`;

/** A declined charge's payment row: never money, kept as FAILED for the record. */
export async function failAutopayPayment(db: DbOrTx, attemptId: string): Promise<void> {
  await db
    .update(estimatePayments)
    .set({ status: "FAILED" })
    .where(
      and(
        eq(estimatePayments.paymentSessionId, autopaySessionId(attemptId)),
        inArray(estimatePayments.status, ["PENDING", "EXPIRED"]),
      ),
    );
}

/** What the decline notices tell: the proposal, the client, the instalment and the card's answer. */
export async function findDeclinedAttempt(db: DbOrTx, photographerId: string, attemptId: string) {
  const [row] = await db
    .select({
      attempt: autopayAttempts,
      estimate: {
        id: estimates.id,
        title: estimates.title,
        token: estimates.token,
        currency: estimates.currency,
        projectId: estimates.projectId,
      },
      client: {
        id: clients.id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
      },
      installmentLabel: estimateInstallments.label,
      cardLabel: proposalAutopay.cardLabel,
    })
    .from(autopayAttempts)
    .innerJoin(estimates, eq(estimates.id, autopayAttempts.estimateId))
    .innerJoin(clients, eq(clients.id, estimates.clientId))
    .innerJoin(estimateInstallments, eq(estimateInstallments.id, autopayAttempts.installmentId))
    .leftJoin(proposalAutopay, eq(proposalAutopay.estimateId, autopayAttempts.estimateId))
    .where(
      and(
        eq(autopayAttempts.photographerId, photographerId),
        eq(autopayAttempts.id, attemptId),
        eq(autopayAttempts.status, "DECLINED"),
      ),
    );
  return row;
}

/**
 * The public proposal page's reads (by token alone, on purpose) and the signature's one conditional
 * UPDATE. Outside a transaction the reads are named statements, planned once per pooled connection.
 */
import { and, eq, isNull, or, type Placeholder, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/connect.js";
import { clients, estimatePayments, estimates, photographers } from "../../db/schema/index.js";
import { clientColumnsWithEventDate } from "../clients/event-date.queries.js";

const findSelection = (tx: DbOrTx) =>
  tx
    .select({
      estimate: estimates,
      photographer: {
        businessName: photographers.businessName,
        emailFromAddr: photographers.emailFromAddr,
        logoUrl: photographers.logoUrl,
        brandPrimary: photographers.brandPrimary,
        brandSecondary: photographers.brandSecondary,
        timezone: photographers.timezone,
        taxLabel: photographers.taxLabel,
      },
      client: {
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
        phone: clients.phone,
        // The proposal's project's date, else the client's (the one rule of event-date.queries.ts).
        eventDate: sql<
          string | null
        >`coalesce((SELECT p.event_date::text FROM projects p WHERE p.id = ${estimates.projectId}), ${clientColumnsWithEventDate.eventDate})`,
      },
    })
    .from(estimates)
    .innerJoin(photographers, eq(photographers.id, estimates.photographerId))
    .innerJoin(clients, eq(clients.id, estimates.clientId));
// Money kept: each completed payment less its SUCCEEDED refunds (as the checkout's paidCentsOf counts).
const paidSelection = (tx: DbOrTx) =>
  tx
    .select({
      total: sql<string>`sum(${estimatePayments.amountCents} - coalesce((
        SELECT sum(r.amount_cents) FROM payment_refunds r -- estimate_payments.id spelled out: unqualified, "id" is r's
         WHERE r.payment_id = estimate_payments.id AND r.status = 'SUCCEEDED'), 0))`,
    })
    .from(estimatePayments);
const paidWhere = (estimateId: string | Placeholder) =>
  and(eq(estimatePayments.estimateId, estimateId), eq(estimatePayments.status, "COMPLETED"));

/** The page's reads: prepared on the app's handle, plain inside a transaction. */
export function preparePublicProposalReads(db: Database["db"]) {
  const findPrepared = findSelection(db)
    .where(eq(estimates.token, sql.placeholder("token")))
    .prepare("focal_public_proposal");
  const paidPrepared = paidSelection(db)
    .where(paidWhere(sql.placeholder("estimateId")))
    .prepare("focal_proposal_paid");
  return {
    /** The proposal with its studio and client, by token. */
    async findByToken(tx: DbOrTx, token: string) {
      const [row] =
        tx === db
          ? await findPrepared.execute({ token })
          : await findSelection(tx).where(eq(estimates.token, token));
      return row;
    },
    /** The sum of the proposal's completed payments, less their refunds. */
    async paidCents(tx: DbOrTx, estimateId: string): Promise<number> {
      const [row] =
        tx === db
          ? await paidPrepared.execute({ estimateId })
          : await paidSelection(tx).where(paidWhere(estimateId));
      return Number(row?.total ?? 0);
    },
  };
}

/**
 * Signs the proposal if it is still unsigned, DRAFT or SENT and not expired on `today` (the studio's
 * date): one statement, so two signatures cannot both win. Whether this one did.
 */
export async function signProposal(
  tx: DbOrTx,
  estimateId: string,
  today: string,
  values: Partial<typeof estimates.$inferInsert>,
): Promise<boolean> {
  const [won] = await tx
    .update(estimates)
    .set({ ...values, status: "SIGNED" })
    .where(
      and(
        eq(estimates.id, estimateId),
        isNull(estimates.signedAt),
        or(eq(estimates.status, "DRAFT"), eq(estimates.status, "SENT")),
        or(isNull(estimates.validUntil), sql`${estimates.validUntil} >= ${today}::date`),
      ),
    )
    .returning({ id: estimates.id });
  return won !== undefined;
}

/**
 * Balance, earnings and payouts. A payout request locks the photographer's row,
 * checks the amount against the ledger and writes the pending payout in one transaction, so two
 * requests racing cannot both spend the same money; only then is the provider asked to pay out.
 * With Stripe, the account's own available balance caps what the ledger allows.
 */
import { formatMoney } from "../../../shared/currency.js";
import {
  type Balance,
  type CreatePayoutInput,
  type PayoutView,
  payoutFeeCents,
} from "../../../shared/payments.js";
import type { Database } from "../../db/connect.js";
import { conflict, HttpError, notFound } from "../../http/errors.js";
import { type PaymentProvider, ProviderError } from "../../integrations/payments/payment-provider.js";
import { ledgerBalance, listEarnings, listPayouts, ownsProposal, toPayoutView } from "./payments.queries.js";
import {
  findPaymentAccount,
  insertPayout,
  lockPhotographerForPayout,
  updatePayout,
  updatePayoutStatusByProviderId,
} from "./payouts.queries.js";
import { listProposalPayments } from "./refunds.queries.js";
import { revenueReceived } from "./revenue.queries.js";

export const PAYOUT_SETUP_NEEDED = "Finish setting up your payment account before requesting a payout";

export function createPayoutsService(database: Database, provider: PaymentProvider) {
  const { db } = database;

  async function account(photographerId: string) {
    const row = await findPaymentAccount(db, photographerId);
    if (!row) throw notFound("Photographer not found");
    return row;
  }

  /** The provider's view of the account, when it keeps one (Stripe); never fails the page. */
  async function providerBalance(accountId: string | null, currency: string): Promise<Balance | null> {
    if (!accountId) return null;
    try {
      return await provider.retrieveBalance(accountId, currency);
    } catch (error) {
      if (error instanceof ProviderError) return null;
      throw error;
    }
  }

  async function balance(photographerId: string): Promise<Balance> {
    const { accountId, currency } = await account(photographerId);
    const ledger = await ledgerBalance(db, photographerId);
    const remote = await providerBalance(accountId, currency);
    if (!remote) return ledger;
    return {
      availableCents: Math.min(ledger.availableCents, remote.availableCents),
      pendingCents: remote.pendingCents,
    };
  }

  async function createPayout(
    photographerId: string,
    input: Required<CreatePayoutInput>,
  ): Promise<{ message: string; payout: PayoutView }> {
    const acct = await account(photographerId);
    if (!acct.accountId || !acct.onboardingCompleted || !acct.payoutEnabled)
      throw conflict(PAYOUT_SETUP_NEEDED);
    const remote = await providerBalance(acct.accountId, input.currency);
    const feeCents = payoutFeeCents(input.amountCents, input.method);

    const pending = await db.transaction(async (tx) => {
      // Serialises payout requests per photographer: the second waits here until the first commits.
      await lockPhotographerForPayout(tx, photographerId);
      const ledger = await ledgerBalance(tx, photographerId);
      const available = remote
        ? Math.min(ledger.availableCents, remote.availableCents)
        : ledger.availableCents;
      if (input.amountCents > available) {
        throw conflict(`You can only request up to ${formatMoney(available, input.currency)}.`);
      }
      return insertPayout(tx, {
        photographerId,
        amountCents: input.amountCents,
        currency: input.currency,
        status: "pending",
        isInstant: input.method === "instant",
        feeCents,
        method: input.method,
      });
    });

    try {
      const paid = await provider.createPayout({
        accountId: acct.accountId,
        amountCents: input.amountCents,
        currency: input.currency,
        method: input.method,
        idempotencyKey: `payout-${pending.id}`,
      });
      const row = await updatePayout(db, pending.id, {
        payoutId: paid.payoutId,
        status: paid.status,
        providerCreatedAt: paid.createdAt,
        arrivalDate: paid.arrivalDate,
      });
      const when = input.method === "instant" ? "within minutes" : "in 2-3 business days";
      const net = input.amountCents - feeCents;
      return {
        message: `${formatMoney(net, input.currency)} is on its way and should arrive ${when}.`,
        payout: toPayoutView(row ?? pending),
      };
    } catch (error) {
      // The money was never sent: release it so the balance is whole again.
      await updatePayout(db, pending.id, { status: "failed" });
      if (error instanceof ProviderError) throw new HttpError(502, error.message);
      throw error;
    }
  }

  /** Stripe's payout.* webhooks: the payout's status as the bank sees it. */
  async function updatePayoutStatus(payoutId: string, status: string) {
    await updatePayoutStatusByProviderId(db, payoutId, status);
  }

  async function proposalPayments(photographerId: string, estimateId: string) {
    if (!(await ownsProposal(db, photographerId, estimateId))) throw notFound("Proposal not found");
    return listProposalPayments(db, photographerId, estimateId);
  }

  return {
    balance,
    proposalPayments,
    earnings: (photographerId: string) => listEarnings(db, photographerId),
    /** Revenue received so far, as the dashboard and the reports count it. */
    revenue: (photographerId: string) => revenueReceived(db, photographerId),
    payouts: (photographerId: string) => listPayouts(db, photographerId),
    createPayout,
    updatePayoutStatus,
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

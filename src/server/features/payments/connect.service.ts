/**
 * The photographer's connected payment account (its status, create-account and
 * create-onboarding-link). With Stripe the account's state is read from Stripe and mirrored here; with
 * the test provider our row is the record and /test-onboarding completes it.
 */
import type { PaymentAccountStatus } from "../../../shared/payments.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { conflict, HttpError, notFound } from "../../http/errors.js";
import {
  type AccountState,
  type PaymentProvider,
  ProviderError,
} from "../../integrations/payments/payment-provider.js";
import {
  findByPaymentAccount,
  findOnboardingCompletedAt,
  findOwnerEmail,
  findPhotographerRow,
  setPaymentAccount,
  updateAccountState,
} from "./connect.queries.js";

const statusOf = (s: AccountState) =>
  s.detailsSubmitted && s.payoutsEnabled ? "active" : s.detailsSubmitted ? "restricted" : "pending";

export function createConnectService(database: Database, config: Config, provider: PaymentProvider) {
  const { db } = database;

  async function photographer(photographerId: string) {
    const row = await findPhotographerRow(db, photographerId);
    if (!row) throw notFound("Photographer not found");
    return row;
  }

  async function applyState(where: { id?: string; accountId?: string }, state: AccountState) {
    const now = new Date();
    const current = await findOnboardingCompletedAt(db, where);
    if (!current) return;
    await updateAccountState(db, where, {
      paymentAccountStatus: statusOf(state),
      onboardingCompleted: state.detailsSubmitted,
      payoutEnabled: state.payoutsEnabled,
      onboardingCompletedAt: state.detailsSubmitted ? (current.onboardingCompletedAt ?? now) : null,
      updatedAt: now,
    });
  }

  async function accountStatus(photographerId: string): Promise<PaymentAccountStatus> {
    let row = await photographer(photographerId);
    if (row.paymentAccountId) {
      try {
        const remote = await provider.retrieveAccount(row.paymentAccountId);
        if (remote) {
          await applyState({ id: photographerId }, remote);
          row = await photographer(photographerId);
        }
      } catch (error) {
        // Stripe unreachable: answer what we last knew rather than fail the settings page.
        if (!(error instanceof ProviderError)) throw error;
      }
    }
    return {
      hasAccount: row.paymentAccountId !== null,
      onboardingCompleted: row.onboardingCompleted,
      payoutEnabled: row.payoutEnabled,
      status: row.paymentAccountStatus,
    };
  }

  async function createAccount(photographerId: string) {
    const row = await photographer(photographerId);
    if (row.paymentAccountId)
      return { accountId: row.paymentAccountId, message: "Your payment account already exists" };
    const ownerEmail = await findOwnerEmail(db, photographerId);
    try {
      const { accountId } = await provider.createAccount({
        email: ownerEmail ?? "",
        businessName: row.businessName,
      });
      const won = await setPaymentAccount(db, photographerId, accountId);
      return { accountId: won?.accountId ?? accountId, message: "Your payment account was created" };
    } catch (error) {
      if (error instanceof ProviderError) throw new HttpError(502, error.message);
      throw error;
    }
  }

  async function createOnboardingLink(
    photographerId: string,
    input: { returnUrl?: string; refreshUrl?: string },
  ) {
    const row = await photographer(photographerId);
    if (!row.paymentAccountId) throw conflict("Connect a payment account first");
    const back = new URL("/settings?tab=integrations", config.publicUrl).toString();
    try {
      return await provider.createOnboardingLink({
        accountId: row.paymentAccountId,
        returnUrl: input.returnUrl ?? back,
        refreshUrl: input.refreshUrl ?? back,
      });
    } catch (error) {
      if (error instanceof ProviderError) throw new HttpError(502, error.message);
      throw error;
    }
  }

  async function testAccount(accountId: string) {
    if (provider.kind !== "test") throw notFound("Account not found");
    const row = await findByPaymentAccount(db, accountId);
    if (!row) throw notFound("Account not found");
    return { ...row, email: await findOwnerEmail(db, row.id) };
  }

  /** GET /api/test-onboarding/{accountId}: the test provider's onboarding page. */
  async function testOnboarding(accountId: string) {
    const { businessName, email, completed } = await testAccount(accountId);
    return { businessName, email, completed };
  }

  async function completeTestOnboarding(accountId: string) {
    const { id } = await testAccount(accountId);
    await applyState({ id }, { detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
    return { ok: true as const };
  }

  return {
    accountStatus,
    createAccount,
    createOnboardingLink,
    testOnboarding,
    completeTestOnboarding,
    /** Stripe's account.updated webhook. */
    accountUpdated: (accountId: string, state: AccountState) => applyState({ accountId }, state),
  };
}

export type ConnectService = ReturnType<typeof createConnectService>;

/**
 * Autopay's rules, but the charging itself (autopay-charge.ts): a client opts in while paying by card
 * (the checkout saves the card on the proposal's customer), the completed checkout turns autopay on,
 * and either side may switch it off. Turning it on again takes another card checkout: a card is only
 * ever kept with the client at the keyboard.
 */
import type { AutopayState } from "../../../shared/autopay.js";
import type { ScheduleEntry } from "../../../shared/schedule.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { HttpError, notFound } from "../../http/errors.js";
import {
  type PaymentProvider,
  ProviderError,
  type SavedCard,
} from "../../integrations/payments/payment-provider.js";
import { studioSchedule } from "../proposals/schedule.service.js";
import {
  type AutopayRow,
  findAutopay,
  findCardSavingPayment,
  findProposalByToken,
  findStudioProposal,
  keepCustomer,
  saveCard,
  switchOff,
} from "./autopay.queries.js";

export const AUTOPAY_PROPOSAL_NOT_FOUND = "Proposal Not Found";

const OFF: AutopayState = { enabled: false, cardLabel: null, lastFailure: null };

/** The `autopay` of both proposal answers; a failure is shown only while its instalment is unpaid. */
export function autopayStateOf(
  row: AutopayRow | undefined,
  schedule: readonly Pick<ScheduleEntry, "id" | "status">[],
): AutopayState {
  if (!row) return OFF;
  const failed = row.lastFailureInstallmentId;
  const unpaid = failed !== null && schedule.some((e) => e.id === failed && e.status !== "PAID");
  return {
    enabled: row.enabled,
    cardLabel: row.cardLabel,
    lastFailure:
      unpaid && row.lastFailureAt
        ? {
            installmentId: failed,
            message: row.lastFailureMessage ?? "",
            at: row.lastFailureAt.toISOString(),
          }
        : null,
  };
}

/** The proposal's autopay as its answers carry it, given the schedule the answer already read. */
export async function readAutopayState(
  db: DbOrTx,
  estimateId: string,
  schedule: readonly Pick<ScheduleEntry, "id" | "status">[],
): Promise<AutopayState> {
  return autopayStateOf(await findAutopay(db, estimateId), schedule);
}

/**
 * The proposal's customer at the provider, made on the first opt-in and reused after. It lives on the
 * platform account: checkouts are destination charges the platform makes (checkout.service), so an
 * off-session charge of the saved card is one too, made where the card is.
 */
export async function autopayCustomer(
  db: DbOrTx,
  provider: PaymentProvider,
  estimate: { id: string; photographerId: string },
  clientEmail: string | null,
  clientName: string,
): Promise<{ customerId: string }> {
  const existing = await findAutopay(db, estimate.id);
  if (existing) return { customerId: existing.customerId };
  const { customerId } = await provider.createCustomer({
    email: clientEmail,
    name: clientName,
    metadata: { estimateId: estimate.id, photographerId: estimate.photographerId },
  });
  const kept = await keepCustomer(db, {
    estimateId: estimate.id,
    photographerId: estimate.photographerId,
    customerId,
  });
  return { customerId: kept.customerId };
}

/**
 * After a checkout completed: when the client asked to keep its card, saves it and turns autopay on
 * (true when a card was saved).
 * `card` is the test checkout page's card; with Stripe the provider says which card paid.
 */
export async function saveCheckoutCard(
  db: DbOrTx,
  provider: PaymentProvider,
  input: { sessionId: string; paymentIntentId: string | null; card?: SavedCard },
): Promise<boolean> {
  const payment = await findCardSavingPayment(db, input.sessionId);
  if (!payment || (payment.status !== "COMPLETED" && payment.status !== "OVERPAID")) return false;
  let card = input.card;
  if (!card) {
    if (!input.paymentIntentId) return false;
    try {
      card = await provider.retrieveSavedCard({
        paymentIntentId: input.paymentIntentId,
        sessionId: input.sessionId,
      });
    } catch (error) {
      // Answered as a failure, so that the provider sends the event again and the card is saved then.
      if (error instanceof ProviderError) throw new HttpError(502, error.message);
      throw error;
    }
  }
  await saveCard(db, payment.estimateId, card);
  return true;
}

export function createAutopayService(database: Database) {
  const { db } = database;

  async function off(photographerId: string, estimateId: string): Promise<AutopayState> {
    await switchOff(db, estimateId);
    const schedule = await studioSchedule(db, photographerId, estimateId);
    return readAutopayState(db, estimateId, schedule);
  }

  return {
    /** PUT /api/public/proposals/{token}/autopay: the client switches it off. */
    async switchOffByToken(token: string): Promise<AutopayState> {
      const proposal = token.length <= 200 ? await findProposalByToken(db, token) : undefined;
      if (!proposal) throw notFound(AUTOPAY_PROPOSAL_NOT_FOUND);
      return off(proposal.photographerId, proposal.id);
    },
    /** PUT /api/proposals/{id}/autopay: the studio switches it off; another studio's proposal is a 404. */
    async switchOffForStudio(photographerId: string, estimateId: string): Promise<AutopayState> {
      const proposal = await findStudioProposal(db, photographerId, estimateId);
      if (!proposal) throw notFound(AUTOPAY_PROPOSAL_NOT_FOUND);
      return off(photographerId, proposal.id);
    },
  };
}

export type AutopayService = ReturnType<typeof createAutopayService>;

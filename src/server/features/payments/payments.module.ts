import type { App } from "../../http/types.js";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerAutopayRoutes } from "./autopay.routes.js";
import { createAutopayService } from "./autopay.service.js";
import { type AutopayDeclinedNotify, type AutopayRun, createAutopayRun } from "./autopay-charge.js";
import { registerCheckoutRoutes } from "./checkout.routes.js";
import { type BookingCheckouts, createCheckoutService } from "./checkout.service.js";
import { createConnectService } from "./connect.service.js";
import { createManualPaymentsService } from "./manual-payments.service.js";
import { registerPaymentRoutes } from "./payments.routes.js";
import { createPayoutsService } from "./payouts.service.js";
import { refundOverpaymentJob } from "./refund-overpayment.job.js";
import { registerRefundRoutes } from "./refunds.routes.js";
import { createRefundsService } from "./refunds.service.js";

/**
 * Payments: the studio's Stripe account (connect), the client's checkout of a proposal, payouts, and
 * the job that refunds a payment arriving after the proposal was already paid, and the money a studio
 * handles itself: payments recorded by hand and refunds; and autopay, the saved card charged in the
 * studio's morning for the instalments that fall due.
 */
export async function registerPayments(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "queue" | "bus"> & {
    provider: PaymentProvider;
    /** The studio notifications' queue call: a declined autopay charge is told to the client and studio. */
    notifyDeclined: AutopayDeclinedNotify;
    /** Paid bookings' checkouts (scheduling): the test checkout page and Stripe's webhook serve them too. */
    bookingCheckouts?: BookingCheckouts;
  },
): Promise<void> {
  const { database, config, provider, queue } = deps;
  await queue.register(refundOverpaymentJob(database, provider));
  // The run needs the checkout (it records a charge the way a checkout is recorded), and the checkout
  // starts a run when a card is saved with instalments already due: hence the late binding.
  let autopay: AutopayRun | undefined;
  const payments = {
    provider,
    checkout: createCheckoutService(database, config, provider, queue, deps.bus, {
      cardSaved: async () => {
        if (autopay) await queue.enqueue(autopay.job, {});
      },
      ...(deps.bookingCheckouts ? { bookings: deps.bookingCheckouts } : {}),
    }),
    connect: createConnectService(database, config, provider),
    payouts: createPayoutsService(database, provider),
  };
  registerPaymentRoutes(app, payments);
  registerCheckoutRoutes(app, payments);
  registerAutopayRoutes(app, createAutopayService(database));
  autopay = createAutopayRun({
    database,
    config,
    provider,
    checkout: payments.checkout,
    notifyDeclined: deps.notifyDeclined,
  });
  await queue.register(autopay.job);
  const refunds = createRefundsService(database, provider, queue);
  await queue.register(refunds.finishJob);
  registerRefundRoutes(app, {
    manualPayments: createManualPaymentsService(database, queue, deps.bus),
    refunds,
  });
}

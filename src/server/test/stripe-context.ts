/**
 * An app with Stripe configured against the local stand-in (test/stripe-stand-in.ts), and Stripe's
 * webhooks as Stripe sends them: signed with the SDK's own test header.
 */
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { createTestContext, type TestContext } from "./context.js";
import { startStripeStandIn } from "./stripe-stand-in.js";

const WEBHOOK_SECRET = "whsec_test_focal";
const signer = new Stripe("sk_test_signer");

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export async function createStripeTestContext(): Promise<{ ctx: TestContext; stripe: StripeStandIn }> {
  const stripe = await startStripeStandIn();
  const ctx = await createTestContext({
    STRIPE_SECRET_KEY: "sk_test_focal",
    STRIPE_PUBLISHABLE_KEY: "pk_test_focal",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  return { ctx, stripe };
}

/** POSTs an event to our webhook, signed for WEBHOOK_SECRET unless `signature` says otherwise. */
export function sendStripeWebhook(ctx: TestContext, event: Record<string, unknown>, signature?: string) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: "event",
    created: 1_700_000_000,
    ...event,
  });
  return ctx.app.inject({
    method: "POST",
    url: "/api/webhooks/stripe",
    payload,
    headers: {
      "content-type": "application/json",
      "stripe-signature":
        signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
  });
}

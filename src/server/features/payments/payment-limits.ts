/**
 * POST /api/create-payment-intent answers anyone with a fresh client secret; with Stripe configured,
 * an unlimited supply of them is what card testers look for (trying stolen card numbers one by one).
 * So it is limited per caller address, as the other public routes that create something are.
 */
import { type Config, publicRateLimit } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { limitRequests, type RequestLimit } from "../../http/address-limit.js";

const HOUR_MS = 3_600_000;
export const PAYMENT_INTENTS_LIMITED = "Too many payment attempts from your network. Please try again later.";

export function paymentIntentLimit(database: Database, config: Config): RequestLimit {
  return limitRequests(database, {
    name: "payment-intent",
    limit: publicRateLimit(config),
    windowMs: HOUR_MS,
    message: PAYMENT_INTENTS_LIMITED,
  });
}

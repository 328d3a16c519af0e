/**
 * What the emission tests share: one app with Stripe against the local stand-in (so a payment can be
 * completed the way Stripe completes it, twice), private webhook addresses allowed, a studio whose first
 * endpoint takes every event and whose second takes only `payment.received`, and the reads of the
 * events and deliveries that a change wrote.
 *
 * `ctx`, `studio`, `stripe` and the endpoint ids are live bindings, assigned by the hooks.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../../../shared/webhooks.js";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { startStripeStandIn } from "../../test/stripe-stand-in.js";

export let ctx: TestContext;
export let studio: TestPhotographer;
export let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
/** The endpoint subscribed to every event type, and the one subscribed to `payment.received` alone. */
export let everything: string;
export let paymentsOnly: string;

/** Where the endpoints point: nothing listens there, and these tests never run the delivery job. */
const RECEIVER = "http://127.0.0.1:9/focal-hooks";

export function setUpEmission() {
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createTestContext({
      STRIPE_SECRET_KEY: "sk_test_focal",
      STRIPE_PUBLISHABLE_KEY: "pk_test_focal",
      STRIPE_WEBHOOK_SECRET: "whsec_test_focal",
      STRIPE_API_URL: stripe.url,
      WEBHOOKS_ALLOW_PRIVATE: "true",
    });
    studio = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
    everything = await subscribe(studio, [...WEBHOOK_EVENT_TYPES]);
    paymentsOnly = await subscribe(studio, ["payment.received"]);
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });
}

export const api = (who: TestPhotographer | string | null = studio) =>
  as(ctx, typeof who === "string" || who === null ? who : who.cookie);

/** An endpoint made through the studio's API; answers its id. */
export async function subscribe(who: TestPhotographer, events: WebhookEventType[]) {
  const res = await api(who).post("/api/webhooks/endpoints", { url: RECEIVER, events });
  expect(res.statusCode, res.body).toBe(201);
  const rows = await ctx.database.db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.photographerId, who.photographerId));
  const made = rows.filter(
    (row) => row.events.length === events.length && events.every((e) => row.events.includes(e)),
  );
  expect(made).toHaveLength(1);
  return made[0]!.id;
}

/** The studio's events of one type whose data has these fields, oldest first. */
export async function eventsOf(type: WebhookEventType, data: Record<string, unknown>, who = studio) {
  const rows = await ctx.database.db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.photographerId, who.photographerId), eq(webhookEvents.type, type)))
    .orderBy(webhookEvents.createdAt);
  return rows.filter((row) =>
    Object.entries(data).every(([key, value]) => (row.data as Record<string, unknown>)[key] === value),
  );
}

export async function deliveriesOf(eventId: string) {
  return ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));
}

/**
 * Exactly one event of `type` with these data fields, delivered (PENDING) to the endpoint that takes
 * every event and to none other unless `alsoTo` says so; answers the event's data.
 */
export async function expectOneEvent(
  type: WebhookEventType,
  match: Record<string, unknown>,
  alsoTo: string[] = [],
) {
  const found = await eventsOf(type, match);
  expect(found, `${type} ${JSON.stringify(match)}`).toHaveLength(1);
  const event = found[0]!;
  const deliveries = await deliveriesOf(event.id);
  expect(deliveries.map((d) => d.endpointId).sort()).toEqual([everything, ...alsoTo].sort());
  expect(deliveries.every((d) => d.status === "PENDING" || d.status === "DELIVERED")).toBe(true);
  return event.data as Record<string, unknown>;
}

export async function newClient(extra: Record<string, unknown> = {}) {
  const res = await api().post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    email: `ana-${randomUUID().slice(0, 8)}@example.com`,
    phone: "+13125550142",
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; email: string; createdAt: string };
}

export async function newProposal(clientId: string) {
  const res = await api().post("/api/proposals", {
    title: "Ruiz Wedding",
    clientId,
    items: [{ name: "Full-day coverage", qty: 1, unitCents: 300_000 }],
    depositPercent: 25,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; token: string; totalCents: number };
}

export async function signProposal(token: string) {
  const signed = await api(null).post(`/api/public/proposals/${token}/sign`, {
    signedByName: "Ana Ruiz",
    signedByEmail: "ana@example.com",
  });
  expect(signed.statusCode, signed.body).toBe(200);
}

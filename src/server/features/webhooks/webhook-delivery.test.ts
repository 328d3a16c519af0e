/**
 * Delivering events to a receiver on this machine (WEBHOOKS_ALLOW_PRIVATE=true): signed as Stripe signs,
 * nothing sent when the change rolls back, retried with the same event id after a failure, given up
 * three days after the event, and replayed on request.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvents } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { retryDelayMs } from "./webhook-delivery.service.js";
import { emitWebhookEvent } from "./webhook-events.js";
import {
  createEndpoint,
  type DeliveryView,
  deliveryLog,
  deliveryOf,
  emit,
  startReceiver,
  verifySignature,
} from "./webhooks.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext({ WEBHOOKS_ALLOW_PRIVATE: "true" });
  a = await createTestPhotographer(ctx, { businessName: "A" });
});
afterAll(() => ctx.close());
describe("webhook delivery", () => {
  it("posts the event signed with the endpoint's secret, verified as Stripe documents", async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await createEndpoint(ctx, a, { url: receiver.url, events: ["client.created"] });
      await emit(ctx, a.photographerId, "client.created", { id: "client-1", name: "Ada" });
      expect(receiver.received).toHaveLength(0); // nothing is sent before the queue runs
      expect(await ctx.queue.drain()).toMatchObject({ failed: 0 });

      expect(receiver.received).toHaveLength(1);
      const [got] = receiver.received;
      const body = JSON.parse(got!.body) as { id: string; type: string; createdAt: string; data: unknown };
      expect(body).toEqual({
        id: expect.any(String),
        type: "client.created",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: { id: "client-1", name: "Ada" },
      });
      expect(got!.headers["content-type"]).toBe("application/json");
      expect(got!.headers["user-agent"]).toBe("Focal-Webhooks/1");
      expect(got!.headers["focal-event-id"]).toBe(body.id);
      const signature = String(got!.headers["focal-signature"]);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(signature, got!.body, endpoint.secret)).toBe(true);
      // The check would catch a changed body, another secret, or an old timestamp.
      expect(verifySignature(signature, got!.body.replace("Ada", "Eve"), endpoint.secret)).toBe(false);
      expect(verifySignature(signature, got!.body, "whsec_other")).toBe(false);
      expect(verifySignature(signature, got!.body, endpoint.secret, -1)).toBe(false);

      const [view] = await deliveryLog(ctx, a, endpoint.id);
      expect(view).toMatchObject({
        eventId: body.id,
        eventType: "client.created",
        status: "DELIVERED",
        attempts: 1,
      });
      expect(view!.attemptLog).toEqual([
        expect.objectContaining({ statusCode: 200, responseBody: "answer 200", error: null }),
      ]);
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${endpoint.id}`);
    } finally {
      await receiver.close();
    }
  });

  it("sends nothing when the writer's transaction rolls back", async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await createEndpoint(ctx, a, { url: receiver.url, events: ["proposal.sent"] });
      await expect(
        ctx.database.db.transaction(async (tx) => {
          await emitWebhookEvent(tx, ctx.queue, a.photographerId, "proposal.sent", { id: "p" });
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      await ctx.queue.drain({ ignoreStartAfter: true });
      expect(receiver.received).toEqual([]);
      expect(await deliveryLog(ctx, a, endpoint.id)).toEqual([]);
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${endpoint.id}`);
    } finally {
      await receiver.close();
    }
  });

  it("retries a 500 later with the same event id, and the log shows both attempts", async () => {
    const receiver = await startReceiver({ answers: [500, 200] });
    try {
      const endpoint = await createEndpoint(ctx, a, { url: receiver.url, events: ["payment.received"] });
      await emit(ctx, a.photographerId, "payment.received", { paymentId: "pay-1" });
      await ctx.queue.drain();
      expect(receiver.received).toHaveLength(1);
      const pending = await deliveryOf(ctx, endpoint.id);
      expect(pending).toMatchObject({ status: "PENDING", attempts: 1, lastStatusCode: 500 });
      // The next attempt waits its back-off: nothing runs before it is due.
      const due = pending.nextAttemptAt!.getTime() - Date.now();
      expect(due).toBeGreaterThan(retryDelayMs(1) - 5000);
      expect((await ctx.queue.drain()).ran).toBe(0);

      expect((await ctx.queue.drain({ ignoreStartAfter: true })).ran).toBe(1);
      expect(receiver.received).toHaveLength(2);
      const [first, second] = receiver.received.map((r) => JSON.parse(r.body) as { id: string });
      expect(second!.id).toBe(first!.id);
      expect(receiver.received[1]!.headers["focal-event-id"]).toBe(first!.id);

      const [view] = await deliveryLog(ctx, a, endpoint.id);
      expect(view).toMatchObject({ eventId: first!.id, status: "DELIVERED", attempts: 2 });
      expect(view!.attemptLog.map((attempt) => attempt.statusCode)).toEqual([500, 200]);
      expect(view!.attemptLog[0]!.responseBody).toBe("answer 500");
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${endpoint.id}`);
    } finally {
      await receiver.close();
    }
  });

  it("gives up three days after the event", async () => {
    const receiver = await startReceiver({ answers: [503] });
    try {
      const endpoint = await createEndpoint(ctx, a, { url: receiver.url, events: ["booking.cancelled"] });
      await emit(ctx, a.photographerId, "booking.cancelled", { bookingId: "b" });
      const delivery = await deliveryOf(ctx, endpoint.id);
      await ctx.database.db
        .update(webhookEvents)
        .set({ createdAt: sql`now() - interval '3 days'` })
        .where(eq(webhookEvents.id, delivery.eventId));
      await ctx.queue.drain({ ignoreStartAfter: true });
      expect(receiver.received).toHaveLength(1);
      expect(await deliveryOf(ctx, endpoint.id)).toMatchObject({
        status: "FAILED",
        attempts: 1,
        nextAttemptAt: null,
      });
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${endpoint.id}`);
    } finally {
      await receiver.close();
    }
  });

  it("replays a delivery now, with the same event id, as one more attempt", async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await createEndpoint(ctx, a, { url: receiver.url, events: ["contract.completed"] });
      await emit(ctx, a.photographerId, "contract.completed", { contractId: "k" });
      await ctx.queue.drain();
      const delivery = await deliveryOf(ctx, endpoint.id);
      expect(delivery.status).toBe("DELIVERED");

      const res = await as(ctx, a.cookie).post(`/api/webhooks/deliveries/${delivery.id}/replay`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: delivery.id,
        eventId: delivery.eventId,
        status: "DELIVERED",
        attempts: 2,
      });
      expect((res.json() as DeliveryView).attemptLog).toHaveLength(2);
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received.map((r) => r.headers["focal-event-id"])).toEqual([
        delivery.eventId,
        delivery.eventId,
      ]);
      expect(
        verifySignature(
          String(receiver.received[1]!.headers["focal-signature"]),
          receiver.received[1]!.body,
          endpoint.secret,
        ),
      ).toBe(true);
      // A replay queues no job: the delivery was delivered already.
      expect((await ctx.queue.drain({ ignoreStartAfter: true })).ran).toBe(0);
      expect(receiver.received).toHaveLength(2);
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${endpoint.id}`);
    } finally {
      await receiver.close();
    }
  });

  it("replays a FAILED delivery into DELIVERED", async () => {
    const receiver = await startReceiver({ answers: [410] });
    try {
      const endpoint = await createEndpoint(ctx, a, { url: receiver.url, events: ["message.received"] });
      await emit(ctx, a.photographerId, "message.received", { messageId: "m" });
      const delivery = await deliveryOf(ctx, endpoint.id);
      await ctx.database.db
        .update(webhookEvents)
        .set({ createdAt: sql`now() - interval '4 days'` })
        .where(eq(webhookEvents.id, delivery.eventId));
      await ctx.queue.drain();
      expect((await deliveryOf(ctx, endpoint.id)).status).toBe("FAILED");
      const res = await as(ctx, a.cookie).post(`/api/webhooks/deliveries/${delivery.id}/replay`);
      expect(res.json()).toMatchObject({ status: "DELIVERED", attempts: 2 });
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${endpoint.id}`);
    } finally {
      await receiver.close();
    }
  });
});

/**
 * A delivery is sent once however often its job runs (one after another, or twenty at once), and not
 * at all when its endpoint is disabled or deleted, or its body is over 1 MB; an unreachable endpoint
 * and a redirect are failed attempts, retried later. Receiver on this machine (WEBHOOKS_ALLOW_PRIVATE=true).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { webhookDeliveryJobAddress } from "./webhook-delivery.job.js";
import { createDeliveryService } from "./webhook-delivery.service.js";
import { createEndpoint, deliveryLog, deliveryOf, emit, startReceiver } from "./webhooks.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext({ WEBHOOKS_ALLOW_PRIVATE: "true" });
  a = await createTestPhotographer(ctx, { businessName: "A" });
});
afterAll(() => ctx.close());

describe("webhook delivery, once", () => {
  it("sends a delivery once however often its job runs, even 20 runs at once", async () => {
    const receiver = await startReceiver({ delayMs: 50 });
    try {
      const endpoint = await createEndpoint(ctx, a, {
        url: receiver.url,
        events: ["questionnaire.submitted"],
      });
      await emit(ctx, a.photographerId, "questionnaire.submitted", { id: "q1" });
      const delivery = await deliveryOf(ctx, endpoint.id);
      // The same job queued a second time (a redelivered job): two runs, one POST.
      await ctx.queue.enqueue(webhookDeliveryJobAddress, { deliveryId: delivery.id, attempt: 0 });
      expect(await ctx.queue.drain()).toEqual({ ran: 2, failed: 0 });
      expect(receiver.received).toHaveLength(1);
      expect((await deliveryOf(ctx, endpoint.id)).status).toBe("DELIVERED");

      // Twenty workers handed the same job of a fresh delivery at the same moment.
      await emit(ctx, a.photographerId, "questionnaire.submitted", { id: "q2" });
      const [fresh] = (await deliveryLog(ctx, a, endpoint.id)).filter((d) => d.status === "PENDING");
      const workers = Array.from({ length: 20 }, () =>
        createDeliveryService(ctx.database, ctx.config, ctx.queue),
      );
      await Promise.all(workers.map((worker) => worker.deliver({ deliveryId: fresh!.id, attempt: 0 })));
      expect(receiver.received).toHaveLength(2);
      // And again after it was delivered: nothing more.
      await Promise.all(workers.map((worker) => worker.deliver({ deliveryId: fresh!.id, attempt: 0 })));
      await ctx.queue.drain({ ignoreStartAfter: true });
      expect(receiver.received).toHaveLength(2);
      const views = await deliveryLog(ctx, a, endpoint.id);
      expect(views.map((v) => [v.status, v.attempts])).toEqual([
        ["DELIVERED", 1],
        ["DELIVERED", 1],
      ]);
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${endpoint.id}`);
    } finally {
      await receiver.close();
    }
  });

  it("records an attempt made while the database went away once it is back, and sends it once", async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await createEndpoint(ctx, a, { url: receiver.url, events: ["payment.received"] });
      await emit(ctx, a.photographerId, "payment.received", { id: "pay1" });
      const delivery = await deliveryOf(ctx, endpoint.id);
      // The database drops the connection on the first two recordings after the send (a failover).
      let losses = 2;
      const db = new Proxy(ctx.database.db, {
        get(target, property, receiver) {
          if (property === "execute" && losses > 0) {
            return async () => {
              losses -= 1;
              throw Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" });
            };
          }
          const value = Reflect.get(target, property, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const worker = createDeliveryService(
        { ...ctx.database, db },
        ctx.config,
        ctx.queue,
        undefined,
        [5, 5, 5],
      );
      await worker.deliver({ deliveryId: delivery.id, attempt: 0 });
      expect(losses).toBe(0);
      expect(receiver.received).toHaveLength(1);
      const [view] = await deliveryLog(ctx, a, endpoint.id);
      expect([view!.status, view!.attempts]).toEqual(["DELIVERED", 1]);
      // The job handed out again (its completion was lost too) sends nothing.
      await worker.deliver({ deliveryId: delivery.id, attempt: 0 });
      expect(receiver.received).toHaveLength(1);

      // A statement's own error is not a lost connection: thrown at once, not retried.
      await emit(ctx, a.photographerId, "payment.received", { id: "pay2" });
      const [fresh] = (await deliveryLog(ctx, a, endpoint.id)).filter((d) => d.status === "PENDING");
      let calls = 0;
      const broken = new Proxy(ctx.database.db, {
        get(target, property, receiver) {
          if (property === "execute") {
            return async () => {
              calls += 1;
              throw Object.assign(new Error("value too long"), { code: "22001" });
            };
          }
          const value = Reflect.get(target, property, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const failing = createDeliveryService(
        { ...ctx.database, db: broken },
        ctx.config,
        ctx.queue,
        undefined,
        [5, 5],
      );
      await expect(failing.deliver({ deliveryId: fresh!.id, attempt: 0 })).rejects.toThrow("value too long");
      expect(calls).toBe(1);
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${endpoint.id}`);
    } finally {
      await receiver.close();
    }
  });

  it("stops when the endpoint is disabled or deleted before the job runs", async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await createEndpoint(ctx, a, { url: receiver.url, events: ["booking.created"] });
      await emit(ctx, a.photographerId, "booking.created", { bookingId: "b1" });
      await as(ctx, a.cookie).put(`/api/webhooks/endpoints/${endpoint.id}`, {
        url: receiver.url,
        events: ["booking.created"],
        enabled: false,
      });
      await ctx.queue.drain({ ignoreStartAfter: true });
      expect(receiver.received).toEqual([]);
      const [view] = await deliveryLog(ctx, a, endpoint.id);
      expect(view).toMatchObject({ status: "FAILED" });
      expect(view!.attemptLog[0]!.error).toContain("disabled");
      const replay = await as(ctx, a.cookie).post(`/api/webhooks/deliveries/${view!.id}/replay`);
      expect(replay.statusCode).toBe(409);

      await as(ctx, a.cookie).put(`/api/webhooks/endpoints/${endpoint.id}`, {
        url: receiver.url,
        events: ["booking.created"],
        enabled: true,
      });
      await emit(ctx, a.photographerId, "booking.created", { bookingId: "b2" });
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${endpoint.id}`);
      expect(await ctx.queue.drain({ ignoreStartAfter: true })).toMatchObject({ failed: 0 });
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it("fails a delivery whose body is over 1 MB without sending it", async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await createEndpoint(ctx, a, { url: receiver.url, events: ["client.created"] });
      await emit(ctx, a.photographerId, "client.created", { notes: "x".repeat(1024 * 1024) });
      await ctx.queue.drain({ ignoreStartAfter: true });
      expect(receiver.received).toEqual([]);
      const [view] = await deliveryLog(ctx, a, endpoint.id);
      expect(view).toMatchObject({ status: "FAILED", attempts: 1 });
      expect(view!.attemptLog[0]!.error).toContain("over 1 MB");
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${endpoint.id}`);
    } finally {
      await receiver.close();
    }
  });

  it("records an endpoint that cannot be reached, and does not follow redirects", async () => {
    const receiver = await startReceiver({ answers: [302] });
    const closed = await startReceiver();
    await closed.close();
    try {
      const redirecting = await createEndpoint(ctx, a, { url: receiver.url, events: ["proposal.signed"] });
      const unreachable = await createEndpoint(ctx, a, { url: closed.url, events: ["proposal.signed"] });
      await emit(ctx, a.photographerId, "proposal.signed", { id: "p" });
      await ctx.queue.drain();
      expect(receiver.received).toHaveLength(1);
      expect(await deliveryOf(ctx, redirecting.id)).toMatchObject({ status: "PENDING", lastStatusCode: 302 });
      const [view] = await deliveryLog(ctx, a, unreachable.id);
      expect(view).toMatchObject({ status: "PENDING", attempts: 1 });
      expect(view!.attemptLog[0]).toMatchObject({
        statusCode: null,
        error: expect.stringContaining("ECONNREFUSED"),
      });
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${redirecting.id}`);
      await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${unreachable.id}`);
    } finally {
      await receiver.close();
    }
  });
});

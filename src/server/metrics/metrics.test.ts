import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createEndpoint, emit, startReceiver } from "../features/webhooks/webhooks.fixture.js";
import { registerRequestContext } from "../http/request-context.js";
import { defineJob } from "../jobs/queue.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { createTestPhotographer } from "../test/factories.js";
import { as } from "../test/http.js";
import { METRICS_TOKEN_MESSAGE } from "./metrics.routes.js";

const TOKEN = "metrics-token-0123456789";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN, WEBHOOKS_ALLOW_PRIVATE: "true" });
});
afterAll(() => ctx.close());

const scrape = async () => {
  const res = await ctx.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe("/metrics", () => {
  it("refuses a request without the token, or with a wrong one", async () => {
    for (const authorization of [undefined, "Bearer not-the-metrics-token", `Basic ${TOKEN}`, TOKEN]) {
      const res = await ctx.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ message: METRICS_TOKEN_MESSAGE });
    }
  });

  it("answers Prometheus text with every family, given the token", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const family of [
      "focal_http_requests_total",
      "focal_http_request_duration_seconds",
      "focal_db_pool_connections",
      "focal_db_pool_waiting_requests",
      "focal_job_queue_depth",
      "focal_job_failures_total",
      "focal_emails_total",
      "focal_sms_total",
      "focal_webhook_deliveries_total",
      "focal_cache_lookups_total",
      "focal_process_cpu_seconds_total",
    ]) {
      expect(res.body).toContain(`# TYPE ${family} `);
    }
    if (ctx.database.kind === "postgres") {
      expect(res.body).toMatch(/^focal_db_pool_connections\{state="total"\} \d+$/m);
    }
  });

  it("counts requests by route pattern, never by the URL", async () => {
    const id = randomUUID();
    for (let i = 0; i < 3; i++) {
      expect((await ctx.app.inject({ method: "GET", url: `/api/clients/${id}` })).statusCode).toBe(401);
    }
    const text = await scrape();
    expect(text).toContain('focal_http_requests_total{method="GET",route="/api/clients/:id",status="4xx"} 3');
    expect(text).toMatch(
      /^focal_http_request_duration_seconds_count\{method="GET",route="\/api\/clients\/:id",status="4xx"\} 3$/m,
    );
    expect(text).not.toContain(id);
  });

  it("reports the queue's depth and its handlers' failures, by queue", async () => {
    const name = `test.metrics-${randomUUID().slice(0, 8)}`;
    const job = defineJob({
      name,
      payload: z.object({ fail: z.boolean() }),
      retryLimit: 0,
      async handler({ fail }) {
        if (fail) throw new Error("broken on purpose");
      },
    });
    await ctx.queue.register(job);
    await ctx.queue.enqueue(job, { fail: true });
    await ctx.queue.enqueue(job, { fail: false });
    expect(await scrape()).toContain(`focal_job_queue_depth{queue="${name}",state="created"} 2`);
    expect(await ctx.queue.drain()).toEqual({ ran: 1, failed: 1 });
    const text = await scrape();
    expect(text).toContain(`focal_job_queue_depth{queue="${name}",state="created"} 0`);
    expect(text).toContain(`focal_job_failures_total{queue="${name}"} 1`);
  });

  it("counts e-mails sent and webhook deliveries by outcome", async () => {
    const a = await createTestPhotographer(ctx);
    const client = await as(ctx, a.cookie).post("/api/clients", {
      firstName: "Noor",
      lastName: "Haddad",
      email: "noor@example.com",
    });
    expect(client.statusCode, client.body).toBe(201);
    const post = await ctx.app.inject({
      method: "POST",
      url: `/api/clients/${client.json().id}/thread`,
      payload: { channel: "EMAIL", content: "Your gallery is live!" },
      headers: { cookie: a.cookie, "idempotency-key": randomUUID() },
    });
    expect(post.statusCode, post.body).toBe(201);
    expect(await scrape()).toContain('focal_emails_total{status="sent"} 1');

    const receiver = await startReceiver({ answers: [500] });
    try {
      await createEndpoint(ctx, a, { url: receiver.url, events: ["client.created"] });
      await emit(ctx, a.photographerId, "client.created", { id: "client-1", name: "Ada" });
      await ctx.queue.drain({ ignoreStartAfter: true });
      const text = await scrape();
      expect(text).toContain('focal_webhook_deliveries_total{outcome="retrying"} 1');
      expect(text).toContain('focal_webhook_deliveries_total{outcome="delivered"} 1');
    } finally {
      await receiver.close();
    }
  });

  it("reports the session cache's lookups", async () => {
    const text = await scrape();
    expect(text).toMatch(/^focal_cache_lookups_total\{cache="session",result="miss"\} \d+$/m);
    expect(text).toMatch(/^focal_cache_lookups_total\{cache="read",result="hit"\} \d+$/m);
  });
});

describe("a request's id in the jobs it enqueues", () => {
  it("reaches the handler and the worker's log line, and the payload's schema never sees it", async () => {
    const seen: (string | undefined)[] = [];
    const name = `test.request-id-${randomUUID().slice(0, 8)}`;
    const job = defineJob({
      name,
      // Strict: an extra key in the payload would be refused.
      payload: z.object({ n: z.number() }).strict(),
      retryLimit: 0,
      async handler({ n }, context) {
        seen.push(context.requestId);
        if (n < 0) throw new Error("negative");
      },
    });
    await ctx.queue.register(job);
    // A bare server with the request scope, whose route reads a body (the scope must survive it).
    const server = Fastify({ genReqId: () => "req-from-test" });
    registerRequestContext(server);
    server.post("/enqueue", async (request) => {
      await ctx.queue.enqueue(job, { n: (request.body as { n: number }).n });
      return { ok: true };
    });
    await server.ready();
    try {
      expect((await server.inject({ method: "POST", url: "/enqueue", payload: { n: 1 } })).statusCode).toBe(
        200,
      );
      // Outside any request: no id.
      await ctx.queue.enqueue(job, { n: 2 });
      expect(await ctx.queue.drain()).toEqual({ ran: 2, failed: 0 });
      expect(seen.sort()).toEqual(["req-from-test", undefined]);

      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      try {
        await server.inject({ method: "POST", url: "/enqueue", payload: { n: -1 } });
        await ctx.queue.work();
        await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 10_000 });
        await ctx.queue.stop();
        const line = JSON.parse(String(warn.mock.calls[0]![0]));
        expect(line).toMatchObject({
          msg: "job failed",
          queue: name,
          reqId: "req-from-test",
          err: "negative",
        });
      } finally {
        warn.mockRestore();
      }
    } finally {
      await server.close();
    }
  });
});

/**
 * Test helpers for webhooks: a local receiver that checks each delivery's signature the way Stripe
 * documents it, an endpoint made through the API, and an event emitted in a transaction of its own.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { WebhookEventType } from "../../../shared/webhooks.js";
import { webhookDeliveries } from "../../db/schema/index.js";
import type { TestContext } from "../../test/context.js";
import type { TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { emitWebhookEvent } from "./webhook-events.js";

/**
 * Stripe's documented verification: take `t` and every `v1` from the header, compute HMAC-SHA256 of
 * `${t}.${rawBody}` with the secret, compare in constant time, and refuse a timestamp more than
 * `toleranceSeconds` away from now.
 */
export function verifySignature(header: string, rawBody: string, secret: string, toleranceSeconds = 300) {
  const pairs = header.split(",").map((part) => part.split("=") as [string, string]);
  const t = pairs.find(([key]) => key === "t")?.[1];
  const signatures = pairs.filter(([key]) => key === "v1").map(([, value]) => value);
  if (!t || !/^\d+$/.test(t) || signatures.length === 0) return false;
  if (Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`, "utf8").digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1: records every request and answers from `answers` in turn (then 200). */
export async function startReceiver(options: { answers?: number[]; delayMs?: number } = {}) {
  const received: Received[] = [];
  const answers = [...(options.answers ?? [])];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = answers.shift() ?? 200;
      setTimeout(
        () => res.writeHead(status, { "content-type": "text/plain" }).end(`answer ${status}`),
        options.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface CreatedEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  secret: string;
}

export async function createEndpoint(
  ctx: TestContext,
  who: TestPhotographer,
  body: { url: string; events: WebhookEventType[]; enabled?: boolean },
): Promise<CreatedEndpoint> {
  const res = await as(ctx, who.cookie).post("/api/webhooks/endpoints", body);
  if (res.statusCode !== 201) throw new Error(`endpoint not created: ${res.statusCode} ${res.body}`);
  return res.json() as CreatedEndpoint;
}

export async function emit(
  ctx: TestContext,
  photographerId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
) {
  await ctx.database.db.transaction((tx) => emitWebhookEvent(tx, ctx.queue, photographerId, type, data));
}

/** The one delivery of an endpoint, read from the table. */
export async function deliveryOf(ctx: TestContext, endpointId: string) {
  const rows = await ctx.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  if (rows.length !== 1) throw new Error(`expected one delivery, found ${rows.length}`);
  return rows[0]!;
}

export interface DeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  attemptLog: {
    statusCode: number | null;
    responseBody: string | null;
    error: string | null;
    durationMs: number;
  }[];
}

/** The endpoint's delivery log, as the studio's screen reads it. */
export async function deliveryLog(ctx: TestContext, who: TestPhotographer, endpointId: string) {
  const res = await as(ctx, who.cookie).get(`/api/webhooks/endpoints/${endpointId}/deliveries`);
  if (res.statusCode !== 200) throw new Error(`delivery log: ${res.statusCode} ${res.body}`);
  return res.json() as DeliveryView[];
}

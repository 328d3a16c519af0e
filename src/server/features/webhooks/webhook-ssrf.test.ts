/**
 * The SSRF guard: with WEBHOOKS_ALLOW_PRIVATE=false (the default) a delivery to a loopback, private or
 * link-local address, or to a name that resolves to one, is refused after DNS and recorded as a failed
 * attempt, and nothing reaches the address. A name is resolved once and the connection goes to the
 * address that was checked. Names ending in `.dns.test` are answered by the fake resolver below.
 */
import type { LookupAddress } from "node:dns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { sendWebhook } from "./webhook-sender.js";
import { isForbiddenAddress } from "./webhook-ssrf.js";
import { createEndpoint, emit, startReceiver } from "./webhooks.fixture.js";

const fakeDns: Record<string, LookupAddress[]> = {
  "mixed.dns.test": [
    { address: "93.184.215.14", family: 4 },
    { address: "10.1.2.3", family: 4 },
  ],
  "mapped.dns.test": [{ address: "::ffff:127.0.0.1", family: 6 }],
  "loopback.dns.test": [{ address: "127.0.0.1", family: 4 }],
};
const lookups: string[] = [];

vi.mock("node:dns/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = (async (hostname: string, options: object) => {
    lookups.push(hostname);
    return fakeDns[hostname] ?? actual.lookup(hostname, options as { all: true });
  }) as typeof actual.lookup;
  return { ...actual, default: { ...actual, lookup }, lookup };
});

let ctx: TestContext;
let a: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext({ WEBHOOKS_ALLOW_PRIVATE: "false" });
  a = await createTestPhotographer(ctx, { businessName: "A" });
});
afterAll(() => ctx.close());

describe("which addresses are refused", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.20",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.255",
    "0.0.0.0",
    "224.0.0.251",
    "255.255.255.255",
    "::1",
    "::",
    "fc00::1",
    "fd00:ec2::254",
    "fe80::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::7f00:1",
  ])("refuses %s", (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
  ])("allows %s", (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });
});

describe("refused at delivery", () => {
  /** An endpoint whose URL is set behind the API's back, as if saved while private addresses were allowed. */
  async function endpointAt(url: string) {
    const created = await createEndpoint(ctx, a, {
      url: "https://placeholder.example.com/",
      events: ["client.created"],
    });
    await ctx.database.db.update(webhookEndpoints).set({ url }).where(eq(webhookEndpoints.id, created.id));
    return created;
  }

  it("refuses loopback, private, metadata and localhost URLs: the attempt says why, nothing is received", async () => {
    const receiver = await startReceiver();
    try {
      const targets = [
        receiver.url,
        `http://localhost:${receiver.port}/hooks`,
        `http://loopback.dns.test:${receiver.port}/hooks`,
        `http://[::ffff:127.0.0.1]:${receiver.port}/hooks`,
        "http://10.0.0.1/hooks",
        "http://169.254.169.254/latest/meta-data/",
        "http://mixed.dns.test/hooks",
      ];
      const endpoints = [];
      for (const url of targets) endpoints.push(await endpointAt(url));
      await emit(ctx, a.photographerId, "client.created", { id: "c" });
      await ctx.queue.drain({ ignoreStartAfter: true });

      expect(receiver.received).toEqual([]);
      for (const endpoint of endpoints) {
        const res = await as(ctx, a.cookie).get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`);
        const [view] = res.json() as {
          status: string;
          attempts: number;
          attemptLog: { error: string | null; statusCode: number | null }[];
        }[];
        expect(view).toMatchObject({ status: "FAILED", attempts: 1 });
        expect(view!.attemptLog[0]!.statusCode).toBeNull();
        expect(view!.attemptLog[0]!.error).toMatch(/^Refused: .* a private or local address$/);
      }
      // A replay is refused in the same way.
      const [delivery] = await ctx.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoints[0]!.id));
      const replay = await as(ctx, a.cookie).post(`/api/webhooks/deliveries/${delivery!.id}/replay`);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ status: "FAILED", attempts: 2 });
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});

describe("the connection", () => {
  it("goes to the checked address, resolved once, with the URL's own Host", async () => {
    const receiver = await startReceiver();
    try {
      lookups.length = 0;
      const outcome = await sendWebhook({
        url: `http://loopback.dns.test:${receiver.port}/hooks?x=1`,
        body: "{}",
        headers: { "Content-Type": "application/json" },
        allowPrivate: true,
        timeoutMs: 5000,
      });
      expect(outcome).toMatchObject({ statusCode: 200, error: null, refused: false });
      expect(lookups).toEqual(["loopback.dns.test"]);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.headers.host).toBe(`loopback.dns.test:${receiver.port}`);
    } finally {
      await receiver.close();
    }
  });

  it("refuses a name with any private answer, even beside a public one", async () => {
    for (const host of ["mixed.dns.test", "mapped.dns.test"]) {
      const outcome = await sendWebhook({
        url: `https://${host}/`,
        body: "{}",
        headers: {},
        allowPrivate: false,
        timeoutMs: 5000,
      });
      expect(outcome).toMatchObject({ statusCode: null, refused: true });
    }
  });

  it("gives up after the timeout", async () => {
    const receiver = await startReceiver({ delayMs: 3000 });
    try {
      const outcome = await sendWebhook({
        url: receiver.url,
        body: "{}",
        headers: {},
        allowPrivate: true,
        timeoutMs: 300,
      });
      expect(outcome).toMatchObject({ statusCode: null, refused: false });
      expect(outcome.error).toContain("Timed out");
      expect(outcome.durationMs).toBeLessThan(2000);
    } finally {
      await receiver.close();
    }
  });
});

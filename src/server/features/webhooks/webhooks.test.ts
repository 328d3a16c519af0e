/**
 * The studio's webhook endpoints through the API: creating (the secret shown once, stored sealed),
 * listing, changing, deleting, the refusals of bad input and of a full studio, and another studio's
 * ids answering 404.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecretBox, newSecretKey, parseSecretKey } from "../../auth/secret-box.js";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_MESSAGES } from "./webhook-input.js";
import { resealEndpointSecrets } from "./webhook-secrets.js";
import { endpointSecretContext } from "./webhook-signing.js";
import { createEndpoint, emit } from "./webhooks.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "A" });
  b = await createTestPhotographer(ctx, { businessName: "B" });
});
afterAll(() => ctx.close());

const endpointRows = (photographerId: string) =>
  ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.photographerId, photographerId));

describe("webhook endpoints", () => {
  it("creates an endpoint, shows its secret once and stores it sealed", async () => {
    const created = await createEndpoint(ctx, a, {
      url: "https://hooks.example.com/focal",
      events: ["payment.received", "client.created", "client.created"],
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      url: "https://hooks.example.com/focal",
      events: ["client.created", "payment.received"],
      enabled: true,
    });

    const list = await as(ctx, a.cookie).get("/api/webhooks/endpoints");
    expect(list.statusCode).toBe(200);
    const { secret, ...shown } = created;
    expect(list.json()).toEqual([shown]);
    expect(list.body).not.toContain(secret);

    const [row] = await endpointRows(a.photographerId);
    expect(row!.secret.startsWith("v1.")).toBe(true);
    expect(row!.secret).not.toContain(secret.slice(6));
  });

  it("changes, disables and deletes an endpoint", async () => {
    const created = await createEndpoint(ctx, b, {
      url: "http://b.example.com/1",
      events: ["booking.created"],
    });
    const put = await as(ctx, b.cookie).put(`/api/webhooks/endpoints/${created.id}`, {
      url: "https://b.example.com/2",
      events: ["booking.cancelled", "booking.created"],
      enabled: false,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id: created.id,
      url: "https://b.example.com/2",
      events: ["booking.created", "booking.cancelled"],
      enabled: false,
    });
    expect(put.body).not.toContain("whsec_");

    // A disabled endpoint gets no deliveries.
    await emit(ctx, b.photographerId, "booking.created", { bookingId: "x" });
    const deliveries = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, created.id));
    expect(deliveries).toEqual([]);

    const del = await as(ctx, b.cookie).delete(`/api/webhooks/endpoints/${created.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: WEBHOOK_MESSAGES.deleted });
    expect(await endpointRows(b.photographerId)).toEqual([]);
    expect((await as(ctx, b.cookie).delete(`/api/webhooks/endpoints/${created.id}`)).statusCode).toBe(404);
  });

  it.each([
    ["an ftp URL", { url: "ftp://example.com/x", events: ["client.created"] }, WEBHOOK_MESSAGES.urlInvalid],
    ["a URL without a host", { url: "http://", events: ["client.created"] }, WEBHOOK_MESSAGES.urlInvalid],
    ["a relative URL", { url: "/hooks", events: ["client.created"] }, WEBHOOK_MESSAGES.urlInvalid],
    [
      "a javascript: URL",
      { url: "javascript:alert(1)", events: ["client.created"] },
      WEBHOOK_MESSAGES.urlInvalid,
    ],
    [
      "credentials",
      { url: "https://u:p@example.com/", events: ["client.created"] },
      WEBHOOK_MESSAGES.urlCredentials,
    ],
    [
      "a URL over 2048 characters",
      { url: `https://example.com/${"a".repeat(2048)}`, events: ["client.created"] },
      WEBHOOK_MESSAGES.urlTooLong,
    ],
    [
      "an unknown event",
      { url: "https://example.com/", events: ["client.deleted"] },
      WEBHOOK_MESSAGES.badEvent,
    ],
    ["no event", { url: "https://example.com/", events: [] }, WEBHOOK_MESSAGES.eventsRequired],
    ["no URL", { events: ["client.created"] }, WEBHOOK_MESSAGES.urlRequired],
    [
      "a loopback address",
      { url: "http://127.0.0.1:8080/", events: ["client.created"] },
      "URL must not point",
    ],
    [
      "the metadata address",
      { url: "http://169.254.169.254/latest", events: ["client.created"] },
      "URL must not point",
    ],
    ["a private address", { url: "http://10.0.0.1/", events: ["client.created"] }, "URL must not point"],
    ["an IPv6 loopback", { url: "http://[::1]:9000/", events: ["client.created"] }, "URL must not point"],
    [
      "IPv4-mapped loopback",
      { url: "http://[::ffff:127.0.0.1]/", events: ["client.created"] },
      "URL must not point",
    ],
    ["localhost", { url: "http://localhost:5000/", events: ["client.created"] }, "URL must not point"],
  ])("refuses %s with a 400 and writes nothing", async (_name, body, message) => {
    const before = (await endpointRows(a.photographerId)).length;
    const res = await as(ctx, a.cookie).post("/api/webhooks/endpoints", body);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain(message);
    expect(await endpointRows(a.photographerId)).toHaveLength(before);
  });

  it("refuses a NUL in the URL with a 400", async () => {
    const res = await as(ctx, a.cookie).post("/api/webhooks/endpoints", {
      url: "https://example.com/\u0000x",
      events: ["client.created"],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("message");
  });

  it("refuses the same bad input on a change, and leaves the endpoint as it was", async () => {
    const created = await createEndpoint(ctx, a, {
      url: "https://keep.example.com/",
      events: ["proposal.sent"],
    });
    const res = await as(ctx, a.cookie).put(`/api/webhooks/endpoints/${created.id}`, {
      url: "gopher://keep.example.com/",
      events: ["proposal.sent"],
    });
    expect(res.statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(row!.url).toBe("https://keep.example.com/");
    await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${created.id}`);
  });

  it(`stops at ${MAX_WEBHOOK_ENDPOINTS} endpoints per studio`, async () => {
    const c = await createTestPhotographer(ctx, { businessName: "C" });
    await Promise.all(
      Array.from({ length: MAX_WEBHOOK_ENDPOINTS + 3 }, (_, i) =>
        as(ctx, c.cookie).post("/api/webhooks/endpoints", {
          url: `https://c.example.com/${i}`,
          events: ["client.created"],
        }),
      ),
    ).then((answers) => {
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
      const refused = answers.filter((res) => res.statusCode === 409);
      expect(refused).toHaveLength(3);
      expect(refused[0]!.json()).toEqual({ message: WEBHOOK_MESSAGES.tooMany });
    });
    expect(await endpointRows(c.photographerId)).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
  });

  it("answers 404 for another studio's endpoint and delivery, and changes nothing", async () => {
    const mine = await createEndpoint(ctx, a, {
      url: "https://a.example.com/iso",
      events: ["client.created"],
    });
    await emit(ctx, a.photographerId, "client.created", { id: "c1" });
    const [delivery] = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, mine.id));
    const other = as(ctx, b.cookie);
    const body = { url: "https://b.example.com/steal", events: ["client.created"], enabled: true };
    for (const res of [
      await other.put(`/api/webhooks/endpoints/${mine.id}`, body),
      await other.delete(`/api/webhooks/endpoints/${mine.id}`),
      await other.get(`/api/webhooks/endpoints/${mine.id}/deliveries`),
      await other.post(`/api/webhooks/deliveries/${delivery!.id}/replay`),
      await other.get("/api/webhooks/endpoints/not-a-uuid/deliveries"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty("message");
    }
    const [row] = await ctx.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, mine.id));
    expect(row!.url).toBe("https://a.example.com/iso");
    expect((await other.get("/api/webhooks/endpoints")).body).not.toContain(mine.id);
    const [after] = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery!.id));
    expect(after!.attempts).toBe(0);
  });

  it("seals a secret again with the current key at start when an old key sealed it", async () => {
    const created = await createEndpoint(ctx, a, {
      url: "https://rotate.example.com/",
      events: ["client.created"],
    });
    const oldKey = parseSecretKey(newSecretKey())!;
    const context = endpointSecretContext(created.id);
    const byOldKey = createSecretBox(oldKey).seal(created.secret, context);
    await ctx.database.db
      .update(webhookEndpoints)
      .set({ secret: byOldKey })
      .where(eq(webhookEndpoints.id, created.id));

    const box = createSecretBox(parseSecretKey(ctx.config.FOCAL_SECRET_KEY!)!, [oldKey]);
    expect(await resealEndpointSecrets(ctx.database.db, box)).toEqual({ resealed: 1 });
    const [row] = await ctx.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(box.isCurrent(row!.secret)).toBe(true);
    expect(box.open(row!.secret, context)).toBe(created.secret);
    expect(await resealEndpointSecrets(ctx.database.db, box)).toEqual({ resealed: 0 });
    await as(ctx, a.cookie).delete(`/api/webhooks/endpoints/${created.id}`);
  });
});

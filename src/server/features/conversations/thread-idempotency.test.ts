/**
 * A thread post repeated with the same Idempotency-Key is one message: the repeat answers with the first
 * (marked as replayed) and sends nothing again; the same key on different words is refused; a malformed
 * key is refused before anything is stored; keys belong to one studio, one client and one side.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_REUSED } from "../../../shared/idempotency.js";
import { messages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { conversationsFixture, INBOUND_DOMAIN } from "./conversations.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
const f = conversationsFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext({ INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN });
  a = await createTestPhotographer(ctx);
  b = await createTestPhotographer(ctx);
});
afterAll(() => ctx?.close());

const keyed = (cookie: string, url: string, payload: object, key: string) =>
  ctx.app.inject({ method: "POST", url, payload, headers: { cookie, "idempotency-key": key } });

const stored = (clientId: string) =>
  ctx.database.db.select().from(messages).where(eq(messages.clientId, clientId));

describe("the studio's posts", () => {
  it("sends an e-mail once however often the same post is repeated", async () => {
    const client = await f.client(a);
    const url = `/api/clients/${client.id}/thread`;
    const body = { channel: "EMAIL", content: "Your gallery is live!" };
    const first = await keyed(a.cookie, url, body, "compose-1");
    const again = await keyed(a.cookie, url, body, "compose-1");
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBe("false");
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await stored(client.id)).toHaveLength(1);
    expect(await f.outboxTo(client.email)).toHaveLength(1);

    // A new key is a new message.
    expect((await keyed(a.cookie, url, body, "compose-2")).statusCode).toBe(201);
    expect(await f.outboxTo(client.email)).toHaveLength(2);
  });

  it("refuses the same key on different words, and changes nothing", async () => {
    const client = await f.client(a);
    const url = `/api/clients/${client.id}/thread`;
    await keyed(a.cookie, url, { channel: "NOTE", content: "Call back Friday" }, "k-1");
    const other = await keyed(a.cookie, url, { channel: "NOTE", content: "Something else" }, "k-1");
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: IDEMPOTENCY_KEY_REUSED });
    const channel = await keyed(a.cookie, url, { channel: "EMAIL", content: "Call back Friday" }, "k-1");
    expect(channel.statusCode).toBe(409);
    expect((await stored(client.id)).map((m) => m.content)).toEqual(["Call back Friday"]);
    expect(await f.outboxTo(client.email)).toHaveLength(0);
  });

  it("refuses a malformed key before anything is stored", async () => {
    const client = await f.client(a);
    const url = `/api/clients/${client.id}/thread`;
    for (const key of ["", "has space", "x".repeat(256), "caf\u00e9"]) {
      const res = await keyed(a.cookie, url, { channel: "NOTE", content: "Hi" }, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({ message: BAD_IDEMPOTENCY_KEY });
    }
    expect(await stored(client.id)).toHaveLength(0);
  });

  it("keeps keys apart between studios and clients", async () => {
    const mine = await f.client(a);
    const another = await f.client(a);
    const theirs = await f.client(b);
    const body = { channel: "NOTE", content: "Same words" };
    for (const [who, client] of [
      [a, mine],
      [a, another],
      [b, theirs],
    ] as const) {
      const res = await keyed(who.cookie, `/api/clients/${client.id}/thread`, body, "shared-key");
      expect(res.headers["idempotent-replayed"]).toBe("false");
      expect(await stored(client.id)).toHaveLength(1);
    }
  });
});

describe("the client's posts in the portal", () => {
  it("stores a repeated message once, and the studio's key is not the client's", async () => {
    const client = await f.client(a);
    const cookie = await f.portalCookie(a, client.id);
    const body = { content: "Can we add an hour?" };
    const first = await keyed(cookie, "/api/client-portal/messages", body, "portal-1");
    const again = await keyed(cookie, "/api/client-portal/messages", body, "portal-1");
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const studio = await keyed(
      a.cookie,
      `/api/clients/${client.id}/thread`,
      { channel: "PORTAL", content: "Of course" },
      "portal-1",
    );
    expect(studio.headers["idempotent-replayed"]).toBe("false");
    const rows = await stored(client.id);
    expect(rows.map((m) => [m.sentByPhotographer, m.content]).sort()).toEqual([
      [false, "Can we add an hour?"],
      [true, "Of course"],
    ]);
    const unread = (await f.api(a).get("/api/conversations/unread")).json().unread as number;
    expect(unread).toBeGreaterThanOrEqual(1);
  });
});

/**
 * Races on PostgreSQL (the embedded database runs one transaction at a time and would hide them): the
 * same reply delivered twenty times at once is stored once; twenty first e-mails to a client at once
 * make one reply token, which all twenty carry; the same post sent twenty times at once with one
 * Idempotency-Key (the studio's e-mail, the client's portal message) is one message, sent once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, replyTokens } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { conversationsFixture, INBOUND_DOMAIN } from "./conversations.fixture.js";
import { createInboundService } from "./inbound.service.js";

let ctx: TestContext;
let a: TestPhotographer;
const f = conversationsFixture(() => ctx);

describe.runIf(testDbKind() === "postgres")("conversation races", () => {
  beforeAll(async () => {
    ctx = await createTestContext({ INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN });
    a = await createTestPhotographer(ctx);
  });
  afterAll(() => ctx?.close());

  it("makes one reply token for twenty first e-mails at once, and every e-mail carries it", async () => {
    const client = await f.client(a);
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => f.post(a, client.id, { channel: "EMAIL", content: `Hello ${i}` })),
    );
    expect(sent.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const tokens = await ctx.database.db
      .select()
      .from(replyTokens)
      .where(eq(replyTokens.clientId, client.id));
    expect(tokens).toHaveLength(1);
    const replyTos = new Set((await f.outboxTo(client.email)).map((m) => m.headers?.["Reply-To"]));
    expect([...replyTos]).toEqual([`reply+${tokens[0]!.token}@${INBOUND_DOMAIN}`]);
  });

  it("sends one e-mail for the same keyed post twenty times at once", async () => {
    const client = await f.client(a);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: "POST",
          url: `/api/clients/${client.id}/thread`,
          payload: { channel: "EMAIL", content: "Your gallery is live!" },
          headers: { cookie: a.cookie, "idempotency-key": "gallery-live" },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(results.filter((r) => r.headers["idempotent-replayed"] === "false")).toHaveLength(1);
    const rows = await ctx.database.db.select().from(messages).where(eq(messages.clientId, client.id));
    expect(rows).toHaveLength(1);
    expect(await f.outboxTo(client.email)).toHaveLength(1);
  });

  it("stores the client's keyed portal message twenty times at once once, and tells the studio once", async () => {
    const client = await f.client(a);
    const cookie = await f.portalCookie(a, client.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/client-portal/messages",
          payload: { content: "Can we add an hour?" },
          headers: { cookie, "idempotency-key": "add-an-hour" },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const rows = await ctx.database.db.select().from(messages).where(eq(messages.clientId, client.id));
    expect(rows).toHaveLength(1);
    await ctx.queue.drain();
    const notices = (await f.outboxTo(a.email)).filter((m) => m.textBody?.includes("Can we add an hour?"));
    expect(notices).toHaveLength(1);
  });

  it("stores a reply delivered twenty times at once once", async () => {
    const client = await f.client(a);
    await f.sent(a, client.id, { channel: "EMAIL", content: "Hi" });
    const [token] = await ctx.database.db
      .select()
      .from(replyTokens)
      .where(eq(replyTokens.clientId, client.id));
    const notices: string[] = [];
    const inbound = createInboundService({
      database: ctx.database,
      config: { INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN },
      saveFile: async () => {
        throw new Error("no files in this test");
      },
      onClientMessage: async (_tx, _studio, messageId) => {
        notices.push(messageId);
      },
      log: { warn: () => {} },
    });
    const mail = {
      recipients: [`reply+${token!.token}@${INBOUND_DOMAIN}`],
      from: client.email,
      messageId: "<same-reply@mail.example.com>",
      subject: "Re: Hi",
      text: "Thanks!",
      originalText: "Thanks!\n\n> Hi",
      attachments: [],
    };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => inbound.receiveEmail(mail)));
    expect(outcomes.filter((o) => o.outcome === "stored")).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === "duplicate")).toHaveLength(19);
    const stored = await ctx.database.db.select().from(messages).where(eq(messages.clientId, client.id));
    expect(stored.filter((m) => !m.sentByPhotographer).map((m) => m.content)).toEqual(["Thanks!"]);
    expect(notices).toHaveLength(1);
  });
});

/**
 * Races on PostgreSQL (the embedded database runs one transaction at a time and would hide them): the
 * same reply delivered twenty times at once is stored once; twenty first e-mails to a client at once
 * make one reply token, which all twenty carry.
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

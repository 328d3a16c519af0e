/**
 * The IMAP poller against a stand-in server: each unseen message is received once and flagged \Seen,
 * and a message the database could not take stays unseen to be read again.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../db/schema/index.js";
import { ensureReplyToken } from "../../integrations/email/reply-tokens.queries.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createInboundService, type InboundService } from "./inbound.service.js";
import { startImapStandIn } from "./inbound-imap.fixture.js";
import { parseImapUrl, startImapPoller } from "./inbound-imap.js";

const DOMAIN = "replies.focal.test";
const CLIENT_EMAIL = "ben.ray@example.com";
const quiet = { info() {}, warn() {}, error() {} };

let ctx: TestContext;
let imap: Awaited<ReturnType<typeof startImapStandIn>>;
let inbound: InboundService;
let photographerId: string;
let clientId: string;
let replyTo: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const studio = await createTestPhotographer(ctx);
  photographerId = studio.photographerId;
  const client = await as(ctx, studio.cookie).post("/api/clients", {
    firstName: "Ben",
    lastName: "Ray",
    email: CLIENT_EMAIL,
  });
  expect(client.statusCode).toBe(201);
  clientId = client.json().id;
  replyTo = `reply+${await ensureReplyToken(ctx.database.db, photographerId, clientId)}@${DOMAIN}`;
  inbound = createInboundService({
    database: ctx.database,
    config: { INBOUND_EMAIL_DOMAIN: DOMAIN },
    saveFile: async () => {
      throw new Error("no attachments in these messages");
    },
    onClientMessage: async () => {},
    log: quiet,
  });
  imap = await startImapStandIn({ user: "focal@studio.example", pass: "p@ss word" });
});
afterAll(async () => {
  await imap?.close();
  await ctx?.close();
});

const imapUrl = () =>
  `imap://${encodeURIComponent("focal@studio.example")}:${encodeURIComponent("p@ss word")}@127.0.0.1:${imap.port}/INBOX`;

function email(messageId: string, body: string, headers: { to?: string; deliveredTo?: string } = {}) {
  return [
    ...(headers.deliveredTo ? [`Delivered-To: ${headers.deliveredTo}`] : []),
    `From: Ben Ray <${CLIENT_EMAIL}>`,
    `To: ${headers.to ?? replyTo}`,
    "Subject: Re: Your gallery",
    `Message-ID: ${messageId}`,
    "Date: Tue, 03 Mar 2026 10:02:00 +0000",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
    "",
  ].join("\r\n");
}

const threadMessages = () =>
  ctx.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.photographerId, photographerId), eq(messages.clientId, clientId)));

describe("the inbound IMAP poller", () => {
  it("reads the URL's parts, the mailbox INBOX when it names none", () => {
    expect(parseImapUrl("imaps://me%40x.example:s%2Fcret@imap.example.com/Replies")).toEqual({
      host: "imap.example.com",
      port: 993,
      secure: true,
      user: "me@x.example",
      pass: "s/cret",
      mailbox: "Replies",
    });
    expect(parseImapUrl("imap://u:p@localhost")).toMatchObject({
      port: 143,
      secure: false,
      mailbox: "INBOX",
    });
  });

  it("receives each unseen message once, flags it seen, and finds nothing the next time", async () => {
    imap.add(email("<seen-before@example.com>", "Old news"));
    imap.messages[0]!.seen = true;
    imap.add(
      email(
        "<imap-1@example.com>",
        "Thursday is fine.\r\n\r\nOn Mon, Mar 2, 2026 at 9:00 AM Sarah wrote:\r\n> Thursday?",
      ),
    );
    // In Bcc: the address shows only in the mailbox's Delivered-To.
    imap.add(
      email("<imap-2@example.com>", "Here is my address.", {
        to: "someone@example.org",
        deliveredTo: replyTo,
      }),
    );
    const poller = startImapPoller({
      config: { INBOUND_IMAP_URL: imapUrl(), INBOUND_IMAP_POLL_SECONDS: 3600 },
      receive: inbound.receiveEmail,
      log: quiet,
    });
    try {
      expect(await poller.pollOnce()).toBe(2);
      expect(imap.messages.map((m) => m.seen)).toEqual([true, true, true]);
      const stored = await threadMessages();
      expect(stored.map((m) => m.emailMessageId).sort()).toEqual([
        "<imap-1@example.com>",
        "<imap-2@example.com>",
      ]);
      expect(stored.find((m) => m.emailMessageId === "<imap-1@example.com>")).toMatchObject({
        status: "RECEIVED",
        content: "Thursday is fine.",
      });
      expect(await poller.pollOnce()).toBe(0);
      expect(await threadMessages()).toHaveLength(2);
    } finally {
      await poller.close();
    }
    // It never downloads a message in a way that marks it seen before it is stored.
    expect(imap.commands).toContain("UID STORE");
  });

  it("leaves a message unseen when it could not be stored, and logs the failure", async () => {
    imap.add(email("<imap-3@example.com>", "Please call me."));
    const errors: string[] = [];
    const failing = startImapPoller({
      config: { INBOUND_IMAP_URL: imapUrl(), INBOUND_IMAP_POLL_SECONDS: 3600 },
      receive: async () => {
        throw new Error("database away");
      },
      log: { ...quiet, error: (_details, message) => errors.push(message) },
    });
    try {
      expect(await failing.pollOnce()).toBe(0);
    } finally {
      await failing.close();
    }
    expect(imap.messages.at(-1)!.seen).toBe(false);
    expect(errors).toEqual(["inbound IMAP poll failed"]);

    const working = startImapPoller({
      config: { INBOUND_IMAP_URL: imapUrl(), INBOUND_IMAP_POLL_SECONDS: 3600 },
      receive: inbound.receiveEmail,
      log: quiet,
    });
    try {
      expect(await working.pollOnce()).toBe(1);
    } finally {
      await working.close();
    }
    expect(imap.messages.at(-1)!.seen).toBe(true);
  });

  it("logs a refused login without throwing", async () => {
    const errors: string[] = [];
    const poller = startImapPoller({
      config: {
        INBOUND_IMAP_URL: `imap://focal%40studio.example:wrong@127.0.0.1:${imap.port}/INBOX`,
        INBOUND_IMAP_POLL_SECONDS: 3600,
      },
      receive: inbound.receiveEmail,
      log: { ...quiet, error: (_details, message) => errors.push(message) },
    });
    expect(await poller.pollOnce()).toBe(0);
    await poller.close();
    expect(errors).toEqual(["inbound IMAP poll failed"]);
  });
});

/**
 * Bounces end to end: e-mail leaves with the bounce address as its SMTP envelope sender, and the report
 * a mail server sends back (multipart/report, spoken into the SMTP receiver by a real SMTP client from
 * the null sender, as an MTA does) shows the studio's e-mail BOUNCED in the thread, with the server's
 * reason kept. A report naming no e-mail of ours, or only a delay, changes nothing; no report ever
 * becomes a client message; an ordinary reply still lands.
 */
import { and, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailLogs, messages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { startSmtpServer } from "../../test/smtp.js";
import { conversationsFixture, INBOUND_DOMAIN } from "./conversations.fixture.js";
import { createInboundService } from "./inbound.service.js";
import { dsn } from "./inbound-bounce.fixture.js";
import { startInboundSmtp } from "./inbound-smtp.js";

const BOUNCES = `bounces@${INBOUND_DOMAIN}`;

let ctx: TestContext;
let relay: Awaited<ReturnType<typeof startSmtpServer>>;
let receiver: Awaited<ReturnType<typeof startInboundSmtp>>;
let a: TestPhotographer;
const f = conversationsFixture(() => ctx);
const warnings: string[] = [];

beforeAll(async () => {
  relay = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: relay.url, INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN });
  a = await createTestPhotographer(ctx, { businessName: "Lind & Light" });
  const inbound = createInboundService({
    database: ctx.database,
    config: { INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN },
    saveFile: async () => {
      throw new Error("no files expected");
    },
    onClientMessage: async () => {},
    log: { warn: (_details, message) => warnings.push(message) },
  });
  const quiet = { info() {}, warn() {}, error() {} };
  receiver = await startInboundSmtp({
    config: { INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN, INBOUND_SMTP_PORT: 0, INBOUND_SMTP_HOST: "127.0.0.1" },
    receive: inbound.receiveEmail,
    log: quiet,
  });
});
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
  await relay?.close();
});

/** Speaks SMTP to the receiver as a mail server returning a report does: from the null sender `<>`. */
async function deliver(to: string, raw: string, from = "") {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: receiver.port,
    secure: false,
    ignoreTLS: true,
  });
  try {
    return await transport.sendMail({ envelope: { from, to: [to] }, raw });
  } finally {
    transport.close();
  }
}

/** A studio e-mail to a new client, as it went over SMTP: its envelope, Message-ID and reply address. */
async function studioEmail() {
  const client = await f.client(a);
  const before = relay.received.length;
  const message = await f.sent(a, client.id, { channel: "EMAIL", content: "Your timeline is ready!" });
  const sent = relay.received.slice(before);
  expect(sent).toHaveLength(1);
  const [log] = await ctx.database.db.select().from(emailLogs).where(eq(emailLogs.toEmail, client.email));
  const replyTo = /^Reply-To: (.+)$/m.exec(sent[0]!.raw)?.[1]?.trim();
  return { client, message, envelope: sent[0]!, messageId: log!.messageId!, replyTo: replyTo! };
}

const shown = async (clientId: string, id: string) => (await f.thread(a, clientId)).find((m) => m.id === id)!;
const threadRows = (clientId: string) =>
  ctx.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.photographerId, a.photographerId), eq(messages.clientId, clientId)));
const logOf = async (messageId: string) =>
  (await ctx.database.db.select().from(emailLogs).where(eq(emailLogs.messageId, messageId)))[0]!;

describe("bounces", () => {
  it("sends e-mail from the bounce address in the SMTP envelope, the platform address in From", async () => {
    const { envelope, client } = await studioEmail();
    expect(envelope.from).toBe(BOUNCES);
    expect(envelope.to).toEqual([client.email]);
    expect(envelope.raw).toMatch(/^From: .*<no-reply@focal\.localhost>/m);
  });

  it("marks the studio's e-mail BOUNCED in the thread when its report comes back, and stores no message", async () => {
    const { client, message, messageId } = await studioEmail();
    expect((await shown(client.id, message.id)).status).toBe("SENT");
    const rowsBefore = await threadRows(client.id);

    const info = await deliver(
      BOUNCES,
      dsn({ to: BOUNCES, originalMessageId: messageId, finalRecipient: client.email }),
    );
    expect(info.accepted).toEqual([BOUNCES]);

    expect((await shown(client.id, message.id)).status).toBe("BOUNCED");
    const log = await logOf(messageId);
    expect(log).toMatchObject({ status: "bounced" });
    expect(log.bouncedAt).toBeInstanceOf(Date);
    expect(log.error).toBe(
      `smtp; 550 5.1.1 <${client.email}>: Recipient address rejected: User unknown in virtual mailbox table`,
    );
    expect(await threadRows(client.id)).toEqual(rowsBefore);

    // The same report again (a server retrying) changes nothing.
    await deliver(
      BOUNCES,
      dsn({ to: BOUNCES, originalMessageId: messageId, diagnosticCode: "smtp; 554 other" }),
    );
    expect(await logOf(messageId)).toEqual(log);
  });

  it("takes a report sent to the Reply-To address (whole original enclosed) as a bounce, not a reply", async () => {
    const { client, message, messageId, replyTo } = await studioEmail();
    expect(replyTo).toMatch(new RegExp(`^reply\\+[A-Za-z0-9_-]{32}@${INBOUND_DOMAIN}$`));
    const rowsBefore = await threadRows(client.id);
    await deliver(
      replyTo,
      dsn({ to: replyTo, originalMessageId: messageId, original: "message" }),
      "postmaster@mx.example.net",
    );
    expect((await shown(client.id, message.id)).status).toBe("BOUNCED");
    expect(await threadRows(client.id)).toEqual(rowsBefore);
  });

  it("changes nothing for a report naming no e-mail of ours, and logs it", async () => {
    const { client, message, messageId } = await studioEmail();
    const before = await logOf(messageId);
    warnings.length = 0;
    const info = await deliver(
      BOUNCES,
      dsn({ to: BOUNCES, originalMessageId: "<forged-0001@focal.localhost>" }),
    );
    expect(info.accepted).toEqual([BOUNCES]);
    expect(warnings).toEqual(["bounce for no e-mail of ours dropped"]);
    expect(await logOf(messageId)).toEqual(before);
    expect((await shown(client.id, message.id)).status).toBe("SENT");
  });

  it("changes nothing for a delay, nor for a report addressed to no reply address", async () => {
    const { client, message, messageId } = await studioEmail();
    const before = await logOf(messageId);
    await deliver(BOUNCES, dsn({ to: BOUNCES, originalMessageId: messageId, action: "delayed" }));
    expect(await logOf(messageId)).toEqual(before);
    expect((await shown(client.id, message.id)).status).toBe("SENT");
    await expect(
      deliver(`postmaster@${INBOUND_DOMAIN}`, dsn({ to: "x", originalMessageId: messageId })),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  it("still puts an ordinary reply from the client in the thread", async () => {
    const { client, replyTo } = await studioEmail();
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: receiver.port, ignoreTLS: true });
    try {
      await transport.sendMail({
        from: client.email,
        to: replyTo,
        subject: "Re: A message from Lind & Light",
        messageId: "<reply-after-bounce-test@mail.example.com>",
        text: "Thank you, it looks lovely.",
      });
    } finally {
      transport.close();
    }
    const stored = (await f.thread(a, client.id)).filter((m) => m.direction === "IN");
    expect(stored).toMatchObject([
      { channel: "EMAIL", status: "RECEIVED", content: "Thank you, it looks lovely." },
    ]);
  });
});

/**
 * The SMTP receiver, spoken to by a real SMTP client: replies land in the client's thread, and nothing
 * else gets in (other domains, forged tokens, oversized messages).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../db/schema/index.js";
import { ensureReplyToken } from "../../integrations/email/reply-tokens.queries.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createInboundService, type InboundFile } from "./inbound.service.js";
import { startInboundSmtp } from "./inbound-smtp.js";

const DOMAIN = "replies.focal.test";
const CLIENT_EMAIL = "ann.lee@example.com";

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startInboundSmtp>>;
let photographerId: string;
let clientId: string;
let replyTo: string;
const saved: (InboundFile & { messageId: string })[] = [];
const warnings: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const studio = await createTestPhotographer(ctx);
  photographerId = studio.photographerId;
  const client = await as(ctx, studio.cookie).post("/api/clients", {
    firstName: "Ann",
    lastName: "Lee",
    email: CLIENT_EMAIL,
  });
  expect(client.statusCode).toBe(201);
  clientId = client.json().id;
  const token = await ensureReplyToken(ctx.database.db, photographerId, clientId);
  replyTo = `reply+${token}@${DOMAIN}`;
  const inbound = createInboundService({
    database: ctx.database,
    config: { INBOUND_EMAIL_DOMAIN: DOMAIN },
    saveFile: async (_tx, file) => {
      saved.push(file);
      return {
        id: file.messageId,
        filename: file.filename,
        contentType: file.contentType,
        size: file.bytes.length,
      };
    },
    onClientMessage: async () => {},
    log: { warn: (_details, message) => warnings.push(message) },
  });
  const quiet = { info() {}, warn() {}, error() {} };
  smtp = await startInboundSmtp({
    config: { INBOUND_EMAIL_DOMAIN: DOMAIN, INBOUND_SMTP_PORT: 0, INBOUND_SMTP_HOST: "127.0.0.1" },
    receive: inbound.receiveEmail,
    log: quiet,
    maxBytes: 100_000,
  });
});
afterAll(async () => {
  await smtp?.close();
  await ctx?.close();
});

async function send(mail: Mail.Options) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  try {
    return await transport.sendMail({ from: CLIENT_EMAIL, to: replyTo, subject: "Re: Your shoot", ...mail });
  } finally {
    transport.close();
  }
}

const threadMessages = () =>
  ctx.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.photographerId, photographerId), eq(messages.clientId, clientId)));

const GMAIL_REPLY = [
  "Saturday works for us. Can we start at 3pm?",
  "",
  "Ann",
  "",
  `On Tue, Mar 3, 2026 at 10:02 AM Sarah Studio <sarah@studio.example> wrote:`,
  "",
  "> Hello Ann,",
  "> Would Saturday suit you?",
  "",
].join("\r\n");

describe("the inbound SMTP receiver", () => {
  it("puts a Gmail reply from the client in the thread, without the quote", async () => {
    await send({ messageId: "<gmail-1@mail.gmail.com>", text: GMAIL_REPLY });
    const [stored] = (await threadMessages()).filter((m) => m.emailMessageId === "<gmail-1@mail.gmail.com>");
    expect(stored).toMatchObject({
      channel: "EMAIL",
      status: "RECEIVED",
      sentByPhotographer: false,
      subject: "Re: Your shoot",
      fromAddress: CLIENT_EMAIL,
      content: "Saturday works for us. Can we start at 3pm?\n\nAnn",
    });
    expect(stored!.originalContent).toContain("> Would Saturday suit you?");
  });

  it("drops a well-formed token nobody was given, and logs it", async () => {
    const before = (await threadMessages()).length;
    const forged = `reply+${"A".repeat(32)}@${DOMAIN}`;
    const info = await send({ to: forged, messageId: "<forged@example.com>", text: "Hello?" });
    expect(info.accepted).toEqual([forged]);
    expect(await threadMessages()).toHaveLength(before);
    const [anywhere] = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.emailMessageId, "<forged@example.com>"));
    expect(anywhere).toBeUndefined();
    expect(warnings).toContain("inbound e-mail with no known reply token dropped");
  });

  it("refuses another domain and a malformed address at RCPT TO", async () => {
    for (const to of [
      `reply+${"A".repeat(32)}@elsewhere.example`,
      `postmaster@${DOMAIN}`,
      `reply+short@${DOMAIN}`,
    ]) {
      await expect(send({ to, text: "Relay me" })).rejects.toMatchObject({ responseCode: 550 });
    }
  });

  it("hands an attachment's bytes to saveFile", async () => {
    const bytes = Buffer.from("%PDF-1.4 signed contract\n");
    await send({
      messageId: "<with-file@example.com>",
      text: "The signed contract is attached.",
      attachments: [{ filename: "contract.pdf", content: bytes, contentType: "application/pdf" }],
    });
    const [stored] = (await threadMessages()).filter((m) => m.emailMessageId === "<with-file@example.com>");
    const file = saved.find((f) => f.messageId === stored!.id);
    expect(file).toMatchObject({ filename: "contract.pdf", contentType: "application/pdf" });
    expect(Buffer.from(file!.bytes)).toEqual(bytes);
  });

  it("stores the same Message-ID once", async () => {
    await send({ messageId: "<twice@example.com>", text: "Once only" });
    await send({ messageId: "<twice@example.com>", text: "Once only" });
    const stored = (await threadMessages()).filter((m) => m.emailMessageId === "<twice@example.com>");
    expect(stored).toHaveLength(1);
  });

  it("holds a message from an address that is not the client's", async () => {
    await send({ from: "stranger@example.net", messageId: "<stranger@example.net>", text: "Hi there" });
    const [stored] = (await threadMessages()).filter((m) => m.emailMessageId === "<stranger@example.net>");
    expect(stored).toMatchObject({ status: "HELD", fromAddress: "stranger@example.net" });
  });

  it("refuses a message over the size limit with 552", async () => {
    const before = (await threadMessages()).length;
    await expect(send({ messageId: "<big@example.com>", text: "x".repeat(150_000) })).rejects.toMatchObject({
      responseCode: 552,
    });
    expect(await threadMessages()).toHaveLength(before);
  });
});

/** A self-signed certificate made now, where openssl is at hand (it is no dependency of the project). */
function selfSignedCertificate(): { dir: string; cert: string; key: string } | null {
  const dir = mkdtempSync(path.join(tmpdir(), "focal-inbound-tls-"));
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${DOMAIN}`,
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
    return { dir, cert, key };
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

describe("STARTTLS on the inbound SMTP receiver", () => {
  const tls = selfSignedCertificate();
  afterAll(() => {
    if (tls) rmSync(tls.dir, { recursive: true, force: true });
  });

  async function deliver(server: { port: number }, requireTLS: boolean) {
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: server.port,
      secure: false,
      requireTLS,
      tls: { rejectUnauthorized: false },
    });
    try {
      return await transport.sendMail({ from: CLIENT_EMAIL, to: replyTo, text: "Over TLS" });
    } finally {
      transport.close();
    }
  }

  it.skipIf(!tls)("is offered when a certificate and key are configured", async () => {
    const received: string[] = [];
    const server = await startInboundSmtp({
      config: {
        INBOUND_EMAIL_DOMAIN: DOMAIN,
        INBOUND_SMTP_PORT: 0,
        INBOUND_SMTP_HOST: "127.0.0.1",
        INBOUND_SMTP_TLS_CERT: tls!.cert,
        INBOUND_SMTP_TLS_KEY: tls!.key,
      },
      receive: async (mail) => {
        received.push(mail.text);
        return { outcome: "unknown-token" };
      },
      log: { info() {}, warn() {}, error() {} },
    });
    try {
      await deliver(server, true);
      expect(received).toEqual(["Over TLS"]);
    } finally {
      await server.close();
    }
  });

  it("is not offered without them", async () => {
    await expect(deliver(smtp, true)).rejects.toThrow(/STARTTLS/);
  });
});

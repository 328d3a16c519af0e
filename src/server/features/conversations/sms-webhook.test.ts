/**
 * Twilio's SMS webhook through app.inject: a signed text from a client's phone lands in that client's
 * thread and SMS log, a bad or missing signature stores nothing, STOP and START change the client's SMS
 * consent, a text nobody can be matched to is dropped, and a text to one studio's number never reaches
 * another studio's client with the same phone.
 */
import { and, eq } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import twilio from "twilio";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "../../config.js";
import { clients, messages, photographers, smsLogs } from "../../db/schema/index.js";
import { registerControlCharacterGuard } from "../../http/control-characters.js";
import { registerErrorHandler } from "../../http/errors.js";
import type { App } from "../../http/types.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { createInboundService } from "./inbound.service.js";
import { registerSmsWebhook } from "./sms-webhook.module.js";
import { EMPTY_TWIML, INVALID_SIGNATURE, SMS_WEBHOOK_PATH, smsWebhookUrl } from "./sms-webhook.routes.js";

const AUTH_TOKEN = "test-twilio-auth-token-0123456789";
const A_NUMBER = "+15550100001";
const B_NUMBER = "+15550100002";
const SHARED_NUMBER = "+15550109999";

let ctx: TestContext;
let app: App;
let a: TestPhotographer;
let b: TestPhotographer;
const warnings: string[] = [];
const notified: string[] = [];

/** An app holding only the webhook (and the guards it meets in the real one), on the test's database. */
async function webhookApp(config: Pick<Config, "TWILIO_AUTH_TOKEN" | "publicUrl">): Promise<App> {
  const server = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerControlCharacterGuard(server);
  registerErrorHandler(server, { onUnexpected: (error) => console.error("500:", error) });
  const inbound = createInboundService({
    database: ctx.database,
    config: { INBOUND_EMAIL_DOMAIN: undefined },
    saveFile: async () => {
      throw new Error("no files");
    },
    onClientMessage: async (_tx, _photographerId, messageId) => {
      notified.push(messageId);
    },
    log: { warn: (_details, message) => warnings.push(message) },
  });
  registerSmsWebhook(server, {
    database: ctx.database,
    config,
    inbound,
    log: { warn: (_details, message) => warnings.push(message) },
  });
  await server.ready();
  return server;
}

beforeAll(async () => {
  ctx = await createTestContext({
    TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: SHARED_NUMBER,
  });
  a = await createTestPhotographer(ctx, { businessName: "Studio A" });
  b = await createTestPhotographer(ctx, { businessName: "Studio B" });
  await ctx.database.db
    .update(photographers)
    .set({ smsNumber: A_NUMBER })
    .where(eq(photographers.id, a.photographerId));
  await ctx.database.db
    .update(photographers)
    .set({ smsNumber: B_NUMBER })
    .where(eq(photographers.id, b.photographerId));
  app = await webhookApp(ctx.config);
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});
beforeEach(() => {
  warnings.length = 0;
  notified.length = 0;
});

let phoneCounter = 0;
/** A fresh client (and phone, as a studio might type it) in the studio. */
async function addClient(photographerId: string, phone: string, smsOptIn = false) {
  const [client] = await ctx.database.db
    .insert(clients)
    .values({ photographerId, firstName: "Cleo", lastName: `Client ${++phoneCounter}`, phone, smsOptIn })
    .returning();
  return client!;
}

function post(params: Record<string, string>, signature?: string | null) {
  const sig =
    signature === undefined
      ? twilio.getExpectedTwilioSignature(AUTH_TOKEN, smsWebhookUrl(ctx.config), params)
      : signature;
  return app.inject({
    method: "POST",
    url: SMS_WEBHOOK_PATH,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(sig === null ? {} : { "x-twilio-signature": sig }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

let sidCounter = 0;
const text = (from: string, to: string, body: string) => ({
  From: from,
  To: to,
  Body: body,
  MessageSid: `SM${String(++sidCounter).padStart(32, "0")}`,
  AccountSid: `AC${"0".repeat(32)}`,
  NumMedia: "0",
});

const threadOf = (photographerId: string, clientId: string) =>
  ctx.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.photographerId, photographerId), eq(messages.clientId, clientId)));
const inboundLogs = (from: string) =>
  ctx.database.db
    .select()
    .from(smsLogs)
    .where(and(eq(smsLogs.direction, "INBOUND"), eq(smsLogs.fromPhone, from)));
const optIn = async (clientId: string) =>
  (await ctx.database.db.select({ on: clients.smsOptIn }).from(clients).where(eq(clients.id, clientId)))[0]!
    .on;

function expectTwiml(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/xml/);
  expect(res.body).toBe(EMPTY_TWIML);
}

describe("POST /api/webhooks/twilio/sms", () => {
  it("keeps a text from the client's phone in the client's thread and the SMS log", async () => {
    const client = await addClient(a.photographerId, "(415) 555-0134");
    const params = text("+14155550134", A_NUMBER, "Can we move the shoot to 4pm?");
    expectTwiml(await post(params));

    const thread = await threadOf(a.photographerId, client.id);
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({
      channel: "SMS",
      sentByPhotographer: false,
      status: "RECEIVED",
      content: "Can we move the shoot to 4pm?",
      fromAddress: "+14155550134",
    });
    const logs = await inboundLogs("+14155550134");
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      photographerId: a.photographerId,
      clientId: client.id,
      direction: "INBOUND",
      toPhone: A_NUMBER,
      providerId: params.MessageSid,
      messageBody: "Can we move the shoot to 4pm?",
    });
    expect(thread[0]!.smsLogId).toBe(logs[0]!.id);
    expect(notified).toEqual([thread[0]!.id]);

    // Twilio sends the same message again when the first answer was late: it is kept once.
    expectTwiml(await post(params));
    expect(await threadOf(a.photographerId, client.id)).toHaveLength(1);
  });

  it("refuses a bad, missing or foreign signature and stores nothing", async () => {
    const client = await addClient(a.photographerId, "415-555-0135");
    const params = text("+14155550135", A_NUMBER, "Hello");
    const forged = twilio.getExpectedTwilioSignature(
      "another-account-token-0000",
      smsWebhookUrl(ctx.config),
      params,
    );
    const otherUrl = twilio.getExpectedTwilioSignature(
      AUTH_TOKEN,
      "https://evil.example/api/webhooks/twilio/sms",
      params,
    );
    const signed = twilio.getExpectedTwilioSignature(AUTH_TOKEN, smsWebhookUrl(ctx.config), params);
    const tampered = app.inject({
      method: "POST",
      url: SMS_WEBHOOK_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signed },
      payload: new URLSearchParams({ ...params, Body: "Changed" }).toString(),
    });
    for (const res of [
      await post(params, forged),
      await post(params, otherUrl),
      await post(params, null),
      await post(params, ""),
      await tampered,
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: INVALID_SIGNATURE });
    }
    expect(await threadOf(a.photographerId, client.id)).toEqual([]);
    expect(await inboundLogs("+14155550135")).toEqual([]);
  });

  it("refuses every request when no auth token is configured", async () => {
    const client = await addClient(a.photographerId, "415 555 0136");
    const unconfigured = await webhookApp({ ...ctx.config, TWILIO_AUTH_TOKEN: undefined });
    try {
      const params = text("+14155550136", A_NUMBER, "Hello");
      const res = await unconfigured.inject({
        method: "POST",
        url: SMS_WEBHOOK_PATH,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": twilio.getExpectedTwilioSignature(
            AUTH_TOKEN,
            smsWebhookUrl(ctx.config),
            params,
          ),
        },
        payload: new URLSearchParams(params).toString(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: INVALID_SIGNATURE });
      expect(await threadOf(a.photographerId, client.id)).toEqual([]);
    } finally {
      await unconfigured.close();
    }
  });

  it("turns SMS consent off on STOP and back on on START, keeping both texts", async () => {
    const client = await addClient(a.photographerId, "+1 415 555 0137", true);
    expectTwiml(await post(text("+14155550137", A_NUMBER, "  stop ")));
    expect(await optIn(client.id)).toBe(false);
    expectTwiml(await post(text("+14155550137", A_NUMBER, "Start")));
    expect(await optIn(client.id)).toBe(true);
    expectTwiml(await post(text("+14155550137", A_NUMBER, "UNSUBSCRIBE")));
    expect(await optIn(client.id)).toBe(false);
    // Only the whole text is a keyword.
    expectTwiml(await post(text("+14155550137", A_NUMBER, "yes please, start again")));
    expect(await optIn(client.id)).toBe(false);
    expectTwiml(await post(text("+14155550137", A_NUMBER, "HELP")));
    expect(await optIn(client.id)).toBe(false);
    const contents = (await threadOf(a.photographerId, client.id)).map((m) => m.content).sort();
    expect(contents).toEqual(["HELP", "Start", "UNSUBSCRIBE", "stop", "yes please, start again"].sort());
  });

  it("drops a text from a phone no client of the studio has, and one to no studio's number", async () => {
    await addClient(b.photographerId, "415 555 0138");
    // To A's number from B's client: A has no such client.
    expectTwiml(await post(text("+14155550138", A_NUMBER, "Hello A")));
    // To a number no studio owns, from a phone nobody texted.
    expectTwiml(await post(text("+14155550139", "+15550107777", "Hello?")));
    expect(await inboundLogs("+14155550138")).toEqual([]);
    expect(await inboundLogs("+14155550139")).toEqual([]);
    expect(warnings).toEqual([
      "inbound SMS from no client of the studio dropped",
      "inbound SMS for no known studio dropped",
    ]);
  });

  it("keeps a text to studio A's number only in A's thread when B has a client with the same phone", async () => {
    const ofA = await addClient(a.photographerId, "415.555.0140");
    const ofB = await addClient(b.photographerId, "4155550140");
    expectTwiml(await post(text("+14155550140", A_NUMBER, "For A")));
    expect((await threadOf(a.photographerId, ofA.id)).map((m) => m.content)).toEqual(["For A"]);
    expect(await threadOf(b.photographerId, ofB.id)).toEqual([]);
    expectTwiml(await post(text("+14155550140", B_NUMBER, "For B")));
    expect((await threadOf(b.photographerId, ofB.id)).map((m) => m.content)).toEqual(["For B"]);
    expect((await threadOf(a.photographerId, ofA.id)).map((m) => m.content)).toEqual(["For A"]);
  });

  it("on the shared number, gives the text to the studio that last texted the phone", async () => {
    const ofA = await addClient(a.photographerId, "415 555 0141");
    const ofB = await addClient(b.photographerId, "415 555 0141");
    const sent = (photographerId: string, clientId: string, createdAt: Date) =>
      ctx.database.db.insert(smsLogs).values({
        photographerId,
        clientId,
        direction: "OUTBOUND",
        status: "sent",
        toPhone: "+14155550141",
        fromPhone: SHARED_NUMBER,
        messageBody: "Reminder",
        createdAt,
      });
    await sent(a.photographerId, ofA.id, new Date(Date.now() - 60_000));
    await sent(b.photographerId, ofB.id, new Date());
    expectTwiml(await post(text("+14155550141", SHARED_NUMBER, "Got it")));
    expect((await threadOf(b.photographerId, ofB.id)).map((m) => m.content)).toEqual(["Got it"]);
    expect(await threadOf(a.photographerId, ofA.id)).toEqual([]);
  });

  it("picks the most recently updated of several clients with the phone", async () => {
    const older = await addClient(a.photographerId, "415 555 0142");
    const newer = await addClient(a.photographerId, "(415) 555-0142");
    await ctx.database.db
      .update(clients)
      .set({ updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(clients.id, older.id));
    expectTwiml(await post(text("+14155550142", A_NUMBER, "Which one?")));
    expect(await threadOf(a.photographerId, older.id)).toEqual([]);
    expect((await threadOf(a.photographerId, newer.id)).map((m) => m.content)).toEqual(["Which one?"]);
  });

  it("refuses a text with a control character (the app-wide guard) and stores nothing", async () => {
    const client = await addClient(a.photographerId, "415 555 0143");
    const res = await post(text("+14155550143", A_NUMBER, "On my\u0000 way"));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Body contains a control character");
    expect(await threadOf(a.photographerId, client.id)).toEqual([]);
  });

  it("answers anything but a form with 415", async () => {
    const res = await app.inject({
      method: "POST",
      url: SMS_WEBHOOK_PATH,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ From: "+14155550144", To: A_NUMBER, Body: "Hi" }),
    });
    expect(res.statusCode).toBe(415);
    expect(typeof res.json().message).toBe("string");
  });
});

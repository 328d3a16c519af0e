import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { clients, outboxMessages, smsLogs } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { INVALID_NUMBER, startTwilioStandIn, type TwilioStandIn } from "../../test/twilio-stand-in.js";
import { normalizePhone } from "./sms.phone.js";
import { createSmsService } from "./sms.service.js";

const FROM = "+15005550006";

let ctx: TestContext;
let twilio: TwilioStandIn;
beforeAll(async () => {
  ctx = await createTestContext();
  twilio = await startTwilioStandIn();
});
afterAll(async () => {
  await twilio.close();
  await ctx.close();
});

function twilioConfig(overrides: { authToken?: string } = {}) {
  return {
    ...ctx.config,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: overrides.authToken ?? twilio.authToken,
    TWILIO_FROM: FROM,
    TWILIO_API_URL: twilio.url,
  };
}

async function createClientRow(photographerId: string) {
  const [client] = await ctx.database.db
    .insert(clients)
    .values({ photographerId, firstName: "Ana", lastName: "Ray", phone: "(415) 555-0134" })
    .returning({ id: clients.id });
  return client!.id;
}

const logsOf = (photographerId: string) =>
  ctx.database.db.select().from(smsLogs).where(eq(smsLogs.photographerId, photographerId));
const outboxOf = (photographerId: string) =>
  ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.photographerId, photographerId));

describe("configuration", () => {
  const sid = `AC${"0a".repeat(16)}`;

  it("accepts a whole Twilio configuration and refuses half of one", () => {
    const config = loadConfig({
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: "f".repeat(32),
      TWILIO_FROM: FROM,
    });
    expect(config.TWILIO_FROM).toBe(FROM);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid })).toThrow(/TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM/);
  });

  it("names malformed Twilio variables", () => {
    expect(() =>
      loadConfig({
        TWILIO_ACCOUNT_SID: "SK123",
        TWILIO_AUTH_TOKEN: "f".repeat(32),
        TWILIO_FROM: "555-0134",
        TWILIO_API_URL: "not a url",
      }),
    ).toThrow(/TWILIO_ACCOUNT_SID[\s\S]*TWILIO_FROM[\s\S]*TWILIO_API_URL/);
  });
});

describe("normalizePhone", () => {
  it.each([
    ["(415) 555-0134", "+14155550134"],
    ["415.555.0134", "+14155550134"],
    ["1 415 555 0134", "+14155550134"],
    ["+1 (415) 555-0134", "+14155550134"],
    ["+44 20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
    [" 4155550134 ", "+14155550134"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    "",
    "call me",
    "555-0134",
    "415-555-CALL",
    "0155550134",
    "+0 123 4567",
    "12345678901234567",
    "+1+4155550134",
  ])("refuses %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe("sendSms through Twilio's SDK", () => {
  it("creates the message on Twilio's API with variables rendered, and logs it", async () => {
    const studio = await createTestPhotographer(ctx, { businessName: "Harbor Light" });
    const clientId = await createClientRow(studio.photographerId);
    const sms = createSmsService(ctx.database, twilioConfig());
    try {
      expect(sms.delivery).toBe("twilio");
      const before = twilio.messages().length;
      const result = await sms.sendSms({
        photographerId: studio.photographerId,
        clientId,
        to: "(415) 555-0134",
        body: "Hi {{firstName}}, {{ businessName }} here: see you {{weddingDate}}! {{unknown}}",
        values: { firstName: "Ana", weddingDate: "June 12, 2027" },
        statusCallback: "http://focal.test/api/webhooks/twilio",
      });
      expect(result).toMatchObject({ status: "sent", delivery: "twilio" });
      expect(result.error).toBeUndefined();
      expect(result.providerId).toMatch(/^SM[0-9a-f]{32}$/);

      const sent = twilio.messages().slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
        username: twilio.accountSid,
        password: twilio.authToken,
        form: {
          To: "+14155550134",
          From: FROM,
          Body: "Hi Ana, Harbor Light here: see you June 12, 2027! {{unknown}}",
          StatusCallback: "http://focal.test/api/webhooks/twilio",
        },
      });
      expect(sent[0]!.userAgent).toMatch(/^twilio-node\//);

      const [log] = await ctx.database.db.select().from(smsLogs).where(eq(smsLogs.id, result.logId));
      expect(log).toMatchObject({
        photographerId: studio.photographerId,
        clientId,
        direction: "OUTBOUND",
        status: "sent",
        providerId: result.providerId,
        fromPhone: FROM,
        toPhone: "+14155550134",
        messageBody: "Hi Ana, Harbor Light here: see you June 12, 2027! {{unknown}}",
      });
      expect(log!.sentAt).toBeInstanceOf(Date);
      expect(await outboxOf(studio.photographerId)).toHaveLength(0);
    } finally {
      await sms.close();
    }
  });

  it("logs Twilio's error as a failure instead of throwing", async () => {
    const studio = await createTestPhotographer(ctx);
    const sms = createSmsService(ctx.database, twilioConfig());
    try {
      const result = await sms.sendSms({
        photographerId: studio.photographerId,
        to: INVALID_NUMBER,
        body: "Hello",
      });
      expect(result).toMatchObject({
        status: "failed",
        delivery: "twilio",
        providerId: null,
        error: `The 'To' number ${INVALID_NUMBER} is not a valid phone number.`,
      });
      const [log] = await ctx.database.db.select().from(smsLogs).where(eq(smsLogs.id, result.logId));
      expect(log).toMatchObject({
        status: "failed",
        providerId: null,
        sentAt: null,
        toPhone: INVALID_NUMBER,
      });
    } finally {
      await sms.close();
    }
  });

  it("fails on credentials Twilio refuses", async () => {
    const studio = await createTestPhotographer(ctx);
    const sms = createSmsService(ctx.database, twilioConfig({ authToken: "0".repeat(32) }));
    try {
      const result = await sms.sendSms({
        photographerId: studio.photographerId,
        to: "4155550134",
        body: "Hi",
      });
      expect(result).toMatchObject({ status: "failed", error: "Authenticate" });
    } finally {
      await sms.close();
    }
  });

  it("refuses a number that is not one without calling Twilio", async () => {
    const studio = await createTestPhotographer(ctx);
    const sms = createSmsService(ctx.database, twilioConfig());
    try {
      const before = twilio.requests.length;
      const result = await sms.sendSms({ photographerId: studio.photographerId, to: "call me", body: "Hi" });
      expect(result).toMatchObject({
        status: "failed",
        providerId: null,
        error: "Not a phone number: call me",
      });
      expect(twilio.requests.length).toBe(before);
      const [log] = await ctx.database.db.select().from(smsLogs).where(eq(smsLogs.id, result.logId));
      expect(log).toMatchObject({ status: "failed", toPhone: "call me", sentAt: null });
    } finally {
      await sms.close();
    }
  });
});

describe("sendSms into the development outbox", () => {
  it("keeps the message in the outbox without Twilio, and the outbox API shows it", async () => {
    const studio = await createTestPhotographer(ctx, { businessName: "Lumen" });
    const sms = createSmsService(ctx.database, ctx.config);
    expect(sms.delivery).toBe("outbox");
    const result = await sms.sendSms({
      photographerId: studio.photographerId,
      to: "415-555-0134",
      body: "{{businessName}}: your gallery is ready",
    });
    expect(result).toMatchObject({ status: "sent", delivery: "outbox" });
    const rows = await outboxOf(studio.photographerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: "SMS",
      toAddress: "+14155550134",
      fromAddress: null,
      subject: null,
      textBody: "Lumen: your gallery is ready",
    });
    expect(result.providerId).toBe(`outbox:${rows[0]!.id}`);
    const [log] = await logsOf(studio.photographerId);
    expect(log).toMatchObject({ id: result.logId, status: "sent", providerId: result.providerId });

    const listed = await ctx.app.inject({
      method: "GET",
      url: "/api/outbox",
      headers: { cookie: studio.cookie },
    });
    expect(listed.json()).toMatchObject({
      messages: [{ channel: "SMS", toAddress: "+14155550134", textBody: "Lumen: your gallery is ready" }],
    });
  });

  it("writes through a transaction handle, and rolls back with the transaction", async () => {
    const studio = await createTestPhotographer(ctx);
    const sms = createSmsService(ctx.database, ctx.config);
    const rollback = new Error("rollback");
    await expect(
      ctx.database.db.transaction(async (tx) => {
        const result = await sms.sendSms({
          photographerId: studio.photographerId,
          to: "4155550134",
          body: "Inside {{businessName}}",
          db: tx,
        });
        expect(result).toMatchObject({ status: "sent", delivery: "outbox" });
        const seen = await tx.select().from(smsLogs).where(eq(smsLogs.id, result.logId));
        expect(seen).toHaveLength(1);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await logsOf(studio.photographerId)).toHaveLength(0);
    expect(await outboxOf(studio.photographerId)).toHaveLength(0);

    const committed = await ctx.database.db.transaction((tx) =>
      sms.sendSms({ photographerId: studio.photographerId, to: "4155550134", body: "Kept", db: tx }),
    );
    expect(committed.status).toBe("sent");
    expect(await logsOf(studio.photographerId)).toHaveLength(1);
    expect(await outboxOf(studio.photographerId)).toMatchObject([{ channel: "SMS", textBody: "Kept" }]);
  });

  it("sends through Twilio from inside a transaction and logs through it", async () => {
    const studio = await createTestPhotographer(ctx);
    const sms = createSmsService(ctx.database, twilioConfig());
    try {
      const result = await ctx.database.db.transaction((tx) =>
        sms.sendSms({ photographerId: studio.photographerId, to: "+14155550134", body: "Tx", db: tx }),
      );
      expect(result).toMatchObject({ status: "sent", delivery: "twilio" });
      expect(await logsOf(studio.photographerId)).toMatchObject([{ providerId: result.providerId }]);
    } finally {
      await sms.close();
    }
  });
});

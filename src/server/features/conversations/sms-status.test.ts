/**
 * Twilio's status callback through the whole app: a typed text asks Twilio for it, a signed "delivered"
 * shows the text DELIVERED in the client's thread and "undelivered" FAILED, a bad or missing signature
 * changes nothing, callbacks out of order never move a text back, and an unknown sid is answered and
 * ignored. On PostgreSQL, twenty callbacks at once leave one consistent outcome.
 */
import { eq } from "drizzle-orm";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ThreadMessage } from "../../../shared/conversations.js";
import { smsLogs } from "../../db/schema/index.js";
import { SMS_STATUS_PATH, smsStatusUrl } from "../../integrations/sms/sms.service.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { startTwilioStandIn, type TwilioStandIn } from "../../test/twilio-stand-in.js";
import { conversationsFixture } from "./conversations.fixture.js";
import { smsStatusWebhookUrl } from "./sms-status.routes.js";
import { INVALID_SIGNATURE, smsWebhookUrl } from "./sms-webhook.routes.js";

const FROM = "+15005550006";

let ctx: TestContext;
let stand: TwilioStandIn;
let a: TestPhotographer;
const f = conversationsFixture(() => ctx);

beforeAll(async () => {
  stand = await startTwilioStandIn();
  ctx = await createTestContext({
    TWILIO_ACCOUNT_SID: stand.accountSid,
    TWILIO_AUTH_TOKEN: stand.authToken,
    TWILIO_FROM: FROM,
    TWILIO_API_URL: stand.url,
  });
  a = await createTestPhotographer(ctx, { businessName: "Lind & Light" });
});
afterAll(async () => {
  await ctx?.close();
  await stand?.close();
});

/** A text typed in a client's thread, sent through Twilio: the message and the sid Twilio gave it. */
async function typedText() {
  const client = await f.client(a, { smsOptIn: true });
  const message = await f.sent(a, client.id, { channel: "SMS", content: "See you Saturday!" });
  const [log] = await ctx.database.db.select().from(smsLogs).where(eq(smsLogs.clientId, client.id));
  expect(log!.providerId).toMatch(/^SM[0-9a-f]{32}$/);
  return { clientId: client.id, messageId: message.id, sid: log!.providerId! };
}

function callback(params: Record<string, string>, signature?: string | null) {
  const sig =
    signature === undefined
      ? twilio.getExpectedTwilioSignature(stand.authToken, smsStatusWebhookUrl(ctx.config), params)
      : signature;
  return ctx.app.inject({
    method: "POST",
    url: SMS_STATUS_PATH,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(sig === null ? {} : { "x-twilio-signature": sig }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

const statusOf = (sid: string, status: string, extra: Record<string, string> = {}) => ({
  AccountSid: stand.accountSid,
  MessageSid: sid,
  SmsSid: sid,
  MessageStatus: status,
  SmsStatus: status,
  From: FROM,
  To: "+13125550142",
  ApiVersion: "2010-04-01",
  ...extra,
});

async function post(sid: string, status: string, extra: Record<string, string> = {}) {
  const res = await callback(statusOf(sid, status, extra));
  expect(res.statusCode, res.body).toBe(204);
}

async function shown(clientId: string, messageId: string): Promise<ThreadMessage> {
  return (await f.thread(a, clientId)).find((m) => m.id === messageId)!;
}

const logOf = async (sid: string) =>
  (await ctx.database.db.select().from(smsLogs).where(eq(smsLogs.providerId, sid)))[0]!;

describe("Twilio's status callback", () => {
  it("is asked for on every text, at the public address, and only with one", () => {
    expect(smsStatusUrl(ctx.config)).toBe("http://focal.test/api/webhooks/twilio/sms-status");
    expect(smsStatusUrl({ PUBLIC_URL: undefined })).toBeUndefined();
  });

  it("marks a typed text DELIVERED in the thread, and a late 'sent' changes nothing", async () => {
    const before = stand.messages().length;
    const { clientId, messageId, sid } = await typedText();
    expect(stand.messages().slice(before)[0]!.form.StatusCallback).toBe(smsStatusUrl(ctx.config));
    expect((await shown(clientId, messageId)).status).toBe("SENT");

    await post(sid, "queued");
    await post(sid, "sent");
    expect((await shown(clientId, messageId)).status).toBe("SENT");
    await post(sid, "delivered");
    expect((await shown(clientId, messageId)).status).toBe("DELIVERED");
    const delivered = await logOf(sid);
    expect(delivered).toMatchObject({ status: "delivered" });
    expect(delivered.deliveredAt).toBeInstanceOf(Date);

    // Out of order: Twilio's earlier steps, and a contradicting failure, arrive after "delivered".
    for (const late of ["sending", "sent", "undelivered", "failed"])
      await post(sid, late, { ErrorCode: "30003" });
    expect((await shown(clientId, messageId)).status).toBe("DELIVERED");
    expect(await logOf(sid)).toEqual(delivered);
  });

  it("marks an undelivered text FAILED, for good", async () => {
    const { clientId, messageId, sid } = await typedText();
    await post(sid, "undelivered", { ErrorCode: "30003" });
    expect((await shown(clientId, messageId)).status).toBe("FAILED");
    await post(sid, "delivered");
    expect((await shown(clientId, messageId)).status).toBe("FAILED");
    expect(await logOf(sid)).toMatchObject({ status: "failed", deliveredAt: null });
  });

  it("refuses a bad, missing or other URL's signature with 403, and changes nothing", async () => {
    const { clientId, messageId, sid } = await typedText();
    const params = statusOf(sid, "delivered");
    const otherUrl = twilio.getExpectedTwilioSignature(stand.authToken, smsWebhookUrl(ctx.config), params);
    const otherToken = twilio.getExpectedTwilioSignature(
      "f".repeat(32),
      smsStatusWebhookUrl(ctx.config),
      params,
    );
    const tampered = twilio.getExpectedTwilioSignature(
      stand.authToken,
      smsStatusWebhookUrl(ctx.config),
      statusOf(sid, "sent"),
    );
    for (const signature of [null, "", "bm9wZQ==", otherUrl, otherToken, tampered]) {
      const res = await callback(params, signature);
      expect(res.statusCode, String(signature)).toBe(403);
      expect(res.json()).toEqual({ message: INVALID_SIGNATURE });
    }
    expect((await shown(clientId, messageId)).status).toBe("SENT");
    expect(await logOf(sid)).toMatchObject({ status: "sent", deliveredAt: null });
  });

  it("answers a callback about a text it does not know, and changes nothing", async () => {
    const unknown = `SM${"e".repeat(32)}`;
    await post(unknown, "delivered");
    const rows = await ctx.database.db.select().from(smsLogs).where(eq(smsLogs.providerId, unknown));
    expect(rows).toEqual([]);
  });

  it("refuses a signed callback without a sid or a status", async () => {
    const incomplete: Record<string, string>[] = [
      { MessageStatus: "delivered" },
      { MessageSid: `SM${"1".repeat(32)}` },
    ];
    for (const params of incomplete) {
      const res = await callback(params);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/required/);
    }
  });

  it("marks an automated text (no message of its own) DELIVERED too", async () => {
    const { clientId, sid } = await typedText();
    // The same text, as an automation logs it: the thread shows it from sms_logs.
    const [log] = await ctx.database.db
      .insert(smsLogs)
      .values({
        photographerId: a.photographerId,
        clientId,
        direction: "OUTBOUND",
        status: "sent",
        providerId: `${sid.slice(0, -4)}beef`,
        toPhone: "+13125550142",
        messageBody: "Reminder: your session is tomorrow",
      })
      .returning();
    await post(log!.providerId!, "delivered");
    expect((await shown(clientId, `sms:${log!.id}`)).status).toBe("DELIVERED");
  });
});

describe.runIf(testDbKind() === "postgres")("Twilio's status callbacks at once", () => {
  it("leave one final outcome among twenty contradicting callbacks", async () => {
    const { sid } = await typedText();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callback(statusOf(sid, i % 2 === 0 ? "delivered" : "undelivered")),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
    const log = await logOf(sid);
    expect(["delivered", "failed"]).toContain(log.status);
    expect(log.deliveredAt !== null).toBe(log.status === "delivered");
  });
});

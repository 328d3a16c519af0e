/**
 * Reading delivery status notifications (RFC 3464) from the raw message: the action, the remote server's
 * reason and the original's Message-ID, whether the original comes as headers or whole, nested in
 * another multipart or transfer-encoded; and no report at all from an ordinary message.
 */
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { dsn } from "./inbound-bounce.fixture.js";
import { failedRecipient, normalizeMessageId, parseDeliveryReport } from "./inbound-bounce.js";
import { parseInbound } from "./inbound-parse.js";

const ORIGINAL = "<0f3a9c1e2b4d5f60718293a4b5c6d7e8@focal.localhost>";
const TO = "bounces@replies.focal.test";

describe("parseDeliveryReport", () => {
  it("reads Postfix's report: failed, its diagnostic unfolded, the Message-ID from text/rfc822-headers", () => {
    const report = parseDeliveryReport(Buffer.from(dsn({ to: TO, originalMessageId: ORIGINAL })));
    expect(report).toEqual({
      originalMessageId: ORIGINAL,
      recipients: [
        {
          action: "failed",
          finalRecipient: "rfc822; nobody@example.net",
          status: "5.1.1",
          diagnosticCode:
            "smtp; 550 5.1.1 <nobody@example.net>: Recipient address rejected: User unknown in virtual mailbox table",
        },
      ],
    });
    expect(failedRecipient(report!)?.status).toBe("5.1.1");
  });

  it("reads the Message-ID of a whole original (message/rfc822)", () => {
    const report = parseDeliveryReport(
      Buffer.from(dsn({ to: TO, originalMessageId: ORIGINAL, original: "message", boundary: "b1" })),
    );
    expect(report?.originalMessageId).toBe(ORIGINAL);
  });

  it.each(["delayed", "delivered"] as const)("reads a %s report as no failure", (action) => {
    const report = parseDeliveryReport(Buffer.from(dsn({ to: TO, originalMessageId: ORIGINAL, action })));
    expect(report?.recipients.map((r) => r.action)).toEqual([action]);
    expect(failedRecipient(report!)).toBeUndefined();
  });

  it("finds a report nested in multipart/mixed, with a base64 headers part and bare LF line ends", () => {
    const headers = Buffer.from(`From: a@focal.localhost\r\nMessage-ID: ${ORIGINAL}\r\n`).toString("base64");
    const raw = [
      "From: postmaster@example.org",
      `To: ${TO}`,
      'Content-Type: multipart/mixed; boundary="outer"',
      "",
      "--outer",
      "Content-Type: MULTIPART/REPORT; Report-Type=Delivery-Status; boundary=inner",
      "",
      "--inner",
      "Content-Type: text/plain",
      "",
      "Delivery has failed.",
      "--inner",
      "Content-Type: message/delivery-status",
      "",
      "Reporting-MTA: dns;mail.example.org",
      "",
      "Final-Recipient: rfc822;gone@example.org",
      "Action: Failed",
      "Status: 5.2.2",
      "",
      "--inner",
      "Content-Type: text/rfc822-headers",
      "Content-Transfer-Encoding: base64",
      "",
      headers,
      "--inner--",
      "--outer--",
      "",
    ].join("\n");
    expect(parseDeliveryReport(Buffer.from(raw))).toEqual({
      originalMessageId: ORIGINAL,
      recipients: [
        {
          action: "failed",
          finalRecipient: "rfc822;gone@example.org",
          status: "5.2.2",
          diagnosticCode: null,
        },
      ],
    });
  });

  it("answers null for an ordinary message, and for a report of another type", async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail({
      from: "ann@example.com",
      to: TO,
      subject: "Undelivered Mail Returned to Sender",
      text: `Action: failed\nMessage-ID: ${ORIGINAL}`,
      attachments: [{ filename: "x.txt", content: "Action: failed" }],
    });
    expect(parseDeliveryReport(info.message as Buffer)).toBeNull();
    const mdn = dsn({ to: TO, originalMessageId: ORIGINAL }).replace(
      "report-type=delivery-status",
      "report-type=disposition-notification",
    );
    expect(parseDeliveryReport(Buffer.from(mdn))).toBeNull();
  });

  it("is what parseInbound hands the inbound service", async () => {
    const mail = await parseInbound(Buffer.from(dsn({ to: TO, originalMessageId: ORIGINAL })), [TO]);
    expect(mail.report?.originalMessageId).toBe(ORIGINAL);
    expect(mail.recipients).toContain(TO);
  });
});

describe("normalizeMessageId", () => {
  it.each([
    [ORIGINAL, ORIGINAL],
    [` ${ORIGINAL} (sent by Focal)`, ORIGINAL],
    ["abc@focal.localhost", "<abc@focal.localhost>"],
    ["", null],
    [undefined, null],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeMessageId(input)).toBe(expected);
  });
});

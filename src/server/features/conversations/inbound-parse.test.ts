/** Raw e-mails, composed by nodemailer as a mail program would send them, read into an InboundEmail. */
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer/index.js";
import { describe, expect, it } from "vitest";
import { deliveryRecipients, parseInbound } from "./inbound-parse.js";

async function compose(mail: Mail.Options): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: "Ann Lee <ann@example.com>", subject: "Re: Hello", ...mail });
  return info.message as Buffer;
}

describe("parseInbound", () => {
  it("reads the envelope, To and Cc recipients, the sender and the stripped text", async () => {
    const raw = await compose({
      to: "Studio <reply+abc@replies.focal.test>",
      cc: ["tom@example.com", "Group: one@example.com, two@example.com;"],
      messageId: "<m1@example.com>",
      text: "Yes!\n\nOn Mon, Mar 2, 2026 at 9:00 AM Sarah <s@example.com> wrote:\n> Ready?\n",
    });
    const mail = await parseInbound(raw, ["reply+env@replies.focal.test"]);
    expect(mail).toMatchObject({
      recipients: [
        "reply+env@replies.focal.test",
        "reply+abc@replies.focal.test",
        "tom@example.com",
        "one@example.com",
        "two@example.com",
      ],
      from: "ann@example.com",
      messageId: "<m1@example.com>",
      subject: "Re: Hello",
      text: "Yes!",
      attachments: [],
    });
    expect(mail.originalText).toContain("> Ready?");
  });

  it("takes the text of an HTML-only message", async () => {
    const raw = await compose({
      to: "reply+abc@replies.focal.test",
      html: "<p>See you <b>Saturday</b>.</p><blockquote>On Mon, Sarah wrote: earlier</blockquote>",
    });
    const mail = await parseInbound(raw, []);
    expect(mail.originalText).toContain("See you Saturday.");
    expect(mail.text).toContain("See you Saturday.");
  });

  it("keeps real attachments and leaves out images embedded in the HTML", async () => {
    const pdf = Buffer.from("%PDF-1.4 contract");
    const raw = await compose({
      to: "reply+abc@replies.focal.test",
      text: "Signed.",
      html: '<p>Signed.</p><img src="cid:logo@sig">',
      attachments: [
        { filename: "contract.pdf", content: pdf, contentType: "application/pdf" },
        { filename: "logo.png", content: Buffer.from("png"), contentType: "image/png", cid: "logo@sig" },
      ],
    });
    const mail = await parseInbound(raw, []);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "contract.pdf", contentType: "application/pdf" });
    expect(mail.attachments[0]!.bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(mail.attachments[0]!.bytes)).toEqual(pdf);
  });

  it("answers null for a message without Message-ID or Subject, and an empty text for no body", async () => {
    const raw = Buffer.from("From: ann@example.com\r\nTo: reply+abc@replies.focal.test\r\n\r\n");
    const mail = await parseInbound(raw, []);
    expect(mail).toMatchObject({ messageId: null, subject: null, text: "", from: "ann@example.com" });
  });
});

describe("deliveryRecipients", () => {
  it("reads the delivery headers a mailbox adds, folded or not, and stops at the body", () => {
    const raw = Buffer.from(
      [
        "Delivered-To: reply+abc@replies.focal.test",
        "X-Original-To:",
        " <reply+def@replies.focal.test>",
        "To: someone@example.org",
        "",
        "Delivered-To: reply+body@replies.focal.test",
      ].join("\r\n"),
    );
    expect(deliveryRecipients(raw)).toEqual(["reply+abc@replies.focal.test", "reply+def@replies.focal.test"]);
  });
});

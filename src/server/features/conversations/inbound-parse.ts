/**
 * A raw e-mail (as the SMTP receiver or the IMAP mailbox has it) into what the inbound service stores:
 * who it was for, who sent it, the reply text without the quote, and the files it carries.
 */
// mailparser is loaded on the first e-mail received, not at start-up (docs/PERFORMANCE.md, start-up).
import type { AddressObject, EmailAddress } from "mailparser";
import type { InboundEmail, InboundFile } from "./inbound.service.js";
import { parseDeliveryReport } from "./inbound-bounce.js";
import { stripReply } from "./inbound-strip.js";

function addressesOf(header: AddressObject | AddressObject[] | undefined): string[] {
  const flatten = (entries: EmailAddress[]): string[] =>
    entries.flatMap((entry) => (entry.group ? flatten(entry.group) : entry.address ? [entry.address] : []));
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return objects.flatMap((object) => flatten(object.value));
}

/**
 * The addresses a mailbox says it delivered the message to. A reply address in Bcc, or mail forwarded
 * to the mailbox, shows neither in To nor Cc; the receiving server notes it in one of these instead.
 */
const DELIVERY_HEADERS = /^(delivered-to|x-original-to|envelope-to|x-envelope-to|x-rcpt-to)$/i;
const ADDRESS = /[^\s<>,;:"()[\]]+@[^\s<>,;:"()[\]]+/g;

export function deliveryRecipients(raw: Buffer): string[] {
  // Headers end at the first blank line; 64 KB is far more than any real header section.
  const head = raw.subarray(0, 65_536).toString("latin1");
  const end = head.search(/\r?\n\r?\n/);
  const unfolded = (end >= 0 ? head.slice(0, end) : head).replace(/\r?\n[ \t]+/g, " ");
  const found: string[] = [];
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0 || !DELIVERY_HEADERS.test(line.slice(0, colon).trim())) continue;
    found.push(...(line.slice(colon + 1).match(ADDRESS) ?? []));
  }
  return found;
}

export async function parseInbound(
  raw: Buffer,
  envelopeRecipients: readonly string[],
): Promise<InboundEmail> {
  // keepCidLinks: the HTML is not kept, so embedding its images as data: URLs would be wasted work.
  const { simpleParser } = await import("mailparser");
  const parsed = await simpleParser(raw, { keepCidLinks: true });
  const recipients = [...envelopeRecipients, ...addressesOf(parsed.to), ...addressesOf(parsed.cc)];
  // mailparser gives the text part, or the HTML made into text when the message has only HTML.
  const originalText = (parsed.text ?? "").replace(/\r\n?/g, "\n");
  const attachments: InboundFile[] = parsed.attachments
    // Images embedded in the HTML (logos in signatures, mostly) are part of its layout, not files sent.
    .filter((file) => !file.related)
    .map((file) => ({
      filename: file.filename?.trim() || "attachment",
      contentType: file.contentType || "application/octet-stream",
      bytes: new Uint8Array(file.content.buffer, file.content.byteOffset, file.content.byteLength),
    }));
  return {
    recipients: [...new Set(recipients.map((address) => address.trim()).filter(Boolean))],
    from: addressesOf(parsed.from)[0] ?? "",
    messageId: parsed.messageId?.trim() || null,
    subject: parsed.subject ?? null,
    text: stripReply(originalText),
    originalText,
    attachments,
    report: parseDeliveryReport(raw),
  };
}

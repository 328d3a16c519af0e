/**
 * Delivery status notifications (RFC 3464): the report a mail server sends back to the envelope sender
 * when it could not deliver, or delays, one of our e-mails. It is a multipart/report with
 * report-type=delivery-status whose parts are a human text, the machine-readable message/delivery-status
 * (one block of fields for the message, then one per recipient) and the original message or only its
 * headers (message/rfc822, text/rfc822-headers). mailparser folds the status part into the text and
 * keeps no part's type, so the raw source is read here, with just enough MIME to find the two parts.
 */

export interface RecipientStatus {
  /** failed, delayed, delivered, relayed or expanded (lower case). */
  action: string;
  finalRecipient: string | null;
  /** The enhanced status code, e.g. 5.1.1. */
  status: string | null;
  /** What the remote server said, e.g. `smtp; 550 5.1.1 User unknown`. */
  diagnosticCode: string | null;
}

export interface DeliveryReport {
  recipients: RecipientStatus[];
  /** The Message-ID of the e-mail the report is about, `<id@domain>`; null when the report omits it. */
  originalMessageId: string | null;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

// Reports are small; a bounce quoting a 25 MB original needs only the original's headers.
const MAX_SCAN = 2 * 1024 * 1024;
const MAX_DEPTH = 4;
const REPORT_TYPES = new Set(["message/delivery-status", "message/global-delivery-status"]);
const ORIGINAL_TYPES = new Set([
  "message/rfc822",
  "text/rfc822-headers",
  "message/global",
  "message/global-headers",
]);

/** Header fields of a block of lines (unfolded, names lower-cased; the first of a repeated field wins). */
function fieldsOf(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim());
  }
  return fields;
}

function splitPart(text: string): Part {
  const match = /\r?\n\r?\n/.exec(text);
  const head = match ? text.slice(0, match.index) : text;
  const body = match ? text.slice(match.index + match[0].length) : "";
  return { headers: fieldsOf(head), body };
}

/** `multipart/report; report-type=delivery-status; boundary="x"` into its type and parameters. */
function contentType(part: Part): { type: string; params: Map<string, string> } {
  const [type = "", ...rest] = (part.headers.get("content-type") ?? "text/plain").split(";");
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf("=");
    if (eq <= 0) continue;
    const value = param.slice(eq + 1).trim();
    params.set(param.slice(0, eq).trim().toLowerCase(), /^"(.*)"$/.exec(value)?.[1] ?? value);
  }
  return { type: type.trim().toLowerCase(), params };
}

/** A part's text after its transfer encoding (message/* parts are 7bit or 8bit; some servers encode text/*). */
function decoded(part: Part): string {
  const encoding = part.headers.get("content-transfer-encoding")?.trim().toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = part.body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return part.body;
}

function childrenOf(part: Part, boundary: string): Part[] {
  const delimiter = `--${boundary}`;
  const children: Part[] = [];
  let current: string[] | null = null;
  for (const line of part.body.split(/\r?\n/)) {
    const trimmed = line.trimEnd();
    if (trimmed === `${delimiter}--`) break;
    if (trimmed === delimiter) {
      if (current) children.push(splitPart(current.join("\r\n")));
      current = [];
    } else current?.push(line);
  }
  if (current) children.push(splitPart(current.join("\r\n")));
  return children;
}

/** The first multipart/report; report-type=delivery-status in the message, itself or nested. */
function findReport(part: Part, depth: number): Part[] | null {
  const { type, params } = contentType(part);
  const boundary = params.get("boundary");
  if (!type.startsWith("multipart/") || !boundary || depth > MAX_DEPTH) return null;
  const children = childrenOf(part, boundary);
  if (type === "multipart/report" && params.get("report-type")?.toLowerCase() === "delivery-status") {
    return children;
  }
  for (const child of children) {
    const found = findReport(child, depth + 1);
    if (found) return found;
  }
  return null;
}

/** `<id@host>` out of a Message-ID field, whatever comments or spaces surround it. */
export function normalizeMessageId(value: string | undefined): string | null {
  if (!value) return null;
  const bracketed = /<([^<>\s]+)>/.exec(value);
  const id = bracketed?.[1] ?? value.trim().split(/\s+/)[0];
  return id ? `<${id}>` : null;
}

function recipientStatuses(text: string): RecipientStatus[] {
  // The first block is about the message (Reporting-MTA, Arrival-Date); each later one, a recipient.
  const blocks = text.split(/\r?\n(?:[ \t]*\r?\n)+/).map(fieldsOf);
  return blocks
    .filter((fields) => fields.has("action"))
    .map((fields) => ({
      action: fields.get("action")!.toLowerCase().split(/[\s(]/)[0]!,
      finalRecipient: fields.get("final-recipient") ?? fields.get("original-recipient") ?? null,
      status: fields.get("status") ?? null,
      diagnosticCode: fields.get("diagnostic-code") ?? null,
    }));
}

/** The report a raw message carries, or null when it is no delivery status notification. */
export function parseDeliveryReport(raw: Buffer): DeliveryReport | null {
  const top = splitPart(raw.subarray(0, MAX_SCAN).toString("utf8"));
  const parts = findReport(top, 0);
  if (!parts) return null;
  const statusPart = parts.find((part) => REPORT_TYPES.has(contentType(part).type));
  if (!statusPart) return null;
  const original = parts.find((part) => ORIGINAL_TYPES.has(contentType(part).type));
  return {
    recipients: recipientStatuses(decoded(statusPart)),
    originalMessageId: original
      ? normalizeMessageId(splitPart(decoded(original)).headers.get("message-id"))
      : null,
  };
}

/** The recipient the message could not be delivered to, when the report says it failed for one. */
export const failedRecipient = (report: DeliveryReport): RecipientStatus | undefined =>
  report.recipients.find((recipient) => recipient.action === "failed");

/**
 * Delivery status notifications as mail servers write them (RFC 3464): Postfix's, with the original's
 * headers as text/rfc822-headers, and Exchange's and Gmail's style, with the whole original as
 * message/rfc822. The bounce tests parse them and send them into the SMTP receiver.
 */

export interface DsnOptions {
  /** Where the report goes: the envelope sender of the original. */
  to: string;
  /** The Message-ID of the e-mail it reports on. */
  originalMessageId: string;
  action?: "failed" | "delayed" | "delivered";
  finalRecipient?: string;
  status?: string;
  diagnosticCode?: string;
  original?: "headers" | "message";
  boundary?: string;
}

const CRLF = "\r\n";

export function dsn(options: DsnOptions): string {
  const boundary = options.boundary ?? "C8E3F2A1B4.1764158400/mx.example.net";
  const recipient = options.finalRecipient ?? "nobody@example.net";
  const action = options.action ?? "failed";
  const status = options.status ?? (action === "failed" ? "5.1.1" : action === "delayed" ? "4.4.1" : "2.0.0");
  const diagnostic =
    options.diagnosticCode ??
    `smtp; 550 5.1.1 <${recipient}>: Recipient address rejected: User unknown in virtual mailbox table`;
  const originalHeaders = [
    "Return-Path: <bounces@replies.focal.test>",
    `From: "Lind & Light" <no-reply@focal.localhost>`,
    `To: ${recipient}`,
    "Subject: A message from Lind & Light",
    `Message-ID: ${options.originalMessageId}`,
    "Date: Thu, 26 Nov 2026 12:00:00 +0000",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
  ];
  const originalPart =
    options.original === "message"
      ? ["Content-Type: message/rfc822", "", ...originalHeaders, "", "Your timeline is ready!"]
      : [
          "Content-Description: Undelivered Message Headers",
          "Content-Type: text/rfc822-headers",
          "",
          ...originalHeaders,
        ];
  return [
    "From: MAILER-DAEMON@mx.example.net (Mail Delivery System)",
    `To: ${options.to}`,
    "Subject: Undelivered Mail Returned to Sender",
    "Date: Thu, 26 Nov 2026 12:00:05 +0000",
    `Message-ID: <${Math.random().toString(36).slice(2)}@mx.example.net>`,
    "Auto-Submitted: auto-replied",
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=delivery-status;${CRLF}\tboundary="${boundary}"`,
    "",
    "This is a MIME-encapsulated message.",
    "",
    `--${boundary}`,
    "Content-Description: Notification",
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "This is the mail system at host mx.example.net.",
    "",
    "I'm sorry to have to inform you that your message could not",
    "be delivered to one or more recipients.",
    "",
    `--${boundary}`,
    "Content-Description: Delivery report",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.example.net",
    "X-Postfix-Queue-ID: C8E3F2A1B4",
    "Arrival-Date: Thu, 26 Nov 2026 12:00:01 +0000 (UTC)",
    "",
    `Final-Recipient: rfc822; ${recipient}`,
    `Original-Recipient: rfc822;${recipient}`,
    `Action: ${action}`,
    `Status: ${status}`,
    `Remote-MTA: dns; mx2.example.net`,
    // Folded as servers do it with long diagnostics.
    `Diagnostic-Code: ${diagnostic.replace(/: Recipient/, `:${CRLF}    Recipient`)}`,
    "",
    `--${boundary}`,
    ...originalPart,
    "",
    `--${boundary}--`,
    "",
  ].join(CRLF);
}

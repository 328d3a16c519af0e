/**
 * The built-in SMTP receiver: the domain's MX points here, so it takes mail from any server without a
 * login, as every receiving mail server does. It accepts only what can be a reply or a bounce: a
 * recipient `reply+{token}@INBOUND_EMAIL_DOMAIN` with a well-formed token, or `bounces@` that domain, the
 * envelope sender of our e-mails (anything else is refused at RCPT TO, so it never relays and never
 * stores junk), and messages up to 30 MB (552 above).
 *
 * A well-formed token that nobody was given is accepted and dropped: answering 550 for it would let a
 * prober tell real tokens from made-up ones. The inbound service logs each one for the operator.
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
// smtp-server is loaded only when the receiver starts (docs/PERFORMANCE.md, start-up).
import type { SMTPServerDataStream } from "smtp-server";
import type { Config } from "../../config.js";
import { isBounceAddress } from "../../integrations/email/bounce-address.js";
import { replyTokenOf } from "../../integrations/email/reply-address.js";
import type { InboundEmail, InboundOutcome } from "./inbound.service.js";
import type { InboundRunLog } from "./inbound-log.js";
import { parseInbound } from "./inbound-parse.js";

export const INBOUND_MAX_BYTES = 30 * 1024 * 1024;

export type InboundSmtpConfig = Pick<
  Config,
  | "INBOUND_EMAIL_DOMAIN"
  | "INBOUND_SMTP_PORT"
  | "INBOUND_SMTP_HOST"
  | "INBOUND_SMTP_TLS_CERT"
  | "INBOUND_SMTP_TLS_KEY"
>;

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/** The whole message, or null once it went over the limit (the rest is read and thrown away). */
function readMessage(stream: SMTPServerDataStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
      else chunks.length = 0;
    });
    stream.on("error", reject);
    stream.on("end", () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)));
  });
}

export async function startInboundSmtp(deps: {
  config: InboundSmtpConfig;
  receive: (mail: InboundEmail) => Promise<InboundOutcome>;
  log: InboundRunLog;
  /** The size limit in bytes; tests make it small rather than send 30 MB. */
  maxBytes?: number;
}): Promise<{ port: number; close(): Promise<void> }> {
  const { config, receive, log } = deps;
  const domain = config.INBOUND_EMAIL_DOMAIN;
  if (!domain) throw new Error("INBOUND_EMAIL_DOMAIN is required to receive e-mail");
  const tls =
    config.INBOUND_SMTP_TLS_CERT && config.INBOUND_SMTP_TLS_KEY
      ? { cert: readFileSync(config.INBOUND_SMTP_TLS_CERT), key: readFileSync(config.INBOUND_SMTP_TLS_KEY) }
      : null;

  const { SMTPServer } = await import("smtp-server");
  const server = new SMTPServer({
    name: domain,
    banner: "Focal inbound mail",
    logger: false,
    secure: false,
    ...(tls ?? {}),
    // A receiving server takes mail without a login; nobody may log in either, so it relays nothing.
    authOptional: true,
    disabledCommands: tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
    size: deps.maxBytes ?? INBOUND_MAX_BYTES,
    rejectOversized: true,
    maxClients: 200,
    onRcptTo(address, _session, callback) {
      if (!replyTokenOf(address.address, domain) && !isBounceAddress(address.address, domain)) {
        return callback(smtpError(550, `No such user here: ${address.address}`));
      }
      callback();
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      void (async () => {
        const raw = await readMessage(stream);
        if (!raw) return callback(smtpError(552, "Message too big"));
        let mail: InboundEmail;
        try {
          mail = await parseInbound(raw, recipients);
        } catch (error) {
          log.warn({ err: error, recipients }, "inbound e-mail could not be parsed");
          return callback(smtpError(550, "Message could not be read"));
        }
        try {
          const result = await receive(mail);
          log.info({ outcome: result.outcome, messageId: mail.messageId }, "inbound e-mail received");
          callback();
        } catch (error) {
          // The sending server keeps the message and tries again later.
          log.error({ err: error, messageId: mail.messageId }, "inbound e-mail could not be stored");
          callback(smtpError(451, "Temporary failure, try again later"));
        }
      })().catch((error: unknown) => {
        log.error({ err: error }, "inbound e-mail could not be read");
        callback(smtpError(451, "Temporary failure, try again later"));
      });
    },
  });
  // Connection errors (a peer that hangs up, a failed TLS handshake) are the sender's problem.
  server.on("error", (error) => log.warn({ err: error }, "inbound SMTP connection error"));

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(config.INBOUND_SMTP_PORT ?? 25, config.INBOUND_SMTP_HOST, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  log.info({ port, tls: Boolean(tls) }, "inbound SMTP receiver listening");
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

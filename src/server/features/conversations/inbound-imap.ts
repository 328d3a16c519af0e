/**
 * The IMAP poller, for a studio that receives the reply domain's mail in an ordinary mailbox: every few
 * seconds it reads the unseen messages of INBOUND_IMAP_URL's mailbox, hands each to the inbound service
 * and marks it \Seen. A message is marked only once it is stored (or can never be), so one the database
 * could not take is read again next time; the service's Message-ID check keeps that from storing twice.
 *
 * Each poll opens its own connection and logs out: one poll a minute needs no connection kept alive,
 * and a server that dropped the last one is simply reached again.
 */
// imapflow is loaded by the first poll, not at start-up (docs/PERFORMANCE.md, start-up).
import type { ImapFlow } from "imapflow";
import type { Config } from "../../config.js";
import type { InboundEmail, InboundOutcome } from "./inbound.service.js";
import type { InboundRunLog } from "./inbound-log.js";
import { deliveryRecipients, parseInbound } from "./inbound-parse.js";

export type InboundImapConfig = Pick<Config, "INBOUND_IMAP_URL" | "INBOUND_IMAP_POLL_SECONDS">;

/** The most messages one poll takes, so that a full mailbox is worked through a batch at a time. */
const BATCH = 50;

export interface ImapTarget {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
}

/** `imap[s]://user:password@host:port/MAILBOX`; user and password percent-encoded, the mailbox INBOX if none. */
export function parseImapUrl(text: string): ImapTarget {
  const url = new URL(text);
  const secure = url.protocol === "imaps:";
  if (!secure && url.protocol !== "imap:")
    throw new Error("INBOUND_IMAP_URL must start with imap:// or imaps://");
  if (!url.hostname || !url.username) throw new Error("INBOUND_IMAP_URL must name a user and a host");
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    pass: decodeURIComponent(url.password),
    mailbox: decodeURIComponent(url.pathname.replace(/^\/+/, "")) || "INBOX",
  };
}

export function startImapPoller(deps: {
  config: InboundImapConfig;
  receive: (mail: InboundEmail) => Promise<InboundOutcome>;
  log: InboundRunLog;
}): { pollOnce(): Promise<number>; close(): Promise<void> } {
  const { receive, log } = deps;
  if (!deps.config.INBOUND_IMAP_URL) throw new Error("INBOUND_IMAP_URL is not set");
  const target = parseImapUrl(deps.config.INBOUND_IMAP_URL);
  let running: Promise<number> | null = null;
  let current: ImapFlow | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  async function poll(): Promise<number> {
    const imap = await import("imapflow");
    const client = new imap.ImapFlow({
      host: target.host,
      port: target.port,
      secure: target.secure,
      auth: { user: target.user, pass: target.pass },
      logger: false,
      // A poll needs no IDLE between its commands.
      disableAutoIdle: true,
    });
    // Without a listener a dropped connection would be thrown at the process.
    client.on("error", (error: unknown) => log.warn({ err: error }, "inbound IMAP connection error"));
    current = client;
    let received = 0;
    try {
      await client.connect();
      const lock = await client.getMailboxLock(target.mailbox);
      try {
        const unseen = (await client.search({ seen: false }, { uid: true })) || [];
        for (const uid of unseen.slice(0, BATCH)) {
          if (closed) break;
          // BODY.PEEK[]: reading the message does not mark it seen before it is stored.
          const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
          if (!message || !message.source) continue;
          let mail: InboundEmail;
          try {
            mail = await parseInbound(message.source, deliveryRecipients(message.source));
          } catch (error) {
            // It would fail the same way every time: marked seen, and left in the mailbox for a person.
            log.warn({ err: error, uid }, "inbound e-mail could not be parsed");
            await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
            continue;
          }
          // A failure here (the database away) ends the poll with the message unseen, to be read again.
          const result = await receive(mail);
          await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
          log.info({ outcome: result.outcome, messageId: mail.messageId }, "inbound e-mail received");
          received++;
        }
      } finally {
        lock.release();
      }
      await client.logout();
    } catch (error) {
      log.error({ err: error, host: target.host, mailbox: target.mailbox }, "inbound IMAP poll failed");
      client.close();
    } finally {
      current = null;
    }
    return received;
  }

  /** One poll now, or the one already running: never two at once on the same mailbox. */
  function pollOnce(): Promise<number> {
    if (closed) return Promise.resolve(0);
    running ??= poll().finally(() => {
      running = null;
    });
    return running;
  }

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      void pollOnce().finally(schedule);
    }, deps.config.INBOUND_IMAP_POLL_SECONDS * 1000);
    timer.unref();
  };
  schedule();

  return {
    pollOnce,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      // A poll under way stops after the message it is on, and logs out.
      const underway = running;
      if (underway) {
        await Promise.race([underway, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
        current?.close();
      }
    },
  };
}

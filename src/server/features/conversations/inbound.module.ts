/**
 * Inbound e-mail's two doors, each opened only when configured: the SMTP receiver when
 * INBOUND_SMTP_PORT is set, the IMAP poller when INBOUND_IMAP_URL is. Both hand what they read to the
 * inbound service. Close them before the job queue and the database: a message being stored enqueues
 * the studio's notice in the same transaction.
 */
import type { Config } from "../../config.js";
import type { InboundService } from "./inbound.service.js";
import { startImapPoller } from "./inbound-imap.js";
import type { InboundRunLog } from "./inbound-log.js";
import { startInboundSmtp } from "./inbound-smtp.js";

export async function startInbound(deps: {
  config: Config;
  inbound: InboundService;
  log: InboundRunLog;
}): Promise<{ close(): Promise<void> }> {
  const { config, inbound, log } = deps;
  const receive = inbound.receiveEmail;
  const smtp =
    config.INBOUND_SMTP_PORT !== undefined ? await startInboundSmtp({ config, receive, log }) : null;
  let imap: ReturnType<typeof startImapPoller> | null = null;
  try {
    if (config.INBOUND_IMAP_URL) {
      imap = startImapPoller({ config, receive, log });
      log.info({ every: config.INBOUND_IMAP_POLL_SECONDS }, "inbound IMAP poller started");
    }
  } catch (error) {
    await smtp?.close();
    throw error;
  }
  return {
    async close() {
      await Promise.all([smtp?.close(), imap?.close()]);
    },
  };
}

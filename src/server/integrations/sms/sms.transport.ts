/**
 * Where SMS go. With TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, Twilio's official SDK
 * sends them (client.messages.create); without them, they are kept in the database's development
 * outbox next to the e-mail, which the photographer can open in the app. `apiUrl` points the SDK at
 * another host with the same REST API (a local stand-in in tests): the SDK has no base-URL option,
 * so its HTTP client rewrites https://api.twilio.com to that address and leaves everything else alone.
 */
import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient.js";
import type { DbOrTx } from "../../db/connect.js";
import { insertOutboxMessage } from "./sms.queries.js";

export interface OutgoingSms {
  photographerId: string;
  /** The sending number in E.164; null only where the outbox keeps the message. */
  from: string | null;
  /** E.164. */
  to: string;
  body: string;
  /** Where Twilio posts delivery status updates, when the app has such an endpoint. */
  statusCallback?: string | undefined;
  /** A transaction in progress: the outbox writes through it (on PGlite nothing else may run meanwhile). */
  db?: DbOrTx | undefined;
}

export interface SmsTransport {
  kind: "twilio" | "outbox";
  send(sms: OutgoingSms): Promise<{ providerId: string }>;
  close?(): Promise<void>;
}

export interface TwilioTransportConfig {
  accountSid: string;
  authToken: string;
  /** e.g. http://127.0.0.1:4010; Twilio's own API when absent. */
  apiUrl?: string | undefined;
}

const TWILIO_API_HOST = "api.twilio.com";

/** Twilio's HTTP client, sending what it would send to api.twilio.com to `apiUrl` instead. */
class RedirectingRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL | null) {
    super({ timeout: 20_000, autoRetry: true, maxRetries: 2 });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    if (!this.base || uri.hostname !== TWILIO_API_HOST) return super.request(opts);
    const target = new URL(this.base);
    target.pathname = `${target.pathname.replace(/\/$/, "")}${uri.pathname}`;
    target.search = uri.search;
    return super.request({ ...opts, uri: target.href });
  }

  destroy(): void {
    const agent = this.axios.defaults.httpsAgent as { destroy?: () => void } | undefined;
    agent?.destroy?.();
  }
}

export function createTwilioTransport(config: TwilioTransportConfig): SmsTransport {
  const httpClient = new RedirectingRequestClient(config.apiUrl ? new URL(config.apiUrl) : null);
  const client = twilio(config.accountSid, config.authToken, { httpClient });
  return {
    kind: "twilio",
    async send(sms) {
      if (!sms.from) throw new Error("No sending number: set TWILIO_FROM");
      // Twilio's RestException carries Twilio's own message ("The 'To' number … is not a valid phone number.").
      const message = await client.messages.create({
        to: sms.to,
        from: sms.from,
        body: sms.body,
        ...(sms.statusCallback ? { statusCallback: sms.statusCallback } : {}),
      });
      return { providerId: message.sid };
    },
    async close() {
      httpClient.destroy();
    },
  };
}

export function createOutboxSmsTransport(db: DbOrTx): SmsTransport {
  return {
    kind: "outbox",
    async send(sms) {
      const id = await insertOutboxMessage(sms.db ?? db, {
        photographerId: sms.photographerId,
        channel: "SMS",
        toAddress: sms.to,
        fromAddress: sms.from,
        textBody: sms.body,
      });
      return { providerId: `outbox:${id}` };
    },
  };
}

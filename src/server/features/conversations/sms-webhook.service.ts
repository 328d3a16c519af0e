/**
 * A text a client sent, as Twilio's webhook hands it over. It belongs to the studio whose own number it was
 * sent to or, on the shared number, to the studio that last texted this phone; within that studio, to the
 * client whose phone is this one. A text nobody can be sure of is dropped (and logged), never guessed into
 * another studio's thread. Twilio's opt-out and opt-in keywords also change the client's SMS consent.
 */
import type { Database } from "../../db/connect.js";
import { normalizePhone } from "../../integrations/sms/sms.phone.js";
import type { InboundLog, InboundService } from "./inbound.service.js";
import {
  findStudioBySmsNumber,
  findStudioOfLastOutboundSms,
  inboundSmsExists,
  listClientsWithPhoneEnding,
  updateClientSmsOptIn,
} from "./sms-webhook.queries.js";

export interface InboundSms {
  from: string;
  to: string;
  body: string;
  messageSid: string | null;
}

export type SmsWebhookOutcome = "stored" | "duplicate" | "no-studio" | "no-client";

// Twilio's own keywords (Advanced Opt-Out defaults): the whole text, whatever its case.
const OPT_OUT = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
const OPT_IN = new Set(["START", "YES", "UNSTOP"]);

/** What a keyword text does to the client's SMS consent: false (opt out), true (opt in), or nothing. */
export function smsConsentChange(body: string): boolean | null {
  const word = body.trim().toUpperCase();
  if (OPT_OUT.has(word)) return false;
  if (OPT_IN.has(word)) return true;
  return null;
}

/** A phone's last seven digits: enough to narrow the studio's clients before each phone is normalised. */
const lastDigits = (e164: string) => e164.replace(/\D/g, "").slice(-7);

export function createSmsWebhookService(deps: {
  database: Database;
  inbound: InboundService;
  log: InboundLog;
}) {
  const { db } = deps.database;

  async function studioFor(from: string, to: string): Promise<string | undefined> {
    return (await findStudioBySmsNumber(db, to)) ?? (await findStudioOfLastOutboundSms(db, from));
  }

  async function clientFor(photographerId: string, from: string): Promise<string | undefined> {
    // A sender that is no phone number (a short code, an alphanumeric name) is nobody's client.
    if (!/^\+\d{7,15}$/.test(from)) return undefined;
    const candidates = await listClientsWithPhoneEnding(db, photographerId, lastDigits(from));
    // Already in order (live first, most recently updated): the first whose phone is this one.
    return candidates.find((client) => client.phone && normalizePhone(client.phone) === from)?.id;
  }

  async function receive(sms: InboundSms): Promise<SmsWebhookOutcome> {
    const from = normalizePhone(sms.from) ?? sms.from.trim();
    const to = normalizePhone(sms.to) ?? sms.to.trim();
    const photographerId = await studioFor(from, to);
    if (!photographerId) {
      deps.log.warn({ from, to, messageSid: sms.messageSid }, "inbound SMS for no known studio dropped");
      return "no-studio";
    }
    const clientId = await clientFor(photographerId, from);
    if (!clientId) {
      deps.log.warn(
        { from, to, photographerId, messageSid: sms.messageSid },
        "inbound SMS from no client of the studio dropped",
      );
      return "no-client";
    }
    if (sms.messageSid && (await inboundSmsExists(db, photographerId, sms.messageSid))) return "duplicate";
    const consent = smsConsentChange(sms.body);
    if (consent !== null) await updateClientSmsOptIn(db, photographerId, clientId, consent);
    // A picture with no words still shows in the thread.
    const body = sms.body.trim() || "(no text)";
    await deps.inbound.receiveSms({
      photographerId,
      clientId,
      from,
      to,
      body: body.slice(0, 5000),
      providerId: sms.messageSid,
    });
    return "stored";
  }

  return { receive };
}

export type SmsWebhookService = ReturnType<typeof createSmsWebhookService>;

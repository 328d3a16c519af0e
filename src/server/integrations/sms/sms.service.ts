/**
 * sendSms: the one way the app sends a text message. It renders the template variables into the
 * body, puts the number into E.164, sends through the configured transport (Twilio, or the
 * development outbox), and writes an sms_logs row whatever happens: a refused number or a Twilio
 * error gives a "failed" result, never an exception. Inside a transaction, pass its handle as `db`:
 * every query then runs through it (on PGlite, any other query would wait for the transaction forever).
 */
import { renderTemplate, type TemplateValues } from "../../../shared/email.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { normalizePhone } from "./sms.phone.js";
import { findStudioName, insertSmsLog } from "./sms.queries.js";
import { createOutboxSmsTransport, createTwilioTransport, type SmsTransport } from "./sms.transport.js";

export interface SendSmsInput {
  photographerId: string;
  /** As the studio typed it; US numbers may omit +1. */
  to: string;
  body: string;
  values?: TemplateValues;
  clientId?: string | null;
  projectId?: string | null;
  automationId?: string | null;
  automationStepId?: string | null;
  /** Where Twilio posts delivery status updates; Focal's own status webhook unless given. */
  statusCallback?: string;
  /** A transaction in progress, through which the log (and an outbox message) are written. */
  db?: DbOrTx;
}

export interface SendSmsResult {
  status: "sent" | "failed";
  delivery: "twilio" | "outbox";
  providerId: string | null;
  logId: string;
  error?: string;
}

/** Where Twilio posts a text's delivery status (features/conversations/sms-status.routes.ts). */
export const SMS_STATUS_PATH = "/api/webhooks/twilio/sms-status";

/** The status callback URL: only with a PUBLIC_URL, since Twilio cannot reach a server's localhost. */
export const smsStatusUrl = (config: Pick<Config, "PUBLIC_URL">) =>
  config.PUBLIC_URL ? `${config.PUBLIC_URL.replace(/\/+$/, "")}${SMS_STATUS_PATH}` : undefined;

export function createSmsService(database: Database, config: Config, transport?: SmsTransport) {
  const active =
    transport ??
    (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? createTwilioTransport({
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          apiUrl: config.TWILIO_API_URL,
        })
      : createOutboxSmsTransport(database.db));
  const from = config.TWILIO_FROM ?? null;

  async function sendSms(input: SendSmsInput): Promise<SendSmsResult> {
    const db = input.db ?? database.db;
    const studio = await findStudioName(db, input.photographerId);
    const body = renderTemplate(input.body, { businessName: studio?.businessName, ...input.values });
    const to = normalizePhone(input.to);

    let status: SendSmsResult["status"] = "sent";
    let providerId: string | null = null;
    let error: string | undefined;
    if (!to) {
      status = "failed";
      error = `Not a phone number: ${input.to}`;
    } else if (!body.trim()) {
      status = "failed";
      error = "The message is empty";
    } else {
      try {
        ({ providerId } = await active.send({
          photographerId: input.photographerId,
          from,
          to,
          body,
          statusCallback: input.statusCallback ?? smsStatusUrl(config),
          db: input.db,
        }));
      } catch (cause) {
        status = "failed";
        error = cause instanceof Error ? cause.message : String(cause);
      }
    }
    const logId = await insertSmsLog(db, {
      photographerId: input.photographerId,
      clientId: input.clientId ?? null,
      projectId: input.projectId ?? null,
      automationId: input.automationId ?? null,
      automationStepId: input.automationStepId ?? null,
      direction: "OUTBOUND",
      status,
      providerId,
      fromPhone: from,
      toPhone: to ?? input.to,
      messageBody: body,
      sentAt: status === "sent" ? new Date() : null,
    });
    return { status, delivery: active.kind, providerId, logId, ...(error ? { error } : {}) };
  }

  return { sendSms, delivery: active.kind, close: async () => active.close?.() };
}

export type SmsService = ReturnType<typeof createSmsService>;

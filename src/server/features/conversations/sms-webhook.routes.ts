/**
 * Twilio's webhook for texts sent to the studio's number. Twilio posts a form, not JSON, and signs the
 * URL plus every posted field with the account's auth token, so this route has a scope of its own that
 * parses forms only, and nothing is looked at before the signature holds. It always answers Twilio with
 * an empty TwiML reply: Focal sends no automatic answer, and a dropped text is not Twilio's to retry.
 */
import { parse as parseForm } from "node:querystring";
import twilio from "twilio";
import type { Config } from "../../config.js";
import { badRequest, forbidden } from "../../http/errors.js";
import type { App } from "../../http/types.js";
import type { SmsWebhookService } from "./sms-webhook.service.js";

export const SMS_WEBHOOK_PATH = "/api/webhooks/twilio/sms";
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
export const INVALID_SIGNATURE = "Invalid Twilio signature";
// A text is at most 1,600 characters; Twilio's other fields add little.
const FORM_LIMIT = 64 * 1024;

type FormParams = Record<string, string | string[] | undefined>;

/** The URL Twilio was told to call: the signature covers it, so it is the public address, not the Host header. */
export const smsWebhookUrl = (config: Pick<Config, "publicUrl">) =>
  `${config.publicUrl.replace(/\/+$/, "")}${SMS_WEBHOOK_PATH}`;

function signatureHolds(
  config: Pick<Config, "TWILIO_AUTH_TOKEN" | "publicUrl">,
  header: unknown,
  params: FormParams,
) {
  const token = config.TWILIO_AUTH_TOKEN;
  // Without an auth token nothing can be checked, so nothing is believed.
  if (!token || typeof header !== "string" || header === "") return false;
  return twilio.validateRequest(token, header, smsWebhookUrl(config), params);
}

const field = (params: FormParams, name: string) => {
  const value = params[name];
  return typeof value === "string" ? value : undefined;
};

export function registerSmsWebhookRoutes(
  app: App,
  deps: { config: Pick<Config, "TWILIO_AUTH_TOKEN" | "publicUrl">; service: SmsWebhookService },
): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, { ...parseForm(body as string) }),
    );
    scope.post(
      SMS_WEBHOOK_PATH,
      // Control characters anywhere are refused (400) by the app-wide guard before this handler runs.
      { config: { access: "public" } },
      async (request, reply) => {
        const params: FormParams =
          request.body && typeof request.body === "object" ? (request.body as FormParams) : {};
        if (!signatureHolds(deps.config, request.headers["x-twilio-signature"], params)) {
          throw forbidden(INVALID_SIGNATURE);
        }
        const from = field(params, "From");
        const to = field(params, "To");
        if (!from || !to) throw badRequest("From and To are required");
        await deps.service.receive({
          from,
          to,
          body: field(params, "Body") ?? "",
          messageSid: field(params, "MessageSid") || null,
        });
        return reply.status(200).type("text/xml").send(EMPTY_TWIML);
      },
    );
  });
}

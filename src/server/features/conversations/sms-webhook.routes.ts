/**
 * Twilio's webhook for texts sent to the studio's number (a signed form, see twilio-form.ts). It always
 * answers Twilio with an empty TwiML reply: Focal sends no automatic answer, and a dropped text is not
 * Twilio's to retry.
 */
import type { Config } from "../../config.js";
import { badRequest } from "../../http/errors.js";
import type { App } from "../../http/types.js";
import { twimlResponse } from "./conversations.responses.js";
import type { SmsWebhookService } from "./sms-webhook.service.js";
import { formField, registerTwilioForm, twilioUrl } from "./twilio-form.js";

export { INVALID_SIGNATURE } from "./twilio-form.js";

export const SMS_WEBHOOK_PATH = "/api/webhooks/twilio/sms";
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
// A text is at most 1,600 characters; Twilio's other fields add little.
const FORM_LIMIT = 64 * 1024;

/** The URL Twilio is told to call for texts to the studio's number. */
export const smsWebhookUrl = (config: Pick<Config, "publicUrl">) => twilioUrl(config, SMS_WEBHOOK_PATH);

export function registerSmsWebhookRoutes(
  app: App,
  deps: { config: Pick<Config, "TWILIO_AUTH_TOKEN" | "publicUrl">; service: SmsWebhookService },
): void {
  registerTwilioForm(app, {
    path: SMS_WEBHOOK_PATH,
    limit: FORM_LIMIT,
    config: deps.config,
    schema: {
      summary: "Twilio: a text sent to the studio's number (signed form)",
      tags: ["conversations"],
      security: [],
      response: { 200: twimlResponse },
    },
    handle: async (params, reply) => {
      const from = formField(params, "From");
      const to = formField(params, "To");
      if (!from || !to) throw badRequest("From and To are required");
      await deps.service.receive({
        from,
        to,
        body: formField(params, "Body") ?? "",
        messageSid: formField(params, "MessageSid") || null,
      });
      return reply.status(200).type("text/xml").send(EMPTY_TWIML);
    },
  });
}

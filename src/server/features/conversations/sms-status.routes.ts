/**
 * Twilio's status callback for the texts Focal sends (sms.service.ts asks for it on each one, when the
 * app has a PUBLIC_URL): a signed form like the inbound webhook (twilio-form.ts). A callback about a text
 * we do not know answers 204 all the same: an error would only make Twilio try again.
 */
import type { Config } from "../../config.js";
import { badRequest } from "../../http/errors.js";
import { noContentResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { SMS_STATUS_PATH } from "../../integrations/sms/sms.service.js";
import type { SmsStatusService } from "./sms-status.service.js";
import { type FormParams, formField, registerTwilioForm, twilioUrl } from "./twilio-form.js";

// A status callback is a dozen short fields.
const FORM_LIMIT = 16 * 1024;
const SID = /^[A-Z]{2}[0-9a-f]{32}$/i;

/** The URL Twilio is given for each text's status. */
export const smsStatusWebhookUrl = (config: Pick<Config, "publicUrl">) => twilioUrl(config, SMS_STATUS_PATH);

const field = (params: FormParams, name: string) => formField(params, name)?.trim();

export function registerSmsStatusRoutes(
  app: App,
  deps: { config: Pick<Config, "TWILIO_AUTH_TOKEN" | "publicUrl">; service: SmsStatusService },
): void {
  registerTwilioForm(app, {
    path: SMS_STATUS_PATH,
    limit: FORM_LIMIT,
    config: deps.config,
    schema: {
      summary: "Twilio: the delivery status of a text Focal sent (signed form)",
      tags: ["conversations"],
      security: [],
      response: { 204: noContentResponse },
    },
    handle: async (params, reply) => {
      const messageSid = field(params, "MessageSid") ?? field(params, "SmsSid");
      const messageStatus = field(params, "MessageStatus") ?? field(params, "SmsStatus");
      if (!messageSid || !SID.test(messageSid)) throw badRequest("MessageSid is required");
      if (!messageStatus) throw badRequest("MessageStatus is required");
      await deps.service.update({ messageSid, messageStatus, errorCode: field(params, "ErrorCode") || null });
      return reply.status(204).send();
    },
  });
}

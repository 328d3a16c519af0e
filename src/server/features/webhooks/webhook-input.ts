/**
 * What the Settings screen sends to save an endpoint, and the messages its refusals carry. (Kept here
 * until the screen's form reads it from src/shared/webhooks.ts.)
 */
import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "../../../shared/webhooks.js";

export const MAX_WEBHOOK_URL_CHARS = 2048;
/** A studio's endpoints at most: enough for every integration, few enough that one event fans out cheaply. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

export const WEBHOOK_MESSAGES = {
  urlRequired: "URL is required",
  urlTooLong: `URL must be at most ${MAX_WEBHOOK_URL_CHARS} characters`,
  urlInvalid: "URL must be a full http:// or https:// address",
  urlCredentials: "URL must not contain a user name or password",
  eventsRequired: "Choose at least one event",
  badEvent: `Events are ${WEBHOOK_EVENT_TYPES.join(", ")}`,
  tooMany: `A studio can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: delete one you no longer use first`,
  notFound: "Webhook endpoint not found",
  deleted: "Webhook endpoint deleted",
} as const;

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const webhookEndpointInputSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlRequired)
    .max(MAX_WEBHOOK_URL_CHARS, WEBHOOK_MESSAGES.urlTooLong)
    .refine(isWebUrl, WEBHOOK_MESSAGES.urlInvalid)
    .refine((text) => {
      const url = URL.parse(text);
      return !url || (url.username === "" && url.password === "");
    }, WEBHOOK_MESSAGES.urlCredentials),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.badEvent }), {
      error: WEBHOOK_MESSAGES.eventsRequired,
    })
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .max(WEBHOOK_EVENT_TYPES.length * 2, WEBHOOK_MESSAGES.badEvent),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

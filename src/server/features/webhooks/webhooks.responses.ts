/** What the webhook routes answer: endpoints (never their secret, but at creation) and the delivery log. */
import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "../../../shared/webhooks.js";

export const webhookEndpointResponse = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const webhookEndpointListResponse = z.array(webhookEndpointResponse);

export const createdWebhookEndpointResponse = webhookEndpointResponse.extend({
  secret: z
    .string()
    .describe("The signing secret (whsec_…): shown in this answer only, stored sealed with the server's key"),
});

export const webhookAttemptResponse = z.object({
  id: z.uuid(),
  statusCode: z.int().nullable().describe("The endpoint's HTTP status; null when it was not reached"),
  responseBody: z.string().nullable().describe("The first 2 kB of the endpoint's answer"),
  error: z.string().nullable().describe("Why the endpoint was not reached, or why nothing was sent"),
  durationMs: z.int(),
  attemptedAt: z.string(),
});

export const webhookDeliveryResponse = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  eventId: z.uuid().describe("The event's id: the same in every attempt and replay (the body's `id`)"),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  eventCreatedAt: z.string(),
  status: z.enum(["PENDING", "DELIVERED", "FAILED"]),
  attempts: z.int().describe("How many times it was sent"),
  nextAttemptAt: z.string().nullable().describe("When a PENDING delivery is tried next"),
  lastStatusCode: z.int().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  attemptLog: z.array(webhookAttemptResponse).describe("Every attempt, oldest first"),
});

export const webhookDeliveryListResponse = z
  .array(webhookDeliveryResponse)
  .describe("The endpoint's latest deliveries, newest first");

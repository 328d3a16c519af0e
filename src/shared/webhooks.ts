/**
 * Webhooks: the event types a studio can subscribe an endpoint to, and what the screens send.
 * Each delivery is a POST of `{ id, type, createdAt, data }`, signed with the endpoint's secret.
 */
import { z } from "zod";

export const WEBHOOK_EVENT_TYPES = [
  "client.created",
  "project.stage_changed",
  "proposal.sent",
  "proposal.signed",
  "contract.completed",
  "payment.received",
  "payment.refunded",
  "booking.created",
  "booking.cancelled",
  "questionnaire.submitted",
  "message.received",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** The body every delivery carries; `id` is the event's and stays the same on every retry and replay. */
export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: Record<string, unknown>;
}

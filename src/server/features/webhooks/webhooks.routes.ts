import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { DELIVERY_NOT_FOUND } from "./webhook-delivery.service.js";
import { WEBHOOK_MESSAGES, webhookEndpointInputSchema } from "./webhook-input.js";
import {
  createdWebhookEndpointResponse,
  webhookDeliveryListResponse,
  webhookDeliveryResponse,
  webhookEndpointListResponse,
  webhookEndpointResponse,
} from "./webhooks.responses.js";
import type { WebhooksService } from "./webhooks.service.js";

const params = uuidParams(WEBHOOK_MESSAGES.notFound);
const deliveryParams = uuidParams(DELIVERY_NOT_FOUND);
const tags = ["webhooks"];
const refusals = { 401: messageResponse, 403: messageResponse };

export function registerWebhookRoutes(app: App, service: WebhooksService): void {
  app.get(
    "/api/webhooks/endpoints",
    {
      schema: {
        summary: "List the studio's webhook endpoints",
        tags,
        response: { 200: webhookEndpointListResponse, ...refusals },
      },
    },
    async (request) => service.list(photographerIdOf(request)),
  );
  app.post(
    "/api/webhooks/endpoints",
    {
      schema: {
        summary: "Add a webhook endpoint (its signing secret is in this answer only)",
        tags,
        body: webhookEndpointInputSchema,
        response: {
          201: createdWebhookEndpointResponse,
          400: messageResponse,
          409: messageResponse,
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(photographerIdOf(request), request.body)),
  );
  app.put(
    "/api/webhooks/endpoints/:id",
    {
      schema: {
        summary: "Change a webhook endpoint: its URL, its events, enabled or disabled",
        tags,
        params,
        body: webhookEndpointInputSchema,
        response: { 200: webhookEndpointResponse, 400: messageResponse, 404: messageResponse, ...refusals },
      },
    },
    async (request) => service.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.delete(
    "/api/webhooks/endpoints/:id",
    {
      schema: {
        summary: "Delete a webhook endpoint and its delivery log",
        tags,
        params,
        response: { 200: messageResponse, 404: messageResponse, ...refusals },
      },
    },
    async (request) => {
      await service.remove(photographerIdOf(request), request.params.id);
      return { message: WEBHOOK_MESSAGES.deleted };
    },
  );
  app.get(
    "/api/webhooks/endpoints/:id/deliveries",
    {
      schema: {
        summary: "An endpoint's latest deliveries and their attempts",
        tags,
        params,
        response: { 200: webhookDeliveryListResponse, 404: messageResponse, ...refusals },
      },
    },
    async (request) => service.deliveriesOf(photographerIdOf(request), request.params.id),
  );
  app.post(
    "/api/webhooks/deliveries/:id/replay",
    {
      schema: {
        summary: "Send a delivery's event again now (same event id), recorded as one more attempt",
        tags,
        params: deliveryParams,
        response: { 200: webhookDeliveryResponse, 404: messageResponse, 409: messageResponse, ...refusals },
      },
    },
    async (request) => service.replay(photographerIdOf(request), request.params.id),
  );
}

/**
 * Settings > Integrations > Webhooks: the studio's endpoints, each one's recent deliveries, and the
 * writes (add, change, delete, replay). Keys are the request URLs; a write reads the list again.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { WebhookEventType } from "../../../shared/webhooks";

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookAttempt {
  id: string;
  statusCode: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
  attemptedAt: string;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  status: "PENDING" | "DELIVERED" | "FAILED";
  attempts: number;
  lastStatusCode: number | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  eventCreatedAt: string;
  createdAt: string;
  attemptLog: WebhookAttempt[];
}

export interface EndpointInput {
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
}

export const ENDPOINTS_URL = "/api/webhooks/endpoints";
const deliveriesUrl = (endpointId: string) => `${ENDPOINTS_URL}/${endpointId}/deliveries`;

export function useWebhookEndpoints() {
  return useQuery<WebhookEndpoint[]>({ queryKey: [ENDPOINTS_URL] });
}

/** Read afresh while open: a delivery's status moves on as the job retries it. */
export function useWebhookDeliveries(endpointId: string, open: boolean) {
  return useQuery<WebhookDelivery[]>({
    queryKey: [deliveriesUrl(endpointId)],
    enabled: open,
    refetchInterval: open ? 10_000 : false,
  });
}

/** The new endpoint and its signing secret, which the server shows this once. */
export interface CreatedEndpoint {
  endpoint: WebhookEndpoint;
  secret: string;
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EndpointInput): Promise<CreatedEndpoint> => {
      const body = (await (await apiRequest("POST", ENDPOINTS_URL, input)).json()) as WebhookEndpoint & {
        secret: string;
      };
      const { secret, ...endpoint } = body;
      return { endpoint, secret };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENDPOINTS_URL] }),
  });
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: EndpointInput & { id: string }) =>
      (await (await apiRequest("PUT", `${ENDPOINTS_URL}/${id}`, input)).json()) as WebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENDPOINTS_URL] }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `${ENDPOINTS_URL}/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENDPOINTS_URL] }),
  });
}

export function useReplayWebhookDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      (await (
        await apiRequest("POST", `/api/webhooks/deliveries/${deliveryId}/replay`)
      ).json()) as WebhookDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [deliveriesUrl(endpointId)] }),
  });
}

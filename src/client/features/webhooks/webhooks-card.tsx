import { ChevronDown, ChevronRight, Plus, Trash2, Webhook } from "lucide-react";
import { useState } from "react";
import { ConfirmDeleteDialog, deleteRunner } from "@/components/confirm-delete-dialog";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { AddEndpointDialog } from "./add-endpoint-dialog";
import { DeliveriesList } from "./deliveries-list";
import { eventsSummary } from "./endpoint-form";
import {
  useDeleteWebhookEndpoint,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
  type WebhookEndpoint,
} from "./use-webhooks";

/**
 * Settings > Integrations > Webhooks: the addresses Focal POSTs the studio's events to, each with its
 * events, a switch to pause it, its delivery log and a way to delete it.
 */
export function WebhooksCard() {
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useDeleteWebhookEndpoint();
  const runDelete = deleteRunner(remove, setConfirmOpen, {
    fallback: "The endpoint could not be deleted. Please try again.",
  });

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Webhooks</CardTitle>
          <CardDescription>
            Send your studio's events (a new client, a signed proposal, a payment…) to another app as they
            happen. Each delivery is signed with the endpoint's secret and retried for three days.
          </CardDescription>
        </div>
        {endpoints.isSuccess && endpoints.data.length > 0 ? (
          <Button type="button" className="w-full shrink-0 sm:w-auto" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add endpoint
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {endpoints.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <span className="sr-only">Loading webhook endpoints</span>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : endpoints.isError ? (
          <ErrorState
            compact
            title="We couldn't load your webhook endpoints. Check your connection and try again."
            retryLabel="Try again"
            onRetry={() => void endpoints.refetch()}
            retrying={endpoints.isFetching}
          />
        ) : endpoints.data.length === 0 ? (
          <EmptyState
            compact
            icon={Webhook}
            title="No webhook endpoints yet"
            action={
              <Button type="button" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" />
                Add endpoint
              </Button>
            }
          >
            Add the address of the app that should hear about your studio's events.
          </EmptyState>
        ) : (
          <ul aria-label="Webhook endpoints" className="grid gap-3">
            {endpoints.data.map((endpoint) => (
              <EndpointRow
                key={endpoint.id}
                endpoint={endpoint}
                onDelete={() => {
                  setDeleting(endpoint);
                  setConfirmOpen(true);
                }}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <AddEndpointDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDeleteDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete webhook endpoint?"
        description={`Focal stops sending events to ${deleting?.url ?? "this address"}, and its delivery log is deleted with it. This cannot be undone.`}
        confirmLabel="Delete endpoint"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          runDelete(deleting.id, {
            title: "Endpoint deleted",
            description: `${deleting.url} gets no more events.`,
          })
        }
      />
    </Card>
  );
}

function EndpointRow({ endpoint, onDelete }: { endpoint: WebhookEndpoint; onDelete: () => void }) {
  const update = useUpdateWebhookEndpoint();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const switchId = `webhook-enabled-${endpoint.id}`;
  const panelId = `webhook-deliveries-${endpoint.id}`;
  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, url: endpoint.url, events: endpoint.events, enabled },
      {
        onSuccess: () =>
          toast({
            title: enabled ? "Endpoint enabled" : "Endpoint paused",
            description: enabled ? `Events go to ${endpoint.url} again.` : `No events go to ${endpoint.url}.`,
          }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: errorMessage(error, "The endpoint could not be changed. Please try again."),
          }),
      },
    );

  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <p className="break-all font-mono text-sm font-medium">{endpoint.url}</p>
          <p className="text-sm text-muted-foreground">{eventsSummary(endpoint.events)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={endpoint.enabled}
              disabled={update.isPending}
              onCheckedChange={setEnabled}
              aria-label={`Send events to ${endpoint.url}`}
            />
            <label htmlFor={switchId} className="text-sm" aria-hidden="true">
              {endpoint.enabled ? "Enabled" : "Paused"}
            </label>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Delete endpoint ${endpoint.url}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={showDeliveries}
          aria-controls={panelId}
          onClick={() => setShowDeliveries((current) => !current)}
        >
          {showDeliveries ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          Deliveries
        </Button>
      </div>
      {showDeliveries ? (
        <div id={panelId}>
          <DeliveriesList endpointId={endpoint.id} url={endpoint.url} />
        </div>
      ) : null}
    </li>
  );
}

import { ChevronDown, ChevronRight, RotateCcw } from "lucide-react";
import { useState } from "react";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { SubmitButton } from "@/components/ui/submit-button";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import {
  useReplayWebhookDelivery,
  useWebhookDeliveries,
  type WebhookAttempt,
  type WebhookDelivery,
} from "./use-webhooks";

const STATUS_BADGE = {
  PENDING: { variant: "warning", label: "Pending" },
  DELIVERED: { variant: "success", label: "Delivered" },
  FAILED: { variant: "danger", label: "Failed" },
} as const;

function formatWhen(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(iso));
}

/** An endpoint's latest deliveries, newest first; each opens onto its attempts and a Replay button. */
export function DeliveriesList({ endpointId, url }: { endpointId: string; url: string }) {
  const deliveries = useWebhookDeliveries(endpointId, true);
  const { user } = useAuth();
  if (deliveries.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Loading deliveries</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (deliveries.isError) {
    return (
      <ErrorState
        compact
        title="We couldn't load the deliveries. Check your connection and try again."
        retryLabel="Try again"
        onRetry={() => void deliveries.refetch()}
        retrying={deliveries.isFetching}
      />
    );
  }
  if (deliveries.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Nothing sent yet. Deliveries appear here as soon as one of its events happens.
      </p>
    );
  }
  return (
    <ul aria-label={`Deliveries to ${url}`} className="divide-y rounded-lg border">
      {deliveries.data.map((delivery) => (
        <DeliveryRow
          key={delivery.id}
          delivery={delivery}
          endpointId={endpointId}
          timeZone={user?.timezone}
        />
      ))}
    </ul>
  );
}

function DeliveryRow({
  delivery,
  endpointId,
  timeZone,
}: {
  delivery: WebhookDelivery;
  endpointId: string;
  timeZone: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const replay = useReplayWebhookDelivery(endpointId);
  const status = STATUS_BADGE[delivery.status];
  const panelId = `delivery-${delivery.id}-attempts`;
  return (
    <li className="grid gap-2 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-ml-2 h-auto px-2 py-1 font-mono text-xs"
          aria-label={`${delivery.eventType} attempts`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          {delivery.eventType}
        </Button>
        <Badge variant={status.variant}>{status.label}</Badge>
        <span className="text-muted-foreground">
          {delivery.attempts === 1 ? "1 attempt" : `${delivery.attempts} attempts`}
        </span>
        <span className="text-muted-foreground">
          {delivery.lastStatusCode === null ? "No answer" : `HTTP ${delivery.lastStatusCode}`}
        </span>
        <time dateTime={delivery.createdAt} className="text-muted-foreground sm:ml-auto">
          {formatWhen(delivery.createdAt, timeZone)}
        </time>
      </div>
      <p className="break-all font-mono text-xs text-muted-foreground">Event {delivery.eventId}</p>
      {open ? (
        <div id={panelId} className="grid gap-3 rounded-md bg-muted/50 p-3">
          {delivery.attemptLog.length === 0 ? (
            <p className="text-muted-foreground">
              Not tried yet
              {delivery.nextAttemptAt ? `: next at ${formatWhen(delivery.nextAttemptAt, timeZone)}` : ""}.
            </p>
          ) : (
            <ol aria-label="Attempts" className="grid gap-2">
              {delivery.attemptLog.map((attempt, index) => (
                <AttemptRow key={attempt.id} attempt={attempt} number={index + 1} timeZone={timeZone} />
              ))}
            </ol>
          )}
          <div>
            <SubmitButton
              type="button"
              variant="outline"
              size="sm"
              busy={replay.isPending}
              busyLabel="Replaying..."
              aria-label={replay.isPending ? undefined : `Replay ${delivery.eventType} event`}
              onClick={() =>
                replay.mutate(delivery.id, {
                  onSuccess: (sent) =>
                    toast({
                      title: "Delivery replayed",
                      description:
                        sent.lastStatusCode === null
                          ? "The event was sent again."
                          : `The endpoint answered HTTP ${sent.lastStatusCode}.`,
                    }),
                  onError: (error) =>
                    toast({
                      variant: "destructive",
                      title: "Error",
                      description: errorMessage(
                        error,
                        "The delivery could not be replayed. Please try again.",
                      ),
                    }),
                })
              }
            >
              <RotateCcw aria-hidden="true" />
              Replay
            </SubmitButton>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function AttemptRow({
  attempt,
  number,
  timeZone,
}: {
  attempt: WebhookAttempt;
  number: number;
  timeZone: string | undefined;
}) {
  const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
  return (
    <li className="grid gap-1 rounded-md border bg-background p-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">Attempt {number}</span>
        <Badge variant={ok ? "success" : "danger"}>
          {attempt.statusCode === null ? "Not reached" : `HTTP ${attempt.statusCode}`}
        </Badge>
        <span className="text-muted-foreground">{attempt.durationMs} ms</span>
        <time dateTime={attempt.attemptedAt} className="text-muted-foreground sm:ml-auto">
          {formatWhen(attempt.attemptedAt, timeZone)}
        </time>
      </div>
      {attempt.error ? <p className="text-destructive">{attempt.error}</p> : null}
      {attempt.responseBody ? (
        <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 font-mono text-xs">
          {attempt.responseBody}
        </pre>
      ) : null}
    </li>
  );
}

import type * as React from "react";
import { useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api";
import { WEBHOOK_EVENT_TYPES } from "../../../shared/webhooks";
import {
  allEventsChosen,
  checkEndpointDraft,
  EVENT_DESCRIPTIONS,
  emptyEndpointDraft,
  toggleAllEvents,
  toggleEvent,
} from "./endpoint-form";
import { type CreatedEndpoint, useCreateWebhookEndpoint } from "./use-webhooks";

interface AddEndpointDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add endpoint: the address and the events, then the signing secret, shown this once (the server keeps
 * it sealed and never sends it again), with a button to copy it.
 */
export function AddEndpointDialog({ open, onOpenChange }: AddEndpointDialogProps) {
  const [created, setCreated] = useState<CreatedEndpoint | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
        // A stray click beside the dialog must not throw away what was typed, nor the secret.
        onInteractOutside={(event) => event.preventDefault()}
      >
        {created ? (
          <SecretStep created={created} onDone={() => close(false)} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Add webhook endpoint</DialogTitle>
              <DialogDescription>
                Focal sends a signed POST to this address each time one of the chosen events happens.
              </DialogDescription>
            </DialogHeader>
            {open ? <EndpointForm onCreated={setCreated} /> : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EndpointForm({ onCreated }: { onCreated: (created: CreatedEndpoint) => void }) {
  const create = useCreateWebhookEndpoint();
  const [draft, setDraft] = useState(emptyEndpointDraft);
  const [submitted, setSubmitted] = useState(false);
  const check = checkEndpointDraft(draft);
  const errors = submitted && !check.ok ? check.errors : {};
  const serverError = create.isError ? errorMessage(create.error, "The endpoint could not be added.") : null;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) {
      document.getElementById(check.errors.url ? "webhook-url" : "webhook-event-all")?.focus();
      return;
    }
    create.mutate(check.input, { onSuccess: onCreated });
  };

  return (
    <form noValidate className="grid gap-5" onSubmit={onSubmit}>
      <FormField
        id="webhook-url"
        label="Endpoint URL"
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://hooks.example.com/focal"
        value={draft.url}
        onChange={(event) => setDraft((current) => ({ ...current, url: event.target.value }))}
        error={errors.url}
      />
      <fieldset
        className="grid gap-3"
        aria-describedby={errors.events ? "webhook-events-message" : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Events to send</legend>
        <div className="flex items-center gap-2">
          <Checkbox
            id="webhook-event-all"
            checked={allEventsChosen(draft)}
            onCheckedChange={(checked) => setDraft((current) => toggleAllEvents(current, checked === true))}
          />
          <Label htmlFor="webhook-event-all">All events</Label>
        </div>
        <ul className="grid gap-2 border-l pl-4 sm:grid-cols-2" aria-label="Events">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <li key={type} className="flex items-start gap-2">
              <Checkbox
                id={`webhook-event-${type}`}
                className="mt-0.5"
                checked={draft.events.has(type)}
                onCheckedChange={(checked) =>
                  setDraft((current) => toggleEvent(current, type, checked === true))
                }
              />
              <Label htmlFor={`webhook-event-${type}`} className="grid gap-0.5 font-normal">
                <code className="text-xs">{type}</code>
                <span className="text-xs text-muted-foreground">{EVENT_DESCRIPTIONS[type]}</span>
              </Label>
            </li>
          ))}
        </ul>
        {errors.events ? (
          <p id="webhook-events-message" role="alert" className="text-sm text-destructive">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      {serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <FormDialogFooter busy={create.isPending} submitLabel="Add endpoint" busyLabel="Adding..." />
    </form>
  );
}

function SecretStep({ created, onDone }: { created: CreatedEndpoint; onDone: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Endpoint added</DialogTitle>
        <DialogDescription>
          Copy the signing secret now: it is shown only this once. Use it to check the Focal-Signature header
          of each delivery to {created.endpoint.url}.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="webhook-secret">Signing secret</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="webhook-secret"
            readOnly
            value={created.secret}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-sm"
          />
          <CopyButton text={created.secret} what="signing secret" />
        </div>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </>
  );
}

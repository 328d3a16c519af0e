/**
 * The Add endpoint form's state and its check before sending: an http(s) address and at least one event.
 * The server checks again (and refuses addresses it will not call); this only spares a round trip.
 */
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../../../shared/webhooks";

export interface EndpointDraft {
  url: string;
  events: ReadonlySet<WebhookEventType>;
}

export const emptyEndpointDraft = (): EndpointDraft => ({ url: "", events: new Set(WEBHOOK_EVENT_TYPES) });

export const allEventsChosen = (draft: EndpointDraft) => draft.events.size === WEBHOOK_EVENT_TYPES.length;

export function toggleEvent(draft: EndpointDraft, type: WebhookEventType, on: boolean): EndpointDraft {
  const events = new Set(draft.events);
  if (on) events.add(type);
  else events.delete(type);
  return { ...draft, events };
}

export const toggleAllEvents = (draft: EndpointDraft, on: boolean): EndpointDraft => ({
  ...draft,
  events: new Set(on ? WEBHOOK_EVENT_TYPES : []),
});

export type EndpointCheck =
  | { ok: true; input: { url: string; events: WebhookEventType[]; enabled: true } }
  | { ok: false; errors: { url?: string; events?: string } };

export function checkEndpointDraft(draft: EndpointDraft): EndpointCheck {
  const url = draft.url.trim();
  const errors: { url?: string; events?: string } = {};
  if (!url) errors.url = "Enter the address to send events to";
  else if (!isHttpUrl(url)) errors.url = "Enter a full address starting with https://";
  if (draft.events.size === 0) errors.events = "Choose at least one event";
  if (errors.url || errors.events) return { ok: false, errors };
  // In the order the list shows them, so the saved endpoint reads the same way.
  const events = WEBHOOK_EVENT_TYPES.filter((type) => draft.events.has(type));
  return { ok: true, input: { url, events, enabled: true } };
}

function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

/** What each event means, for the checkboxes and the delivery log. */
export const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  "client.created": "A client is added",
  "project.stage_changed": "A project moves to another stage",
  "proposal.sent": "A proposal is sent",
  "proposal.signed": "A client signs a proposal",
  "contract.completed": "A contract is signed by both sides",
  "payment.received": "A payment is received",
  "payment.refunded": "A payment is refunded",
  "booking.created": "A session is booked",
  "booking.cancelled": "A booking is cancelled",
  "questionnaire.submitted": "A client submits a questionnaire",
  "message.received": "A client sends a message",
};

/** How an endpoint's events read in the list: "All events", or the types themselves. */
export function eventsSummary(events: readonly WebhookEventType[]): string {
  return events.length === WEBHOOK_EVENT_TYPES.length ? "All events" : events.join(", ");
}

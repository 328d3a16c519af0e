/**
 * Domain events carried by the job queue. A write enqueues its event inside its own transaction;
 * the event job then hands it to whoever subscribed (automations, drip campaigns). Subscribers run
 * in the worker, after the commit, and must be idempotent: a job can be delivered more than once.
 */
import { z } from "zod";
import { defineJob } from "./queue.js";

export const stageEnteredEventSchema = z.object({
  photographerId: z.uuid(),
  projectId: z.uuid(),
  stageId: z.uuid(),
  previousStageId: z.uuid().nullable(),
  enteredAt: z.iso.datetime(),
});
export type StageEnteredEvent = z.infer<typeof stageEnteredEventSchema>;

/** The business events that automations can be triggered by. */
export const BUSINESS_EVENTS = [
  "DEPOSIT_PAID",
  "FULL_PAYMENT_MADE",
  "PROJECT_BOOKED",
  "PROPOSAL_SENT",
  "ESTIMATE_ACCEPTED",
  "EVENT_DATE_REACHED",
  "PROJECT_DELIVERED",
  "CLIENT_ONBOARDED",
  "APPOINTMENT_BOOKED",
] as const;

export const businessEventSchema = z.object({
  photographerId: z.uuid(),
  eventType: z.enum(BUSINESS_EVENTS),
  clientId: z.uuid(),
  projectId: z.uuid().nullable(),
  /** The record the event is about (an estimate, a payment, a booking): one event per record. */
  subjectId: z.uuid(),
  occurredAt: z.iso.datetime(),
  /** The money involved (payments), for triggers with a minimum amount. */
  amountCents: z.number().int().min(0).optional(),
});
export type BusinessEvent = z.infer<typeof businessEventSchema>;

type Listener<T> = (event: T) => Promise<void>;

export class EventBus {
  private readonly stageEntered: Listener<StageEnteredEvent>[] = [];
  private readonly business: Listener<BusinessEvent>[] = [];

  onBusinessEvent(listener: Listener<BusinessEvent>): void {
    this.business.push(listener);
  }

  async publishBusinessEvent(event: BusinessEvent): Promise<void> {
    for (const listener of this.business) await listener(event);
  }

  onStageEntered(listener: Listener<StageEnteredEvent>): void {
    this.stageEntered.push(listener);
  }

  async publishStageEntered(event: StageEnteredEvent): Promise<void> {
    for (const listener of this.stageEntered) await listener(event);
  }
}

/**
 * An event's handlers take milliseconds. Without an expiry of its own, an event job whose server died
 * mid-run would stay active for pg-boss's default 15 minutes before another server retried it, and
 * the automations it starts would wait as long.
 */
const EVENT_EXPIRE_SECONDS = 60;

export const stageEnteredJob = (bus: EventBus) =>
  defineJob({
    name: "events.project-stage-entered",
    payload: stageEnteredEventSchema,
    expireInSeconds: EVENT_EXPIRE_SECONDS,
    handler: (event) => bus.publishStageEntered(event),
  });

export const businessEventJob = (bus: EventBus) =>
  defineJob({
    name: "events.business",
    payload: businessEventSchema,
    expireInSeconds: EVENT_EXPIRE_SECONDS,
    handler: (event) => bus.publishBusinessEvent(event),
  });

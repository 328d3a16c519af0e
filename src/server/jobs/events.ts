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

type Listener<T> = (event: T) => Promise<void>;

export class EventBus {
  private readonly stageEntered: Listener<StageEnteredEvent>[] = [];

  onStageEntered(listener: Listener<StageEnteredEvent>): void {
    this.stageEntered.push(listener);
  }

  async publishStageEntered(event: StageEnteredEvent): Promise<void> {
    for (const listener of this.stageEntered) await listener(event);
  }
}

export const stageEnteredJob = (bus: EventBus) =>
  defineJob({
    name: "events.project-stage-entered",
    payload: stageEnteredEventSchema,
    handler: (event) => bus.publishStageEntered(event),
  });

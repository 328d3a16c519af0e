/**
 * The job that carries one delivery to its endpoint. Its payload names the delivery and how many
 * attempts it had when the job was queued: a job whose delivery has moved on since (delivered, failed,
 * or tried again by another job or a replay) finds nothing to do, so a job run twice sends nothing twice.
 */
import { z } from "zod";
import { defineJob, type JobContext } from "../../jobs/queue.js";

export const WEBHOOK_DELIVERY_JOB = "webhooks.deliver";

export const deliveryJobPayload = z.object({
  deliveryId: z.uuid(),
  /** The delivery's attempt count when this job was queued. */
  attempt: z.number().int().min(0),
});
export type DeliveryJobPayload = z.infer<typeof deliveryJobPayload>;

/**
 * Longer than a send holds its lease (webhook-delivery.service.ts): a worker that died mid-send has
 * lost its lease by the time pg-boss hands its job to another worker, which can then claim it again.
 */
const DELIVERY_EXPIRE_SECONDS = 150;

export function webhookDeliveryJob(
  handler: (payload: DeliveryJobPayload, context: JobContext) => Promise<void>,
) {
  return defineJob({
    name: WEBHOOK_DELIVERY_JOB,
    payload: deliveryJobPayload,
    expireInSeconds: DELIVERY_EXPIRE_SECONDS,
    // A failed send is not a failed job (the service schedules the next attempt itself): these
    // retries only cover the database being away while the job ran.
    retryLimit: 3,
    retryDelaySeconds: 30,
    handler,
  });
}

/**
 * What `queue.enqueue` needs to address the job (its name and payload schema) where the handler is
 * out of reach: inside another feature's transaction. The webhooks module registers the real handler.
 */
export const webhookDeliveryJobAddress = webhookDeliveryJob(async () => {
  throw new Error("The webhooks module registers the delivery job's handler");
});

/**
 * Finishes a card refund its request did not: queued with the PENDING refund, in the same transaction,
 * to run a few minutes later. A refund already SUCCEEDED or FAILED is left alone; a PENDING one is asked
 * of the provider again with the same idempotency key (the refund's id), so it is refunded once.
 */
import { z } from "zod";
import { defineJob } from "../../jobs/queue.js";

export const finishRefundJob = (finish: (refundId: string) => Promise<void>) =>
  defineJob({
    name: "payments.finish-refund",
    payload: z.object({ refundId: z.uuid() }),
    // A client's money is at stake: keep trying for hours (backoff) before the job is left failed.
    retryLimit: 12,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    handler: ({ refundId }) => finish(refundId),
  });

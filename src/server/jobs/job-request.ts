/**
 * A job enqueued while a request is served keeps that request's id beside its payload, under a
 * reserved key: the queue takes it out again before the payload's schema reads the rest, so no job's
 * schema has to know of it, and the worker's log lines for the job name the request (`reqId`, as the
 * server's request log does).
 */
import { currentRequestId } from "../http/request-context.js";

const REQUEST_ID_KEY = "_requestId";

/** The payload as stored: with the current request's id, when there is one and the payload is an object. */
export function tagWithRequestId(data: object): object {
  const requestId = currentRequestId();
  return requestId && !Array.isArray(data) ? { ...data, [REQUEST_ID_KEY]: requestId } : data;
}

/** The stored payload without the request id, and the id. */
export function splitRequestId(data: unknown): { data: unknown; requestId?: string } {
  if (!data || typeof data !== "object" || Array.isArray(data) || !(REQUEST_ID_KEY in data)) return { data };
  const { [REQUEST_ID_KEY]: requestId, ...rest } = data as Record<string, unknown>;
  return { data: rest, requestId: typeof requestId === "string" ? requestId : undefined };
}

/** One JSON line (pino's shape, level warn) for a job whose handler threw in a worker. */
export function logJobFailure(queue: string, job: { id: string; data: unknown }, error: Error): void {
  const { requestId } = splitRequestId(job.data);
  console.warn(
    JSON.stringify({
      level: 40,
      time: Date.now(),
      msg: "job failed",
      queue,
      jobId: job.id,
      ...(requestId ? { reqId: requestId } : {}),
      err: error.message,
    }),
  );
}

/**
 * The request a piece of work belongs to, carried through its awaits with AsyncLocalStorage: a job
 * enqueued while a request is served stores that request's id (jobs/queue.ts), and the worker that
 * runs the job puts the id back around its handler, so that the request's log line (`reqId`) and the
 * job's lines can be found together.
 */
import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/** The id of the request (or of the request that enqueued the running job), if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `work` as part of the request `requestId` (a job's handler); without one, as it is. */
export function withRequestId<T>(requestId: string | undefined, work: () => Promise<T>): Promise<T> {
  return requestId ? storage.run({ requestId }, work) : work();
}

/**
 * Opens the request's scope before any other hook, and enters it again before the handler: reading
 * the body runs on the socket's stream events, outside the scope the first hook opened.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    storage.run({ requestId: String(request.id) }, () => {
      const scope = new AsyncResource("focal-request");
      scopes.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  app.addHook("preHandler", (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}

/**
 * What the server does on SIGTERM (or SIGINT), so that a rolling restart loses no request:
 *
 * 1. It marks itself draining: `/readyz` answers 503 and a load balancer stops sending it traffic.
 *    With SHUTDOWN_DELAY_SECONDS it goes on serving that long, so that the balancer has noticed
 *    before the port closes (closing it resets connections the kernel accepted a moment before).
 * 2. It closes its listening socket at once: a new connection is refused, which a load balancer
 *    retries on another server. Requests already received are answered (with `Connection: close`);
 *    after half a second, for connections accepted just before to send theirs, idle keep-alive
 *    connections are closed.
 * 3. At the same time the job workers stop fetching; a job in hand may finish. One that does not
 *    finish within the grace stays active in pg-boss and is handed out again once it expires (every
 *    handler is idempotent).
 * 4. Once the last request is answered, pg-boss stops (requests may enqueue until then), the
 *    database closes and the exit code is 0.
 *
 * All of it within SHUTDOWN_GRACE_SECONDS: past the grace the answer is 1, whatever is unfinished,
 * so that a stuck request cannot hold a restart up for ever and the exit code says it was cut short.
 */
import type http from "node:http";
import net from "node:net";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "./db/connect.js";
import { markDraining } from "./http/lifecycle.js";
import type { JobQueue } from "./jobs/queue.js";

export interface ShutdownDeps {
  app: { close(): Promise<unknown>; server: http.Server };
  queue: Pick<JobQueue, "stopWorkers" | "stop">;
  database: Pick<Database, "close">;
  /** Gives the embedded database's directory lock back (a no-op on a PostgreSQL server). */
  release: () => void;
  graceSeconds: number;
  /** Seconds to keep serving after /readyz turned 503, before the port closes (within the grace). */
  delaySeconds?: number;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
}

/** Exit codes: 0 once everything finished in time, 1 when the grace ran out or a step failed. */
export const EXIT_CLEAN = 0;
export const EXIT_CUT_SHORT = 1;

/** How long a connection accepted just before the port closed gets to deliver its request. */
const ACCEPTED_SETTLE_MS = 500;

/**
 * Closes the listening socket without touching the open connections, then gives the ones accepted
 * a moment ago time to send their request. http.Server.close would at once also drop every
 * connection that has no request under way, including one accepted a moment ago whose request has
 * not been read yet: its client would see a reset rather than an answer or a refusal. Answers sent
 * from now on close their connection, so keep-alive clients reconnect to another server.
 */
async function stopAccepting(server: http.Server, settleMs: number): Promise<void> {
  server.on("request", (_request, response) => {
    response.shouldKeepAlive = false;
  });
  if (!server.listening) return;
  await afterAcceptBurst(server);
  // Its callback would come only once every connection has ended; app.close() waits for that.
  net.Server.prototype.close.call(server);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
}

/**
 * Closing a listening socket resets the connections the kernel has completed but the process has not
 * accepted yet: their clients, already connected, see a reset instead of a refusal. Node accepts all
 * of them at once when it polls, so the socket is closed right after such a round (just after a
 * 'connection' event, once the event loop reaches its next check phase), when the queue is empty
 * but for connections arriving in the same instant; an idle server closes after 50 ms.
 */
function afterAcceptBurst(server: net.Server): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(idle);
      server.off("connection", onConnection);
      resolve();
    };
    const onConnection = () => setImmediate(done);
    const idle = setTimeout(done, 50);
    server.once("connection", onConnection);
  });
}

/** Returns the shutdown to run on a signal; a second signal joins the first shutdown. */
export function createShutdown(deps: ShutdownDeps): (signal: string) => Promise<number> {
  let running: Promise<number> | null = null;
  return (signal) => {
    running ??= shutDown(deps, signal);
    return running;
  };
}

async function shutDown(deps: ShutdownDeps, signal: string): Promise<number> {
  const { app, queue, database, release, graceSeconds, log } = deps;
  markDraining();
  const graceMs = graceSeconds * 1000;
  const deadline = Date.now() + graceMs;
  const left = () => Math.max(0, deadline - Date.now());
  log.info(`${signal}: draining, up to ${graceSeconds} s for running requests and jobs`);

  const orderly = async () => {
    const delayMs = Math.min((deps.delaySeconds ?? 0) * 1000, graceMs / 2);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const workers = queue.stopWorkers(left());
    await stopAccepting(app.server, Math.min(ACCEPTED_SETTLE_MS, graceMs / 4));
    await app.close();
    await workers;
    await queue.stop(left());
    await database.close();
    return EXIT_CLEAN;
  };
  let timer: NodeJS.Timeout | undefined;
  const overtime = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      log.warn(`${signal}: grace of ${graceSeconds} s is over, exiting with requests or jobs unfinished`);
      resolve(EXIT_CUT_SHORT);
    }, graceMs);
  });
  try {
    const code = await Promise.race([orderly(), overtime]);
    if (code === EXIT_CLEAN) log.info(`${signal}: drained, exiting`);
    return code;
  } catch (error) {
    log.error(error as Error, `${signal}: shutdown failed`);
    return EXIT_CUT_SHORT;
  } finally {
    clearTimeout(timer);
    release();
  }
}

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { buildApp } from "./app.js";
import type { Database } from "./db/connect.js";
import { isDraining, resetLifecycle } from "./http/lifecycle.js";
import type { App } from "./http/types.js";
import { EventBus } from "./jobs/events.js";
import { defineJob, JobQueue } from "./jobs/queue.js";
import { createShutdown, EXIT_CLEAN, EXIT_CUT_SHORT } from "./shutdown.js";
import { testConfig } from "./test/context.js";
import { openTestDatabase } from "./test/databases.js";

/** A gate a route or a job waits on until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

let slowRoute = gate();
let slowRouteEntered = gate();
let slowJob = gate();
let slowJobEntered = gate();
let slowJobFinished = false;

const slowJobDefinition = defineJob({
  name: "test.shutdown-slow",
  payload: z.object({}),
  // Longer than any test here: the job that is cut short is not handed out again meanwhile.
  expireInSeconds: 120,
  async handler() {
    slowJobEntered.open();
    await slowJob.opened;
    slowJobFinished = true;
  },
});

const silentLog = { info() {}, warn() {}, error() {} };

interface Server {
  app: App;
  queue: JobQueue;
  database: Database;
  port: number;
  /** The shutdown under test closes everything but the database, which the test still reads. */
  closeDatabase(): Promise<void>;
}

/** A real listening server, as main.ts starts one, with a slow route and a slow job of the test's. */
async function startServer(): Promise<Server> {
  slowRoute = gate();
  slowRouteEntered = gate();
  slowJob = gate();
  slowJobEntered = gate();
  slowJobFinished = false;
  const { database, url } = await openTestDatabase();
  const config = testConfig();
  const queue = new JobQueue(database, {
    connectionString: url,
    supervise: false,
    pollingIntervalSeconds: 0.05,
  });
  await queue.start();
  const app = await buildApp({ config, database, queue, bus: new EventBus(), client: "none", logger: false });
  app.get("/test/slow", async () => {
    slowRouteEntered.open();
    await slowRoute.opened;
    return { done: true };
  });
  await queue.register(slowJobDefinition);
  await queue.work();
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { app, queue, database, port, closeDatabase: () => database.close() };
}

/** One request on a connection of its own (no keep-alive), as a load balancer's would be. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function jobState(database: Database, id: string): Promise<string | undefined> {
  const { rows } = await database.executeSql("SELECT state FROM pgboss.job WHERE id = $1", [id]);
  return rows[0]?.state as string | undefined;
}

afterEach(() => resetLifecycle());

describe("shutting down on SIGTERM", () => {
  it(
    "refuses new connections at once, answers the request in flight, lets the running job finish, exits 0",
    { timeout: 60_000 },
    async () => {
      const server = await startServer();
      let databaseClosed = false;
      try {
        const jobId = await server.queue.enqueue(slowJobDefinition, {});
        await slowJobEntered.opened;
        const inFlight = get(server.port, "/test/slow");
        await slowRouteEntered.opened;

        const shutdown = createShutdown({
          ...server,
          database: {
            close: async () => {
              databaseClosed = true;
            },
          },
          release: () => {},
          graceSeconds: 10,
          log: silentLog,
        });
        let exitCode: number | undefined;
        void shutdown("SIGTERM").then((code) => {
          exitCode = code;
        });
        expect(isDraining()).toBe(true);
        await until(() => !server.app.server.listening);

        // A new connection is refused (a load balancer retries it on another server) ...
        await expect(get(server.port, "/api/health")).rejects.toMatchObject({ code: "ECONNREFUSED" });
        // ... while the request in flight and the running job still finish, and shutdown waits for both.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(exitCode).toBeUndefined();
        slowRoute.open();
        expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ done: true }) });
        expect(exitCode).toBeUndefined();
        slowJob.open();

        await until(() => exitCode !== undefined);
        expect(exitCode).toBe(EXIT_CLEAN);
        expect(slowJobFinished).toBe(true);
        expect(databaseClosed).toBe(true);
        expect(await jobState(server.database, jobId!)).toBe("completed");
        // A second signal joins the first shutdown rather than starting another.
        expect(await shutdown("SIGINT")).toBe(EXIT_CLEAN);
      } finally {
        slowRoute.open();
        slowJob.open();
        await server.closeDatabase();
      }
    },
  );

  it(
    "past the grace, exits 1 and leaves the unfinished job active, to be handed out again on expiry",
    { timeout: 60_000 },
    async () => {
      // The job abandoned by the grace finishes after the queue stopped (and may warn it is not recorded).
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const server = await startServer();
      try {
        const jobId = await server.queue.enqueue(slowJobDefinition, {});
        await slowJobEntered.opened;
        const inFlight = get(server.port, "/test/slow").catch((error: Error) => error);
        await slowRouteEntered.opened;

        const started = Date.now();
        const code = await createShutdown({
          ...server,
          database: { close: async () => {} },
          release: () => {},
          graceSeconds: 1,
          log: silentLog,
        })("SIGTERM");
        expect(code).toBe(EXIT_CUT_SHORT);
        expect(Date.now() - started).toBeLessThan(3000);
        expect(slowJobFinished).toBe(false);
        expect(await jobState(server.database, jobId!)).toBe("active");
        slowRoute.open();
        await inFlight;
      } finally {
        slowRoute.open();
        slowJob.open();
        // The abandoned job's worker tries to record it (and warns) before the database closes.
        await until(() => slowJobFinished);
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The app is still closing the request it was waiting for; let it, then close the database.
        await server.app.close();
        await server.queue.stop(1000);
        await server.closeDatabase();
        warn.mockRestore();
      }
    },
  );

  it(
    "with a delay, keeps serving while /readyz already answers 503, then closes the port",
    { timeout: 60_000 },
    async () => {
      const server = await startServer();
      try {
        slowJob.open();
        let exitCode: number | undefined;
        void createShutdown({
          ...server,
          database: { close: async () => {} },
          release: () => {},
          // Long enough that the two requests below land inside the delay on a loaded machine too.
          graceSeconds: 30,
          delaySeconds: 8,
          log: silentLog,
        })("SIGTERM").then((code) => {
          exitCode = code;
        });
        // During the delay: the balancer's check says "take me out", and a request that still comes is served.
        expect((await get(server.port, "/readyz")).status).toBe(503);
        expect((await get(server.port, "/api/health")).status).toBe(200);
        expect(server.app.server.listening).toBe(true);
        await until(() => !server.app.server.listening, 30_000);
        await expect(get(server.port, "/api/health")).rejects.toMatchObject({ code: "ECONNREFUSED" });
        await until(() => exitCode !== undefined, 30_000);
        expect(exitCode).toBe(EXIT_CLEAN);
      } finally {
        slowRoute.open();
        slowJob.open();
        await server.closeDatabase();
      }
    },
  );
});

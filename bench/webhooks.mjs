/**
 * Webhook delivery end to end on PostgreSQL: one studio with two endpoints pointing at a local receiver,
 * EVENTS events emitted through `emitWebhookEvent` (each in a transaction of its own, as a service
 * would) at RATE events a second, delivered by WORKERS job queues (as many servers would) through the
 * real job, claim, signing and HTTP send. Prints the delay from an event's creation to its arrival
 * (p50/p99) and whether every event arrived exactly once at each endpoint.
 *
 *   npx tsc -p tsconfig.server.json && node bench/webhooks.mjs [--events 10000] [--rate 200] [--workers 4]
 *     [--endpoints 2] [--drain 90]
 *
 * --rate 0 emits as fast as it can (the delays then measure the backlog, not the pipeline).
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a scratch
 * database is made there and dropped after.
 */
import http from "node:http";
import os from "node:os";
import { createScratchDatabase } from "./lib.mjs";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const EVENTS = arg("events", 10_000);
const RATE = arg("rate", 200);
const WORKERS = arg("workers", 4);
const ENDPOINTS = arg("endpoints", 2);
/** How long to wait for the last deliveries once every event is emitted. */
const DRAIN_SECONDS = arg("drain", 90);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const dist = new URL("../dist/server/", import.meta.url);
const load = (file) => import(new URL(file, dist).href);
const [{ buildApp }, { loadConfig }, { openPostgres }, { migratePostgres }, { JobQueue }] = await Promise.all(
  [load("app.js"), load("config.js"), load("db/connect.js"), load("db/migrate.js"), load("jobs/queue.js")],
);
const { emitWebhookEvent } = await load("features/webhooks/webhook-events.js");
const { webhookDeliveryJob } = await load("features/webhooks/webhook-delivery.job.js");
const { createDeliveryService } = await load("features/webhooks/webhook-delivery.service.js");

// The receiver: counts each event id per endpoint path and when it first came.
const arrivals = new Map(); // `${path} ${eventId}` → count
const delays = [];
let lastArrival = 0;
const receiver = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    const key = `${req.url} ${body.id}`;
    const seen = arrivals.get(key) ?? 0;
    arrivals.set(key, seen + 1);
    if (seen === 0) delays.push(Date.now() - Date.parse(body.createdAt));
    lastArrival = Date.now();
    res.writeHead(204).end();
  });
});
await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const receiverUrl = `http://127.0.0.1:${receiver.address().port}`;

const scratch = await createScratchDatabase(adminUrl);
const queues = [];
let database;
let app;
try {
  await migratePostgres(scratch.url);
  database = openPostgres(scratch.url, 8 + WORKERS);
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    FOCAL_SEED_DEMO: "false",
    FOCAL_DATA_DIR: os.tmpdir(),
    FOCAL_SECRET_KEY: "bf06d71d498c2be859e032a292e39e99e50f90114fb3c74240292502f00ae5a8",
    PUBLIC_URL: "http://focal.bench",
    DATABASE_URL: scratch.url,
    WEBHOOKS_ALLOW_PRIVATE: "true",
    REGISTER_RATE_LIMIT: "1000",
  });
  // The app's own queue enqueues (emitting needs the job registered); the workers below deliver.
  const appQueue = new JobQueue(database, { connectionString: scratch.url, supervise: false });
  await appQueue.start();
  queues.push(appQueue);
  app = await buildApp({ config, database, queue: appQueue, client: "none", logger: false });
  await app.ready();

  const email = `bench-${Date.now()}@example.com`;
  const password = "correct horse battery";
  const post = (url, payload, cookie) =>
    app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
  await post("/api/auth/register", { businessName: "Bench", email, password });
  const login = await post("/api/auth/login", { email, password });
  const cookie = /focal_session=[^;]+/.exec(String(login.headers["set-cookie"]))[0];
  for (let i = 0; i < ENDPOINTS; i++) {
    const res = await post(
      "/api/webhooks/endpoints",
      { url: `${receiverUrl}/e${i}`, events: ["client.created"] },
      cookie,
    );
    if (res.statusCode !== 201) throw new Error(`endpoint: ${res.statusCode} ${res.body}`);
  }
  const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
  const photographerId = me.json().user?.photographerId ?? me.json().photographerId;
  if (!photographerId) throw new Error(`no studio id in ${me.body}`);

  for (let i = 0; i < WORKERS; i++) {
    const queue = new JobQueue(database, { connectionString: scratch.url, supervise: false });
    await queue.start();
    await queue.register(webhookDeliveryJob(createDeliveryService(database, config, queue).deliver));
    await queue.work();
    queues.push(queue);
  }

  console.log(
    `emitting ${EVENTS} events at ${RATE || "full speed"}/s to ${ENDPOINTS} endpoints, ${WORKERS} workers, ` +
      `${os.cpus().length} cores, Node ${process.version}`,
  );
  const started = Date.now();
  const parallel = 8;
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let n = next++; n < EVENTS; n = next++) {
        if (RATE) {
          const due = started + (n * 1000) / RATE;
          if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
        }
        await database.db.transaction((tx) =>
          emitWebhookEvent(tx, appQueue, photographerId, "client.created", { n, name: `Client ${n}` }),
        );
      }
    }),
  );
  const emitted = Date.now();
  const expected = EVENTS * ENDPOINTS;
  const deadline = emitted + DRAIN_SECONDS * 1000;
  while (delays.length < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A moment more, so that a duplicate sent late would still be counted.
  await new Promise((resolve) => setTimeout(resolve, 1500));

  delays.sort((x, y) => x - y);
  const pct = (p) => delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] ?? NaN;
  const duplicates = [...arrivals.values()].reduce((sum, count) => sum + count - 1, 0);
  const missing = expected - arrivals.size;
  console.log(
    `emitted in ${((emitted - started) / 1000).toFixed(1)} s; last arrival ${((lastArrival - started) / 1000).toFixed(1)} s after the first event`,
  );
  console.log(
    `deliveries: ${arrivals.size} of ${expected} (${((arrivals.size * 1000) / Math.max(1, lastArrival - started)).toFixed(0)}/s)`,
  );
  console.log(
    `delay event created → received: p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${delays.at(-1)} ms`,
  );
  console.log(
    `each event arrived exactly once per endpoint: ${duplicates === 0 && missing === 0 ? "yes" : "no"} ` +
      `(duplicates ${duplicates}, missing ${missing})`,
  );
  process.exitCode = duplicates === 0 && missing === 0 ? 0 : 1;
} finally {
  for (const queue of queues) await queue.stop();
  await app?.close();
  await database?.close();
  await scratch.drop();
  receiver.close();
}

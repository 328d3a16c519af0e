/**
 * Failover drill: a real PostgreSQL failover under writes. pg_auto_failover (bench/failover-cluster.mjs)
 * runs a monitor, a primary and a synchronous secondary on private ports under /tmp; two built Focal
 * servers use the multi-host DATABASE_URL (`postgres://...@p1,p2/focal?target_session_attrs=read-write`);
 * writers create clients, pay proposals through the test checkout and book public calendar slots
 * through both servers (bench/failover-writes.mjs), each request with a timeout, and keep every
 * acknowledged write. Then the primary's machine dies (its keeper and its postmaster,
 * SIGKILL); the writers go on until writes succeed again and 10 s more. Afterwards every
 * acknowledged write is looked up on the new primary, and the job queue is let settle and read.
 *
 *   npm run build && node bench/failover.mjs
 *
 * Environment: FAILOVER_BASE_PORT (a free range of 3 ports; default random above 20000),
 * FAILOVER_WRITERS (4 per server), FAILOVER_TIMEOUT_MS (5000: a request taking longer is a timeout),
 * FAILOVER_MONITOR_TIMEOUTS (10s: pg_auto_failover's node_considered_unhealthy_timeout and
 * primary_demote_timeout on the monitor; "default" keeps its 20 s and 30 s). Prints one figure a
 * line; exits 1 when an acknowledged write was lost or a request answered 500.
 */
import http from "node:http";
import pg from "pg";
import { createFormation, pgAutoctlAvailable } from "./failover-cluster.mjs";
import { createWrites, openCalendar } from "./failover-writes.mjs";
import { focalServer, freePort, signUpAndIn } from "./lib.mjs";

const basePort = Number(process.env.FAILOVER_BASE_PORT ?? 20_000 + Math.floor(Math.random() * 20_000));
const writersPerServer = Number(process.env.FAILOVER_WRITERS ?? 4);
const timeoutMs = Number(process.env.FAILOVER_TIMEOUT_MS ?? 5000);
const monitorTimeouts = process.env.FAILOVER_MONITOR_TIMEOUTS ?? "10s";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!pgAutoctlAvailable()) {
  console.error("pg_autoctl is not installed (apt install postgresql-15-auto-failover)");
  process.exit(2);
}

const formation = await createFormation({ basePort });
const servers = [];
let tornDown = false;
async function tearDown() {
  if (tornDown) return;
  tornDown = true;
  for (const server of servers) await server.stop("SIGKILL").catch(() => {});
  await formation.destroy();
  receiver.close();
}
process.on("SIGINT", () => void tearDown().then(() => process.exit(130)));

/**
 * The jobs checked: every acknowledged write raises a webhook (client.created, payment.received,
 * booking.created), delivered by a pg-boss job to this receiver. An acknowledged write whose event
 * never arrives is a job lost; an event id that arrives twice is a job run twice.
 */
const deliveries = new Map();
/** The ids each event type's data carried: a client's id, a payment's proposal id, a booking's id. */
const seen = { client: new Set(), payment: new Set(), booking: new Set() };
let received = 0;
const receiver = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    const id = request.headers["focal-event-id"];
    deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    received += 1;
    const event = JSON.parse(body);
    if (event.type === "client.created") seen.client.add(event.data.id);
    if (event.type === "payment.received") seen.payment.add(event.data.proposalId);
    if (event.type === "booking.created") seen.booking.add(event.data.id ?? event.data.bookingId);
    response.writeHead(200).end("ok");
  });
});
await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));

let exitCode = 0;
let drill;

async function query(port, text, values) {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/focal` });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** How many of the acknowledged writes of each kind the database has. */
async function found(port, acknowledged) {
  const ids = (kind) => acknowledged.filter((a) => a.kind === kind).map((a) => a.id);
  const [clients, payments, bookings] = await Promise.all([
    query(port, "SELECT count(*)::int AS n FROM clients WHERE id = ANY($1::uuid[])", [ids("client")]),
    query(
      port,
      "SELECT count(DISTINCT estimate_id)::int AS n FROM estimate_payments WHERE estimate_id = ANY($1::uuid[]) AND status = 'COMPLETED'",
      [ids("payment")],
    ),
    query(port, "SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1::uuid[])", [ids("booking")]),
  ]);
  return { client: clients[0].n, payment: payments[0].n, booking: bookings[0].n };
}

try {
  const startedAt = Date.now();
  await formation.start();
  console.error(`formation in sync after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  if (monitorTimeouts !== "default") {
    const monitorUrl = `postgres://postgres@127.0.0.1:${formation.monitorPort}/postgres`;
    const monitor = new pg.Client({ connectionString: monitorUrl });
    await monitor.connect();
    for (const setting of ["node_considered_unhealthy_timeout", "primary_demote_timeout"]) {
      await monitor.query(`ALTER SYSTEM SET pgautofailover.${setting} = '${monitorTimeouts}'`);
    }
    await monitor.query("SELECT pg_reload_conf()");
    await monitor.end();
  }
  const primary = await formation.primary();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primary.port}/postgres` });
  await admin.connect();
  await admin.query("CREATE DATABASE focal");
  await admin.end();

  // The URL pg_auto_failover gives applications (docs/OPERATIONS.md tells operators to paste it):
  // used as printed, with the user and the focal database put in.
  const shown = formation.showUri();
  console.error(`pg_autoctl show uri: ${shown}`);
  // Several hosts are no WHATWG URL: take it apart by hand, as libpq reads it.
  const parts = /^postgres(?:ql)?:\/\/(?:[^@/]*@)?([^/?]+)\/[^?]*\?(.*)$/.exec(shown);
  if (!parts || new URLSearchParams(parts[2]).get("target_session_attrs") !== "read-write") {
    throw new Error(`pg_autoctl show uri has no target_session_attrs=read-write: ${shown}`);
  }
  const databaseUrl = `postgres://postgres@${parts[1]}/focal?${parts[2]}`;
  console.error(`DATABASE_URL=${databaseUrl}`);
  for (let i = 0; i < 2; i++) {
    const server = focalServer({
      databaseUrl,
      port: await freePort(),
      env: {
        FOCAL_SEED_DEMO: "false",
        FOCAL_QUEUE_MAINTENANCE_SECONDS: "10",
        WEBHOOKS_ALLOW_PRIVATE: "true",
        // Every public request comes from this one address, as through a load balancer.
        PUBLIC_RATE_LIMIT: "1000000",
      },
    });
    servers.push(server);
    await server.start();
  }
  const cookie = await signUpAndIn(servers[0].url, `failover-${Date.now()}@example.com`);
  const publicToken = await openCalendar(servers[0], cookie);
  const endpoint = await fetch(`${servers[0].url}/api/webhooks/endpoints`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: servers[0].url },
    body: JSON.stringify({
      url: `http://127.0.0.1:${receiver.address().port}/hook`,
      events: ["client.created", "payment.received", "booking.created"],
    }),
  });
  if (endpoint.status !== 201)
    throw new Error(`webhook endpoint: ${endpoint.status} ${await endpoint.text()}`);

  drill = createWrites({ timeoutMs, studio: { cookie, publicToken } });
  const { outcomes, acknowledged, writes } = drill;
  let n = 0;
  let running = true;
  const writers = [];
  for (const server of servers) {
    for (let w = 0; w < writersPerServer; w++) {
      writers.push(
        (async () => {
          while (running) {
            const i = n++;
            // A client, a payment, a booking, in turn.
            const ok = await writes[i % writes.length](server, i);
            // A failed write waits a little before the next, as a client honouring Retry-After would.
            if (!ok) await sleep(200);
          }
        })(),
      );
    }
  }

  await sleep(10_000);
  const before = outcomes.length;
  const killedAt = Date.now();
  const killed = await formation.killPrimary();
  console.error(`killed ${killed.node.name} (postmaster ${killed.postmasterPid}) after ${before} requests`);

  // Until a write that started after the first failure succeeds, then 10 s more; at most 3 minutes.
  let recoveredAt = null;
  while (Date.now() - killedAt < 180_000) {
    await sleep(250);
    const after = outcomes.filter((o) => o.write && o.started >= killedAt);
    const firstFailure = after.find((o) => o.kind !== "ok");
    const firstSuccessAfter = firstFailure
      ? after.find((o) => o.kind === "ok" && o.started >= firstFailure.started)
      : after.find((o) => o.kind === "ok" && o.ended - killedAt > 5000);
    if (firstSuccessAfter) {
      recoveredAt = firstSuccessAfter.ended;
      break;
    }
  }
  await sleep(10_000);
  running = false;
  await Promise.all(writers);

  // The acknowledged writes, on whichever node is primary now.
  const newPrimary = await formation.primary();
  const kinds = ["client", "payment", "booking"];
  const ackCount = Object.fromEntries(kinds.map((k) => [k, acknowledged.filter((a) => a.kind === k).length]));
  const present = await found(newPrimary.port, acknowledged);
  const lostBy = Object.fromEntries(kinds.map((k) => [k, ackCount[k] - present[k]]));
  const lost = kinds.reduce((sum, k) => sum + lostBy[k], 0);

  // Jobs: wait (at most 120 s) until every acknowledged write's webhook arrived, then count.
  const delivered = () => acknowledged.filter((a) => seen[a.kind].has(a.id)).length;
  for (let tries = 0; tries < 240 && delivered() < acknowledged.length; tries++) await sleep(500);
  // A delivery whose outcome could not be recorded is retried later: wait for the queue to be empty
  // (at most 150 s, pg-boss's retry delay included), so that a second run would be seen.
  for (let tries = 0; tries < 150; tries++) {
    const [{ n: pending }] = await query(
      newPrimary.port,
      "SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created','retry','active') AND name = 'webhooks.deliver'",
    );
    if (pending === 0) break;
    await sleep(1000);
  }
  const jobsLost = acknowledged.length - delivered();
  const jobsTwice = [...deliveries.values()].filter((times) => times > 1).length;
  const jobs = await query(
    newPrimary.port,
    "SELECT name, state, count(*)::int AS n, sum(retry_count)::int AS retries FROM pgboss.job WHERE name NOT LIKE '\\_\\_pgboss%' GROUP BY 1, 2",
  );
  const byName = Object.fromEntries(
    jobs.map((j) => [`${j.name}:${j.state}`, `${j.n} (retries ${j.retries})`]),
  );

  const after = outcomes.filter((o) => o.started >= killedAt - timeoutMs);
  const byKind = kinds.map((k) => `${k}s ${ackCount[k]}`).join(", ");
  const failed = after.filter((o) => o.kind !== "ok");
  const count = (kind) => failed.filter((o) => o.kind === kind).length;
  const other = failed.length - count("503+retry-after") - count("500") - count("timeout");
  const otherKinds = [...new Set(failed.map((o) => o.kind))].filter(
    (k) => !["503+retry-after", "500", "timeout"].includes(k),
  );

  console.log(`acknowledged writes: ${acknowledged.length}: ${byKind} (requests: ${outcomes.length})`);
  console.log(`acknowledged writes lost: ${lost} (${kinds.map((k) => `${k}s ${lostBy[k]}`).join(", ")})`);
  console.log(
    `seconds until writes succeed again: ${recoveredAt ? ((recoveredAt - killedAt) / 1000).toFixed(1) : "never"}`,
  );
  console.log(
    `requests failed meanwhile: ${failed.length} (503 with Retry-After: ${count("503+retry-after")}, 500: ${count("500")}, timeouts: ${count("timeout")}${other ? `, other: ${other} ${otherKinds.join(" ")}` : ""})`,
  );
  console.log(`jobs lost: ${jobsLost}`);
  console.log(`jobs run twice: ${jobsTwice} (webhook events: ${deliveries.size}, deliveries: ${received})`);
  console.log(`jobs by queue and state: ${JSON.stringify(byName)}`);
  console.log(`new primary: ${newPrimary.name} (killed ${killed.node.name})`);
  if (lost > 0 || jobsLost > 0 || count("500") > 0 || !recoveredAt) exitCode = 1;
} catch (error) {
  console.error(error);
  for (const name of ["monitor", "node1", "node2"])
    console.error(`--- ${name}\n${formation.log(name).slice(-1500)}`);
  for (const server of servers) console.error(`--- ${server.url}\n${server.output().slice(-1500)}`);
  exitCode = 1;
} finally {
  await tearDown();
}
process.exit(exitCode);

/**
 * Rolling restart under load: two built Focal servers on one fresh PostgreSQL database behind a tiny
 * round-robin load balancer in this script, driven with the realistic mix (reads and writes) while
 * server 1 and then server 2 are restarted (SIGTERM, wait for the exit, start again, wait until
 * it answers). The balancer opens a connection per request (as nginx does to its upstreams by
 * default) and retries a request on the other server only when the connection is refused, never
 * on any other error: a request the stopping server accepted must be answered by it.
 *
 *   npm run build && node bench/rolling-restart.mjs
 *
 * The balancer also checks each server's /readyz every 200 ms and sends nothing to one that answers
 * 503 (draining) or does not answer, as nginx/HAProxy/Kubernetes health checks do; the servers run with
 * SHUTDOWN_DELAY_SECONDS=1, so they keep serving for a second after turning unready, before the port
 * closes. BENCH_HEALTH_CHECK=0 turns the checks off (and the delay to 0): the balancer then learns only
 * from refused connections, and the kernel's reset of connections it accepted just before the port
 * closed shows up as a few lost requests.
 *
 * Environment: BENCH_DATABASE_URL (a PostgreSQL server where a scratch database may be created;
 * default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (40), BENCH_USERS (8: requests in
 * flight at once), BENCH_HEALTH_CHECK (1). Prints one figure a line; exits 1 when a request was lost.
 */
import http from "node:http";
import { createScratchDatabase, focalServer, freePort } from "./lib.mjs";
import { mixEntries, seedStudios } from "./mix.mjs";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const seconds = Number(process.env.BENCH_SECONDS ?? 40);
const users = Number(process.env.BENCH_USERS ?? 8);
const healthChecks = process.env.BENCH_HEALTH_CHECK !== "0";

const scratch = await createScratchDatabase(adminUrl);
const servers = [];
const counts = { sent: 0, ok: 0, clientError: 0, serverError: 0, connectionError: 0, retried: 0 };
const samples = [];
const exitCodes = [];

/** One request to one port on a connection of its own; resolves with the status, rejects on a socket error. */
function forward(port, { method, path, headers, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method, path, headers, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode, text }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The balancer's health check: a server is in rotation while its /readyz answers 200. */
function checkHealth(server) {
  const request = http.get(
    { host: "127.0.0.1", port: server.port, path: "/readyz", agent: false, timeout: 1000 },
    (response) => {
      server.healthy = response.statusCode === 200;
      response.resume();
    },
  );
  request.on("timeout", () => request.destroy(new Error("timeout")));
  request.on("error", () => {
    server.healthy = false;
  });
}

/**
 * The load balancer: round robin over the servers in rotation (all of them when the checks are off or
 * none is healthy); a refused connection goes to the next server, anything else is final.
 */
let turn = 0;
async function balance(request) {
  const healthy = servers.filter((server) => !healthChecks || server.healthy);
  const pool = healthy.length > 0 ? healthy : servers;
  const first = turn++ % pool.length;
  for (let attempt = 0; attempt < pool.length; attempt++) {
    const port = pool[(first + attempt) % pool.length].port;
    try {
      return await forward(port, request);
    } catch (error) {
      if (error.code !== "ECONNREFUSED" || attempt === pool.length - 1) throw error;
      counts.retried++;
    }
  }
}

let stopping = false;
async function user(studio, index) {
  const state = { n: index * 7, created: null };
  while (!stopping) {
    for (const entry of mixEntries) {
      if (stopping) return;
      state.n += 1;
      const headers = entry.anonymous ? {} : { cookie: studio.cookie };
      const path = typeof entry.path === "string" ? entry.path : entry.path(studio, state);
      let body;
      if (entry.body) {
        body = JSON.stringify(entry.body(studio, state));
        Object.assign(headers, { "content-type": "application/json", origin: "http://127.0.0.1" });
      }
      counts.sent++;
      try {
        const { status, text } = await balance({ method: entry.method ?? "GET", path, headers, body });
        if (status >= 200 && status < 300) counts.ok++;
        else if (status < 500) counts.clientError++;
        else {
          counts.serverError++;
          if (samples.length < 5)
            samples.push(`${status} ${entry.method ?? "GET"} ${path}: ${text.slice(0, 160)}`);
        }
        entry.onResponse?.(status, text, state);
      } catch (error) {
        counts.connectionError++;
        if (samples.length < 5)
          samples.push(`${error.code ?? error.message} ${entry.method ?? "GET"} ${path}`);
        entry.onResponse?.(0, "", state);
      }
    }
  }
}

async function restart(index) {
  const server = servers[index].focal;
  const started = Date.now();
  server.child.kill("SIGTERM");
  const code = await server.exited;
  exitCodes.push(code);
  const stopped = Date.now();
  await server.start();
  console.log(
    `server ${index + 1}: exited with ${code} after ${((stopped - started) / 1000).toFixed(1)} s, answering again after ${((Date.now() - stopped) / 1000).toFixed(1)} s`,
  );
}

try {
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    // The first server seeds the demo studio on the empty database; both then share it.
    const focal = focalServer({
      databaseUrl: scratch.url,
      port,
      env: {
        FOCAL_SEED_DEMO: i === 0 ? "true" : "false",
        SHUTDOWN_GRACE_SECONDS: "25",
        SHUTDOWN_DELAY_SECONDS: healthChecks ? "1" : "0",
      },
    });
    await focal.start();
    servers.push({ port, focal, healthy: true });
  }
  const checker = setInterval(() => {
    for (const server of servers) checkHealth(server);
  }, 200);
  checker.unref();
  const studios = await seedStudios(servers[0].focal.url, { studioCount: 3, clientsPerStudio: 10 });

  const started = Date.now();
  const load = Array.from({ length: users }, (_, n) => user(studios[n % studios.length], n));
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await wait(5_000);
  await restart(0);
  await wait(5_000);
  await restart(1);
  await wait(Math.max(0, seconds * 1000 - (Date.now() - started)));
  stopping = true;
  await Promise.all(load);
  const elapsed = (Date.now() - started) / 1000;

  console.log(
    `duration: ${elapsed.toFixed(1)} s, ${users} requests in flight at once, health checks ${healthChecks ? "on (/readyz every 200 ms, SHUTDOWN_DELAY_SECONDS=1)" : "off"}`,
  );
  console.log(`requests sent: ${counts.sent}`);
  console.log(`answered 2xx: ${counts.ok}`);
  console.log(`answered 4xx: ${counts.clientError}`);
  console.log(`retried on the other server after a refused connection: ${counts.retried}`);
  console.log(`failed (5xx): ${counts.serverError}`);
  console.log(`failed (connection error after retry): ${counts.connectionError}`);
  console.log(`exit codes of the stopped servers: ${exitCodes.join(", ")}`);
  for (const sample of samples) console.log(`  e.g. ${sample}`);
  if (counts.serverError + counts.connectionError > 0 || exitCodes.some((code) => code !== 0)) {
    process.exitCode = 1;
  }
} finally {
  stopping = true;
  for (const { focal } of servers) await focal.stop();
  await scratch.drop();
}

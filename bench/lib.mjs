/**
 * Shared pieces of the benchmarks: start the built Focal server or a bare node:http server as child
 * processes, and load them with autocannon from this (separate) process.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitFor(url, child, output) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`not ready: ${url}\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function spawnChild(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const append = (chunk) => {
    text += chunk;
  };
  child.stdout.on("data", append);
  child.stderr.on("data", append);
  return { child, output: () => text };
}

/** A throwaway database on the PostgreSQL server behind `adminUrl`, dropped by the returned function. */
export async function createScratchDatabase(adminUrl) {
  const name = `focal_bench_${process.pid}_${Date.now().toString(36)}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The built server (run `npm run build` first) on PGlite in a fresh directory, or on DATABASE_URL. */
export async function startFocal({ databaseUrl } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "focal-bench-"));
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    FOCAL_DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    FOCAL_SEED_DEMO: "false",
    NODE_ENV: "production",
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const { child, output } = spawnChild(["dist/server/main.js"], env);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child, output);
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.on("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The ceiling: a bare node:http server answering a JSON body of the same shape. */
export async function startBareServer() {
  const port = await freePort();
  const code = `
    const http = require("node:http");
    const body = JSON.stringify({ id: "7d1c4c1e-0000-4000-8000-000000000000", email: "bench@example.com",
      role: "PHOTOGRAPHER", photographerId: "7d1c4c1e-0000-4000-8000-000000000001", clientId: null,
      timezone: "America/New_York", publicToken: "x".repeat(43), businessName: "Bench Studio" });
    http.createServer((req, res) => { res.writeHead(200, { "content-type": "application/json" }); res.end(body); })
      .listen(${port}, "127.0.0.1");`;
  const { child, output } = spawnChild(["-e", code], {});
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, output);
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.on("exit", r));
    },
  };
}

/** CPU time (user + system, seconds) a live process has used, from /proc; 0 where /proc is missing. */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ)
  } catch {
    return 0;
  }
}

/**
 * The PostgreSQL server processes serving database `name` (on a server on this machine), read with
 * `pg_stat_activity` through psql-free SQL each call: the pool's connections come and go.
 */
export function backendPids(adminUrl, name) {
  let pids = [];
  const refresh = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT pid FROM pg_stat_activity WHERE datname = $1", [name]);
      pids = rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
    return pids;
  };
  return { refresh, current: () => pids };
}

export async function load(url, { connections = 20, duration = 10, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

export async function signUpAndIn(
  url,
  email = `bench-${Date.now()}@example.com`,
  password = "bench-password",
) {
  const register = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, businessName: "Bench Studio" }),
  });
  if (register.status !== 201) throw new Error(`register: ${register.status} ${await register.text()}`);
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = /focal_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/**
 * The built server on `databaseUrl` at a fixed port, with extra environment (`null` removes an inherited
 * variable). `child` is the node process itself, so `child.kill("SIGKILL")` kills Focal, not a wrapper;
 * `start()` again (same port, same env) restarts it after a kill. `nodeArgs` go before the script
 * (`--cpu-prof`, which NODE_OPTIONS refuses).
 */
export function focalServer({ databaseUrl, port, env = {}, nodeArgs = [] }) {
  const variables = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    FOCAL_SEED_DEMO: "false",
    NODE_ENV: "production",
  };
  for (const [key, value] of Object.entries(env)) variables[key] = value ?? undefined;
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    child: null,
    output: () => "",
    async start() {
      const spawned = spawnChild([...nodeArgs, "dist/server/main.js"], variables);
      server.child = spawned.child;
      server.output = spawned.output;
      server.exited = new Promise((resolve) => spawned.child.once("exit", resolve));
      await waitFor(`${url}/api/health`, spawned.child, spawned.output);
      return server;
    },
    async stop(signal = "SIGTERM") {
      const child = server.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await server.exited;
    },
  };
  return server;
}

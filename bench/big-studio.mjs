/**
 * A studio with years of leads (issue 28, goal 3): 100,000 clients and 200,000 projects seeded by SQL
 * (bench/seed-big-studio.mjs), then the reads its screens make, on PostgreSQL and on the embedded
 * database: the first page of each list, the next page, a search, one pipeline column, the dashboard and
 * the reports summary. The read cache is off (READ_CACHE_SECONDS=0), so every answer is computed.
 *
 *   npm run build && node bench/big-studio.mjs [--clients 100000] [--duration 10] [--connections 10]
 *     [--databases postgres,embedded] [--reads search]
 *
 * Prints p50/p99 and the answer's size per read, and exits non-zero on any error, on an answer over 1 MB,
 * or when a first page or a search is over its p99 bound (50 ms on PostgreSQL, 150 ms embedded) or the
 * dashboard or summary, opened by one photographer (one connection), over 100 ms.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import autocannon from "autocannon";
import pg from "pg";
import { createScratchDatabase, focalServer, freePort, signUpAndIn } from "./lib.mjs";
import { seedBigStudio } from "./seed-big-studio.mjs";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const clients = Number(arg("clients", 100_000));
const duration = Number(arg("duration", 10));
const connections = Number(arg("connections", 10));
const databases = arg("databases", "postgres,embedded").split(",");
/** Only the reads whose label contains this text (e.g. "search"). */
const only = arg("reads", "");
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const MB = 1024 * 1024;
const env = { READ_CACHE_SECONDS: "0", LOGIN_RATE_LIMIT: "1000", FOCAL_SEED_DEMO: "false" };

async function getJson(base, cookie, url) {
  const response = await fetch(`${base}${url}`, { headers: { cookie } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
  return { json: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** The reads to measure: [label, urls (taken in turn), bound p99 ms]. */
async function readsOf(base, cookie, bounds) {
  const first = await getJson(base, cookie, "/api/clients?limit=50");
  const stages = (await getJson(base, cookie, "/api/stages")).json;
  // The second column of the wedding pipeline: a full one (the seed spreads projects over every stage).
  const stage =
    (Array.isArray(stages) ? stages : (stages.stages ?? [])).filter((s) => s.projectType === "WEDDING")[1] ??
    null;
  return [
    ["clients: first page", ["/api/clients?limit=50"], bounds.list],
    [
      "clients: next page",
      [`/api/clients?limit=50&cursor=${encodeURIComponent(first.json.nextCursor)}`],
      bounds.list,
    ],
    [
      "clients: search",
      ["bennett", "olivia kim", "lead4242", "(555) 013", "zzz-nobody"].map(
        (term) => `/api/clients?limit=50&search=${encodeURIComponent(term)}`,
      ),
      bounds.list,
    ],
    ["projects: first page", ["/api/projects?limit=50"], bounds.list],
    [
      "projects: search",
      ["garcia", "emma wedding", "portrait"].map(
        (t) => `/api/projects?limit=50&search=${encodeURIComponent(t)}`,
      ),
      bounds.list,
    ],
    ...(stage
      ? [["projects: one pipeline column", [`/api/projects?limit=50&stageId=${stage.id}`], bounds.list]]
      : []),
    ["proposals: first page", ["/api/proposals?limit=50"], bounds.list],
    // One photographer opens the dashboard: measured at one connection (it is one person's screen, and each
    // answer already runs its sections side by side), and at the lists' concurrency for the record.
    ["dashboard", ["/api/dashboard"], bounds.summary, 1],
    ["reports summary", ["/api/reports/summary"], bounds.summary, 1],
    ["dashboard", ["/api/dashboard"], null],
    ["reports summary", ["/api/reports/summary"], null],
  ];
}

async function measure(base, cookie, urls, users = connections) {
  let turn = 0;
  const sizes = [];
  for (const url of urls) sizes.push((await getJson(base, cookie, url)).bytes);
  const result = await autocannon({
    url: base,
    connections: users,
    duration,
    headers: { cookie },
    requests: [{ setupRequest: (request) => ({ ...request, path: urls[turn++ % urls.length] }) }],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx + result.timeouts,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => code !== "200")
      .map(([code, { count }]) => `${count} × ${code}`)
      .concat(result.timeouts ? [`${result.timeouts} timeouts`] : [])
      .join(", "),
    maxBytes: Math.max(...sizes),
  };
}

async function onPostgres() {
  const scratch = await createScratchDatabase(adminUrl);
  const server = focalServer({ databaseUrl: scratch.url, port: await freePort(), env });
  try {
    await server.start();
    const cookie = await signUpAndIn(server.url);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const started = Date.now();
    const { rows } = await client.query("SELECT id FROM photographers ORDER BY created_at DESC LIMIT 1");
    await seedBigStudio((text, params) => client.query(text, params), rows[0].id, { clients });
    await client.end();
    console.log(`PostgreSQL: seeded ${clients} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return await run("PostgreSQL", server.url, cookie, { list: 50, summary: 100 });
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

async function onEmbedded() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "focal-big-"));
  const server = focalServer({
    databaseUrl: undefined,
    port: await freePort(),
    env: { ...env, DATABASE_URL: null, FOCAL_DATA_DIR: dataDir },
  });
  try {
    await server.start();
    const email = `big-${Date.now()}@example.com`;
    await signUpAndIn(server.url, email);
    await server.stop();
    // The embedded database has one user at a time: seed it while the server is down.
    const started = Date.now();
    const database = new PGlite(dataDir, { extensions: { pg_trgm } });
    const { rows } = await database.query("SELECT id FROM photographers ORDER BY created_at DESC LIMIT 1");
    await seedBigStudio((text, params) => database.query(text, params), rows[0].id, { clients });
    await database.close();
    console.log(`embedded: seeded ${clients} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await server.start();
    const cookie = await signUpAndIn(server.url, email).catch(async () => {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "bench-password" }),
      });
      return /focal_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
    });
    return await run("embedded", server.url, cookie, { list: 150, summary: 100 });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function run(label, base, cookie, bounds) {
  const rows = [];
  for (const [name, urls, bound, users = connections] of await readsOf(base, cookie, bounds)) {
    if (!name.includes(only)) continue;
    rows.push({ database: label, name, bound, users, ...(await measure(base, cookie, urls, users)) });
  }
  return rows;
}

const rows = [];
if (databases.includes("postgres")) rows.push(...(await onPostgres()));
if (databases.includes("embedded")) rows.push(...(await onEmbedded()));

console.log(
  `\n${clients} clients, ${clients * 2} projects; ${connections} connections, ${duration} s a read\n`,
);
console.log(
  "| database | read | connections | req/s | p50 ms | p99 ms | bound p99 ms | largest answer | errors |",
);
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
let failed = false;
for (const r of rows) {
  const over = (r.bound !== null && r.p99 > r.bound) || r.maxBytes > MB || r.errors > 0;
  if (over) failed = true;
  console.log(
    `| ${r.database} | ${r.name} | ${r.users} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bound ?? "–"} | ${(r.maxBytes / 1024).toFixed(1)} kB | ${r.errors}${r.statuses ? ` (${r.statuses})` : ""}${over ? " ✗" : ""} |`,
  );
}
process.exit(failed ? 1 : 0);

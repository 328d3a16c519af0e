/**
 * A thousand studios on one PostgreSQL (issue 28, goal 4): does the realistic mix of a few studios keep
 * its pace when the database also holds 994 other studios' years of records? In one run, on one throwaway
 * database (created on the server behind BENCH_DATABASE_URL and dropped after), and one built server:
 *   1. the demo studio and `--studios` more are seeded through the API (bench/mix.mjs, as bench/load.mjs
 *      does), then the bare node:http ceiling and the mix are measured: the "6 studios" figure;
 *   2. the other studios are seeded by SQL (src/server/test/seed-many-studios.ts, `--seed-clients` clients
 *      a studio: about a million rows in all at the defaults), followed by the VACUUM ANALYZE autovacuum
 *      would run, then the ceiling and the same mix, on the same studios, are measured again.
 * The mix only ever reads and writes its own studios: what changes between the two is the size of the
 * tables and indexes it reaches through. The read cache stays on, as in production.
 *
 * Runs through tsx, which lets this file import the TypeScript seeder:
 *
 *   npm run build && npx tsx bench/many-studios.mjs [--duration 60] [--connections 50] [--warmup 5]
 *     [--studios 5] [--clients 40] [--total 1000] [--seed-clients 80] [--max-drop 0.2]
 *
 * Prints a Markdown table for docs/PERFORMANCE.md. Exits non-zero on any error or non-2xx answer, or when
 * the mix at a thousand studios is more than `--max-drop` (20 %) under its req/s at six. Each phase's
 * ratio to the ceiling measured just before it is printed too, as the machine is shared.
 */
import os from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { seedManyStudios } from "../src/server/test/seed-many-studios.ts";
import { createScratchDatabase, focalServer, freePort, load, startBareServer } from "./lib.mjs";
import { api, mixEntries, seedStudios, workloadOf } from "./mix.mjs";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const duration = arg("duration", 60);
const connections = arg("connections", 50);
const warmup = arg("warmup", 5);
const studioCount = arg("studios", 5);
const clientsPerStudio = arg("clients", 40);
const totalStudios = arg("total", 1000);
/** 80 clients (and projects) a studio make about 1,000 rows a studio over all tables. */
const seedClients = arg("seed-clients", 80);
const maxDrop = arg("max-drop", 0.2);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

/** The bare server's req/s, after a warm-up at the same load. */
async function ceilingPhase() {
  const bare = await startBareServer();
  try {
    if (warmup > 0) await load(bare.url, { duration: warmup, connections });
    return { ...(await load(bare.url, { duration, connections })), failures: [] };
  } finally {
    await bare.stop();
  }
}

const failuresOf = (counts) =>
  [...counts].filter(([, c]) => c.failed > 0).map(([kind, c]) => `${kind}: ${c.failed} (${c.sample})`);

/** The mix on the given studios, one studio per connection; failures in the warm-up count too. */
async function mixPhase(base, studios) {
  const workload = workloadOf(studios, mixEntries, base);
  const options = {
    url: base,
    connections,
    setupClient: workload.setupClient,
    requests: [{ path: "/api/health" }],
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const failures = failuresOf(workload.counts).map((f) => `warm-up ${f}`);
  workload.counts.clear();
  const result = await autocannon({ ...options, duration });
  failures.push(...failuresOf(workload.counts));
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
    failures,
  };
}

/**
 * The walk-ins the mix added but had no time to remove when its phase stopped: they go, so that the lists
 * keep their size and the next phase's walk-ins (the same addresses) are not refused as duplicates.
 */
async function removeWalkIns(base, studios) {
  // The server may still be answering the phase's last requests (a walk-in's own DELETE): 404 is fine.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let listed = 0;
  let removed = 0;
  for (const { cookie } of studios) {
    const { json } = await api(base, "GET", "/api/clients", { cookie });
    for (const client of json.filter((c) => c.firstName === "Walk")) {
      listed += 1;
      const path = `/api/clients/${client.id}`;
      const { json: answer } = await api(base, "DELETE", path, { cookie, expect: [200, 404] });
      if (answer.message === "Client deleted") removed += 1;
    }
  }
  return `${listed} walk-ins left listed, ${removed} removed`;
}

/** Studios, rows (the planner's counts, fresh after ANALYZE) and size of the scratch database. */
async function databaseFigures(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("ANALYZE");
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM photographers)::int AS studios,
              (SELECT sum(greatest(reltuples, 0)) FROM pg_class
                WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace)::bigint AS rows,
              pg_size_pretty(pg_database_size(current_database())) AS size`,
    );
    return { studios: rows[0].studios, rows: Number(rows[0].rows), size: rows[0].size };
  } finally {
    await client.end();
  }
}

/** The rest of the studios by SQL, then VACUUM ANALYZE (what autovacuum does after a bulk load). */
async function seedTheRest(url, count) {
  const started = Date.now();
  const seeded = await seedManyStudios(url, { studios: count, clientsPerStudio: seedClients });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("VACUUM ANALYZE");
  } finally {
    await client.end();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`seeded ${count} studios by SQL (${seeded.rows} rows) and vacuumed in ${seconds} s`);
}

const scratch = await createScratchDatabase(adminUrl);
const port = await freePort();
const focal = focalServer({
  databaseUrl: scratch.url,
  port,
  env: {
    FOCAL_SEED_DEMO: "true",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Seeding registers several studios from one address.
    LOGIN_RATE_LIMIT: "1000",
  },
});
const runs = [];
let failed = false;
try {
  await focal.start();
  const studios = await seedStudios(focal.url, { studioCount, clientsPerStudio });
  // Both ceilings are measured with Focal started and idle, so the two runs differ only in the data.
  const measureRun = async () => {
    const database = await databaseFigures(scratch.url);
    const ceiling = await ceilingPhase();
    const mix = await mixPhase(focal.url, studios);
    runs.push({ database, ceiling, mix });
    const walkIns = await removeWalkIns(focal.url, studios);
    console.log(
      `${database.studios} studios: ceiling ${ceiling.requestsPerSecond} req/s, mix ${mix.requestsPerSecond} req/s (${walkIns})`,
    );
  };
  await measureRun();
  await seedTheRest(scratch.url, totalStudios - studios.length);
  await measureRun();
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await focal.stop();
  await scratch.drop();
}

console.log(
  `\n${connections} connections, ${duration} s a phase (after ${warmup} s of warm-up), ${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}; the mix on ${studioCount + 1} studios\n`,
);
console.log(
  "| database | rows | size | phase | req/s | p50 ms | p99 ms | errors + non-2xx | ratio to ceiling |",
);
console.log("|---|---:|---:|---|---:|---:|---:|---:|---:|");
for (const { database, ceiling, mix } of runs) {
  for (const [label, r] of [
    ["bare `node:http` (ceiling)", ceiling],
    ["realistic mix", mix],
  ]) {
    const ratio = (r.requestsPerSecond / ceiling.requestsPerSecond).toFixed(3);
    console.log(
      `| ${database.studios} studios | ${database.rows.toLocaleString("en")} | ${database.size} | ${label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${ratio} |`,
    );
    if (r.errors > 0 || r.failures.length > 0) failed = true;
    for (const failure of r.failures) console.log(`  failed: ${failure}`);
  }
}
if (runs.length === 2) {
  const [few, many] = runs;
  const ratio = many.mix.requestsPerSecond / few.mix.requestsPerSecond;
  const toCeiling = (run) => run.mix.requestsPerSecond / run.ceiling.requestsPerSecond;
  console.log(
    `\nmix at ${many.database.studios} studios / at ${few.database.studios}: ${ratio.toFixed(3)} of the req/s (required: ${(1 - maxDrop).toFixed(2)}), ${(toCeiling(many) / toCeiling(few)).toFixed(3)} of the ratio to the ceiling; p99 ${few.mix.p99} → ${many.mix.p99} ms`,
  );
  if (ratio < 1 - maxDrop) failed = true;
} else failed = true;
process.exit(failed ? 1 : 0);

/**
 * Load test of a realistic mix on PostgreSQL (issue 12, point 5). In one run, on this machine:
 *   (a) the ceiling: a bare node:http server answering a tiny JSON body;
 *   (b) authenticated list reads alone: the lists the app's first screens load;
 *   (c) for comparison, authenticated detail reads (one client, project or proposal each);
 *   (d) the mix: list and detail reads, writes, public pages and the app shell's session check.
 * Each phase has the same duration and connection count. Focal runs the built server (`npm run build`)
 * as a child process on a throwaway database (created on the server behind BENCH_DATABASE_URL and
 * dropped after), seeded through the API; autocannon runs in this process. The three share the
 * machine's cores, so the ratio to the ceiling measured in the same run is the figure to compare.
 *
 *   npm run build && node bench/load.mjs [--duration 60] [--connections 50] [--studios 5] [--clients 40]
 *
 * Exits non-zero on any error or non-2xx answer, or when the list reads fall under 0.2 of the ceiling
 * (`--min-ratio`). Prints a Markdown table for docs/PERFORMANCE.md.
 */
import os from "node:os";
import autocannon from "autocannon";
import {
  backendPids,
  cpuSeconds,
  createScratchDatabase,
  focalServer,
  freePort,
  load,
  startBareServer,
} from "./lib.mjs";
import { mixEntries, pick, seedStudios, workloadOf } from "./mix.mjs";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const duration = arg("duration", 60);
const connections = arg("connections", 50);
const studioCount = arg("studios", 5);
const clientsPerStudio = arg("clients", 40);
const minRatio = arg("min-ratio", 0.2);
/** Seconds of the same load before each measured phase, so that V8 has optimised the hot code. */
const warmup = arg("warmup", 5);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const phases = (process.env.BENCH_PHASES ?? "ceiling,lists,details,mix").split(",");
/** Extra server options for experiments, e.g. BENCH_SERVER_ENV='{"DATABASE_POOL_MAX":"20"}'. */
const serverEnv = JSON.parse(process.env.BENCH_SERVER_ENV ?? "{}");
const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(" ") : [];

// ---------------------------------------------------------------------------------------------------
// Load: the CPU each side spent

async function measure(url, workload, { backends, serverPid }) {
  const options = {
    url,
    connections,
    setupClient: workload.setupClient,
    requests: [{ path: "/api/health" }],
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const warmupCounts = new Map(workload.counts);
  workload.counts.clear();
  const server0 = cpuSeconds(serverPid);
  const database0 = new Map((await backends.refresh()).map((pid) => [pid, cpuSeconds(pid)]));
  const bench0 = process.cpuUsage();
  const result = await autocannon({ ...options, duration });
  const bench1 = process.cpuUsage(bench0);
  const server1 = cpuSeconds(serverPid);
  // A connection opened during the phase counts whole; one closed during it is lost (the pool keeps them).
  const database1 = (await backends.refresh()).reduce(
    (sum, pid) => sum + cpuSeconds(pid) - (database0.get(pid) ?? 0),
    0,
  );
  const perRequest = (seconds) => Math.round((seconds / Math.max(1, result.requests.total)) * 1e6);
  const warmupFailures = [...warmupCounts.values()].reduce((sum, c) => sum + c.failed, 0);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx + warmupFailures,
    total: result.requests.total,
    serverCpu: perRequest(server1 - server0),
    databaseCpu: perRequest(database1),
    benchCpu: perRequest((bench1.user + bench1.system) / 1e6),
  };
}

// ---------------------------------------------------------------------------------------------------

const rows = [];
let ceiling = null;
if (phases.includes("ceiling")) {
  const bare = await startBareServer();
  try {
    if (warmup > 0) await load(bare.url, { duration: warmup, connections });
    const server0 = cpuSeconds(bare.pid);
    const bench0 = process.cpuUsage();
    const result = await load(bare.url, { duration, connections });
    const bench1 = process.cpuUsage(bench0);
    ceiling = {
      ...result,
      non2xx: 0,
      serverCpu: Math.round(((cpuSeconds(bare.pid) - server0) / result.total) * 1e6),
      databaseCpu: 0,
      benchCpu: Math.round(((bench1.user + bench1.system) / 1e6 / result.total) * 1e6),
    };
  } finally {
    await bare.stop();
  }
  rows.push(["bare `node:http` (ceiling)", ceiling, ""]);
}

const scratch = await createScratchDatabase(adminUrl);
const port = await freePort();
const focal = focalServer({
  databaseUrl: scratch.url,
  port,
  nodeArgs,
  env: {
    FOCAL_SEED_DEMO: "true",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Seeding registers several studios from one address.
    LOGIN_RATE_LIMIT: "1000",
    ...serverEnv,
  },
});
let failed = false;
const counts = [];
try {
  await focal.start();
  const studios = await seedStudios(focal.url, { studioCount, clientsPerStudio });
  const backends = backendPids(adminUrl, new URL(scratch.url).pathname.slice(1));
  const where = { backends, serverPid: focal.child.pid };

  // The lists the photographer's first screens load: Clients, Projects (the pipeline), Proposals, Packages.
  const listEntries = ["/api/clients", "/api/projects", "/api/proposals", "/api/packages"].map((path) => ({
    kind: `GET ${path}`,
    path,
  }));
  if (phases.includes("lists")) {
    const lists = workloadOf(studios, listEntries, focal.url);
    const result = await measure(focal.url, lists, where);
    rows.push([
      "authenticated list reads",
      result,
      ceiling ? result.requestsPerSecond / ceiling.requestsPerSecond : "",
    ]);
    counts.push(["lists", lists.counts]);
    if (ceiling && result.requestsPerSecond / ceiling.requestsPerSecond < minRatio) failed = true;
  }

  // For comparison: the detail pages, one row each (a client, a project, a proposal).
  if (phases.includes("details")) {
    const detailEntries = [
      { kind: "GET /api/clients/:id", path: (s, c) => `/api/clients/${pick(s.clientIds, c.n)}` },
      { kind: "GET /api/projects/:id", path: (s, c) => `/api/projects/${pick(s.projects, c.n).id}` },
      { kind: "GET /api/proposals/:id", path: (s, c) => `/api/proposals/${pick(s.proposalIds, c.n)}` },
    ];
    const details = workloadOf(studios, detailEntries, focal.url);
    const result = await measure(focal.url, details, where);
    rows.push([
      "authenticated detail reads",
      result,
      ceiling ? result.requestsPerSecond / ceiling.requestsPerSecond : "",
    ]);
    counts.push(["details", details.counts]);
  }

  if (phases.includes("mix")) {
    // The mix (bench/mix.mjs): 21 requests a cycle; docs/PERFORMANCE.md says why these weights.
    const mix = workloadOf(studios, mixEntries, focal.url);
    const result = await measure(focal.url, mix, where);
    rows.push(["realistic mix", result, ceiling ? result.requestsPerSecond / ceiling.requestsPerSecond : ""]);
    counts.push(["mix", mix.counts]);
  }
} finally {
  await focal.stop();
  await scratch.drop();
}

console.log(
  `\n${connections} connections, ${duration} s a phase, ${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}\n`,
);
// "CPU ratio": the ceiling's CPU per request (server and load generator) over the phase's (server,
// PostgreSQL, load generator): what the throughput ratio would be if every phase had the whole machine.
const cpuOf = (r) => r.serverCpu + r.databaseCpu + r.benchCpu;
console.log(
  "| phase | req/s | p50 ms | p99 ms | errors | non-2xx | ratio to ceiling | server CPU µs/req | PostgreSQL CPU µs/req | autocannon CPU µs/req | CPU ratio |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const [label, r, ratio] of rows) {
  const shown = ratio === "" ? (r === ceiling ? "1.000" : "") : ratio.toFixed(3);
  const cpuRatio = ceiling ? (cpuOf(ceiling) / cpuOf(r)).toFixed(3) : "";
  console.log(
    `| ${label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${shown} | ${r.serverCpu} | ${r.databaseCpu} | ${r.benchCpu} | ${cpuRatio} |`,
  );
  if (r.errors > 0 || r.non2xx > 0) failed = true;
}
for (const [phase, byKind] of counts) {
  const parts = [...byKind].map(
    ([kind, c]) => `${kind} ${c.total}${c.failed ? ` (${c.failed} failed: ${c.sample})` : ""}`,
  );
  console.log(`\n${phase}: ${parts.join(", ")}`);
}
if (ceiling && rows.find(([label]) => label === "authenticated list reads")) {
  const [, lists] = rows.find(([label]) => label === "authenticated list reads");
  const ratio = lists.requestsPerSecond / ceiling.requestsPerSecond;
  console.log(`\nlist reads at ${ratio.toFixed(3)} of the ceiling (required: ${minRatio})`);
}
process.exit(failed ? 1 : 0);

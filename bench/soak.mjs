/**
 * Soak test of the server's memory (issue 28): the realistic mix of bench/load.mjs (bench/mix.mjs) for
 * many minutes at 50 connections against the built server on PostgreSQL, with the server process's
 * resident memory (VmRSS from /proc) and the throughput printed every minute. The caches are bounded in
 * bytes (READ_CACHE_MAX_BYTES, SESSION_CACHE_MAX_BYTES), so after its first minutes the server's RSS
 * should stay flat; a leak shows as a steady climb.
 *
 *   npm run build && node bench/soak.mjs [--minutes 30] [--connections 50] [--studios 5] [--clients 40]
 *                                        [--max-rss 300] [--max-growth 5]
 *
 * At the end: the peak RSS (VmHWM) and the least-squares slope of the per-minute RSS over the second half
 * of the run, in MB per 10 minutes. Exits non-zero when the peak reaches --max-rss MB, when the slope
 * is more than --max-growth % of the second half's mean RSS per 10 minutes, or on any error or non-2xx
 * answer. Linux only (/proc).
 */
import fs from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { createScratchDatabase, focalServer, freePort } from "./lib.mjs";
import { mixEntries, seedStudios, workloadOf } from "./mix.mjs";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const minutes = arg("minutes", 30);
const connections = arg("connections", 50);
const studioCount = arg("studios", 5);
const clientsPerStudio = arg("clients", 40);
const maxRssMb = arg("max-rss", 300);
const maxGrowthPercent = arg("max-growth", 5);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
/**
 * The server runs as `npm start` runs it (package.json: the heap and young-generation limits, two malloc
 * arenas), so the soak measures what production runs. BENCH_NODE_ARGS replaces the Node options (an empty
 * string: Node's defaults); BENCH_SERVER_ENV adds settings, e.g. '{"READ_CACHE_MAX_BYTES":"8388608"}'.
 */
const serverEnv = { MALLOC_ARENA_MAX: "2", ...JSON.parse(process.env.BENCH_SERVER_ENV ?? "{}") };
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "--max-semi-space-size=8 --max-old-space-size=256")
  .split(" ")
  .filter(Boolean);

if (!(minutes >= 2)) throw new Error("--minutes must be at least 2: the slope needs two samples");

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: the peak so far). */
function memoryMb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kilobytes) / 1024;
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    variance += (p.x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

const responsesOf = (counts) => [...counts.values()].reduce((sum, c) => sum + c.total, 0);
const failuresOf = (counts) => [...counts.values()].reduce((sum, c) => sum + c.failed, 0);

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
try {
  await focal.start();
  const pid = focal.child.pid;
  const studios = await seedStudios(focal.url, { studioCount, clientsPerStudio });
  const mix = workloadOf(studios, mixEntries, focal.url);

  console.log(
    `\n${minutes} min of the mix at ${connections} connections, ${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}\n`,
  );
  console.log("| minute | RSS MB | req/s | failed |");
  console.log("|---:|---:|---:|---:|");
  const samples = [{ minute: 0, rss: memoryMb(pid, "VmRSS") }];
  console.log(`| 0 | ${samples[0].rss.toFixed(1)} | | |`);

  const start = Date.now();
  let lastResponses = 0;
  let lastFailures = 0;
  let lastAt = start;
  const sampler = setInterval(() => {
    const now = Date.now();
    const responses = responsesOf(mix.counts);
    const failures = failuresOf(mix.counts);
    const sample = { minute: samples.length, rss: memoryMb(pid, "VmRSS") };
    samples.push(sample);
    const perSecond = ((responses - lastResponses) / ((now - lastAt) / 1000)).toFixed(0);
    console.log(
      `| ${sample.minute} | ${sample.rss.toFixed(1)} | ${perSecond} | ${failures - lastFailures} |`,
    );
    lastResponses = responses;
    lastFailures = failures;
    lastAt = now;
  }, 60_000);
  let result;
  try {
    result = await autocannon({
      url: focal.url,
      connections,
      duration: minutes * 60,
      setupClient: mix.setupClient,
      requests: [{ path: "/api/health" }],
    });
  } finally {
    clearInterval(sampler);
  }
  // The last minute's sample may land a moment after autocannon stops: take it now if it is missing.
  if (samples.length <= minutes) samples.push({ minute: samples.length, rss: memoryMb(pid, "VmRSS") });
  const peak = memoryMb(pid, "VmHWM");

  const secondHalf = samples.filter((s) => s.minute > minutes / 2);
  const mean = secondHalf.reduce((sum, s) => sum + s.rss, 0) / secondHalf.length;
  const per10 = slope(secondHalf.map((s) => ({ x: s.minute, y: s.rss }))) * 10;
  const growth = (per10 / mean) * 100;
  const errors = result.errors + result.timeouts;
  const non2xx = result.non2xx;

  const parts = [...mix.counts].map(
    ([kind, c]) => `${kind} ${c.total}${c.failed ? ` (${c.failed} failed: ${c.sample})` : ""}`,
  );
  console.log(`\nmix: ${parts.join(", ")}`);
  console.log(
    `${Math.round(result.requests.average)} req/s on average, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors, ${non2xx} non-2xx`,
  );
  console.log(`peak RSS (VmHWM): ${peak.toFixed(1)} MB (limit: under ${maxRssMb} MB)`);
  console.log(
    `second half (minutes ${secondHalf[0].minute}-${secondHalf.at(-1).minute}): mean RSS ${mean.toFixed(1)} MB, slope ${per10.toFixed(2)} MB per 10 min (${growth.toFixed(2)} % of the mean; limit: ${maxGrowthPercent} %)`,
  );
  if (peak >= maxRssMb) {
    console.log(`FAIL: the peak RSS reached ${maxRssMb} MB`);
    failed = true;
  }
  if (growth > maxGrowthPercent) {
    console.log(`FAIL: RSS grows by more than ${maxGrowthPercent} % of its mean per 10 minutes`);
    failed = true;
  }
  if (errors > 0 || non2xx > 0) {
    console.log("FAIL: errors or non-2xx answers");
    failed = true;
  }
} catch (error) {
  console.error(error);
  console.error(focal.output().slice(-4000));
  failed = true;
} finally {
  await focal.stop();
  await scratch.drop();
}
process.exit(failed ? 1 : 0);

/**
 * Authenticated GET /api/auth/me (a session lookup joined to the user and studio) against a bare
 * node:http JSON server in the same run, on PGlite and, when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set, on PostgreSQL (in a throwaway database made there and dropped after). Prints a Markdown table for docs/PERFORMANCE.md.
 *
 *   npm run build && node bench/auth-me.mjs [--duration 10] [--connections 20]
 */
import os from "node:os";
import { createScratchDatabase, load, signUpAndIn, startBareServer, startFocal } from "./lib.mjs";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const duration = arg("duration", 10);
const connections = arg("connections", 20);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const rows = [];
const bare = await startBareServer();
const ceiling = await load(bare.url, { duration, connections });
await bare.stop();
rows.push(["bare node:http (ceiling)", ceiling, 1]);

for (const [label, databaseUrl] of [
  ["Focal on PGlite", undefined],
  ...(postgresUrl ? [["Focal on PostgreSQL", postgresUrl]] : []),
]) {
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl) : null;
  const focal = await startFocal({ databaseUrl: scratch?.url });
  try {
    const cookie = await signUpAndIn(focal.url);
    const result = await load(`${focal.url}/api/auth/me`, { duration, connections, headers: { cookie } });
    rows.push([label, result, result.requestsPerSecond / ceiling.requestsPerSecond]);
  } finally {
    await focal.stop();
    await scratch?.drop();
  }
}

console.log(
  `\nGET /api/auth/me, ${connections} connections, ${duration} s each, ${os.cpus().length} cores, Node ${process.version}\n`,
);
console.log("| server | req/s | p50 ms | p99 ms | errors | ratio to ceiling |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const [label, r, ratio] of rows) {
  console.log(
    `| ${label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${ratio.toFixed(3)} |`,
  );
}
const failed = rows.some(([, r]) => r.errors > 0);
process.exit(failed ? 1 : 0);

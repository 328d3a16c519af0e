/**
 * A studio with 10,000 projects (2,000 clients) on PostgreSQL: latency of GET /api/projects (all and one
 * type), GET /api/stages and GET /api/reports/summary, one connection for 5 s each.
 * Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin connection; a throwaway database is made there).
 *
 *   npm run build && node bench/projects.mjs [--projects 10000]
 */
import pg from "pg";
import { createScratchDatabase, load, signUpAndIn, startFocal } from "./lib.mjs";

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.");
  process.exit(2);
}
const index = process.argv.indexOf("--projects");
const total = index > 0 ? Number(process.argv[index + 1]) : 10_000;

const scratch = await createScratchDatabase(adminUrl);
const focal = await startFocal({ databaseUrl: scratch.url });
const rows = [];
try {
  const email = `bench-${Date.now()}@example.com`;
  const cookie = await signUpAndIn(focal.url, email);
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const started = performance.now();
  // Clients, then projects spread over every type and its stages, created over the past two years.
  await db.query(
    `WITH studio AS (SELECT photographer_id AS id FROM users WHERE email = $1)
     INSERT INTO clients (photographer_id, first_name, last_name, email, created_at)
     SELECT studio.id, 'Client' || g, 'Bench', 'client' || g || '@example.com', now() - (g || ' hours')::interval
       FROM studio, generate_series(1, $2) g`,
    [email, Math.ceil(total / 5)],
  );
  await db.query(
    `WITH studio AS (SELECT photographer_id AS id FROM users WHERE email = $1),
          c AS (SELECT id, row_number() OVER () AS n FROM clients WHERE photographer_id = (SELECT id FROM studio)),
          s AS (SELECT id, project_type, row_number() OVER (PARTITION BY project_type ORDER BY order_index) AS n
                  FROM stages WHERE photographer_id = (SELECT id FROM studio))
     INSERT INTO projects (photographer_id, client_id, project_type, title, stage_id, stage_entered_at, status, created_at)
     SELECT (SELECT id FROM studio), c.id, s.project_type, 'Project ' || g, s.id,
            now() - ((g % 30) || ' days')::interval,
            CASE WHEN g % 7 = 0 THEN 'COMPLETED' ELSE 'ACTIVE' END,
            now() - ((g % 730) || ' days')::interval
       FROM generate_series(1, $2) g
       JOIN c ON c.n = 1 + (g % (SELECT count(*) FROM c))
       JOIN s ON s.project_type = (ARRAY['WEDDING','WEDDING','WEDDING','ENGAGEMENT','PORTRAIT','FAMILY','EVENT','COMMERCIAL'])[1 + g % 8]
             AND s.n = 1 + (g % 6)`,
    [email, total],
  );
  await db.query("ANALYZE");
  const [{ count }] = (await db.query("SELECT count(*)::int AS count FROM projects")).rows;
  await db.end();
  console.log(`seeded ${count} projects in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const path of [
    "/api/projects",
    "/api/projects?projectType=WEDDING",
    "/api/stages?projectType=WEDDING",
    "/api/reports/summary",
  ]) {
    const result = await load(`${focal.url}${path}`, { connections: 1, duration: 5, headers: { cookie } });
    rows.push([path, result]);
  }
} finally {
  await focal.stop();
  await scratch.drop();
}
console.log(`\n${total} projects on PostgreSQL, 1 connection, 5 s per route\n`);
console.log("| route | p50 ms | p99 ms | req/s | errors |");
console.log("|---|---:|---:|---:|---:|");
for (const [path, r] of rows)
  console.log(`| \`GET ${path}\` | ${r.p50} | ${r.p99} | ${r.requestsPerSecond} | ${r.errors} |`);
process.exit(rows.some(([, r]) => r.errors > 0) ? 1 : 0);

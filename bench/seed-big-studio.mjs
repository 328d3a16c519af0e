/**
 * Fills one studio with years of leads by SQL, in seconds: `clients` clients (names from a small list,
 * so a search finds many), `projectsPerClient` projects each spread over its pipeline's stages and project
 * types, a proposal for every fourth project, created over the past years (newest first in the lists).
 * Used by bench/big-studio.mjs and the e2e that scrolls a 100,000-client studio.
 *
 * `query(text, params)` runs one statement: a pg client's or PGlite's `query`. The studio must exist (made
 * through the API, so that it has its stages). Row triggers are switched off for the bulk inserts (they
 * would tell the read caches 300,000 times); the last statement runs with them on, so every server drops
 * what it kept of the studio.
 */
const FIRST = ["Olivia", "Liam", "Emma", "Noah", "Ava", "Mateo", "Sophia", "Lucas", "Mia", "Ethan", "Zoe"];
const LAST = ["Bennett", "Garcia", "Kim", "Okafor", "Rossi", "Nguyen", "Schmidt", "Silva", "Cohen", "Patel"];
const TYPES = ["WEDDING", "WEDDING", "ENGAGEMENT", "FAMILY", "PORTRAIT"];

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(",")}]`;

export async function seedBigStudio(
  query,
  photographerId,
  { clients = 100_000, projectsPerClient = 2 } = {},
) {
  await query("SET session_replication_role = replica");
  try {
    await query(
      `INSERT INTO clients (photographer_id, first_name, last_name, email, phone, notes, lead_source, created_at)
       SELECT $1,
              (${sqlArray(FIRST)})[1 + i % ${FIRST.length}],
              (${sqlArray(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}],
              'lead' || i || '@example.com',
              CASE WHEN i % 3 = 0 THEN NULL ELSE '(555) 01' || (i % 10) || '-' || lpad((i % 10000)::text, 4, '0') END,
              CASE WHEN i % 2 = 0 THEN 'Met at the bridal fair; prefers e-mail.' END,
              'MANUAL',
              now() - make_interval(mins => i * 5)
         FROM generate_series(1, $2::int) AS i`,
      [photographerId, clients],
    );
    await query(
      `WITH numbered AS (
         SELECT id, project_type, row_number() OVER (PARTITION BY project_type ORDER BY order_index) - 1 AS n,
                count(*) OVER (PARTITION BY project_type) AS stage_count
           FROM stages WHERE photographer_id = $1
       ), wanted AS (
         SELECT c.id AS client_id, c.first_name, c.last_name, c.created_at, k,
                (${sqlArray(TYPES)})[1 + (abs(hashtext(c.id::text)) + k) % ${TYPES.length}] AS project_type,
                abs(hashtext(c.id::text || k)) AS spread
           FROM clients c CROSS JOIN generate_series(1, $2::int) AS k
          WHERE c.photographer_id = $1
       )
       INSERT INTO projects (photographer_id, client_id, project_type, title, stage_id, event_date, has_event_date,
                             status, created_at)
       SELECT $1, w.client_id, w.project_type,
              w.first_name || ' ' || w.last_name || ' ' || lower(w.project_type),
              (SELECT s.id FROM numbered s WHERE s.project_type = w.project_type AND s.n = w.spread % s.stage_count),
              (current_date + (w.spread % 700) - 200),
              true,
              CASE WHEN w.spread % 10 = 0 THEN 'COMPLETED' ELSE 'ACTIVE' END,
              w.created_at + make_interval(secs => w.k)
         FROM wanted w`,
      [photographerId, projectsPerClient],
    );
  } finally {
    await query("SET session_replication_role = DEFAULT");
  }
  // One row written with the triggers on: every server's read cache drops the studio.
  await query(
    `INSERT INTO clients (photographer_id, first_name, last_name, email) VALUES ($1, 'Newest', 'Lead', 'newest@example.com')`,
    [photographerId],
  );
  await query("ANALYZE clients");
  await query("ANALYZE projects");
}

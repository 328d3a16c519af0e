/**
 * Fills one studio with years of leads by SQL, in seconds: `clients` clients (names from a small list,
 * so a search finds many), `projectsPerClient` projects each spread over its pipeline's stages and project
 * types, a proposal for every fourth project
 * (with payments for those paid) and a message from every client, created over the past years (newest first in the lists).
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
    await seedProposalsAndMessages(query, photographerId);
  } finally {
    await query("SET session_replication_role = DEFAULT");
  }
  // One row written with the triggers on: every server's read cache drops the studio.
  await query(
    `INSERT INTO clients (photographer_id, first_name, last_name, email) VALUES ($1, 'Newest', 'Lead', 'newest@example.com')`,
    [photographerId],
  );
  // As autovacuum would have left a studio that grew over years: statistics, and the visibility map that
  // lets a count read an index alone.
  for (const table of ["clients", "projects", "estimates", "estimate_payments", "messages"]) {
    await query(`VACUUM ANALYZE ${table}`);
  }
}

/**
 * A proposal for every fourth project, in every state from draft to paid (a fifth each); the partly
 * paid and paid ones with their payment; and one message from each client, every fiftieth unread, so
 * that the dashboard and the reports have years of money and conversations to add up.
 */
async function seedProposalsAndMessages(query, photographerId) {
  await query(
    `WITH chosen AS (
       SELECT p.id, p.client_id, p.title, p.created_at, abs(hashtext(p.id::text)) % 5 AS state
         FROM projects p
        WHERE p.photographer_id = $1 AND abs(hashtext(p.id::text || 'proposal')) % 4 = 0
     )
     INSERT INTO estimates (photographer_id, client_id, project_id, title, subtotal_cents, total_cents,
                            deposit_cents, tax_rate_basis_points, status, token, sent_at, signed_at, created_at)
     SELECT $1, c.client_id, c.id, c.title || ' proposal', 300000, 300000, 100000, 0,
            (ARRAY['DRAFT','SENT','SIGNED','PAID_PARTIAL','PAID'])[1 + c.state],
            'big-' || c.id,
            CASE WHEN c.state >= 1 THEN c.created_at + interval '1 day' END,
            CASE WHEN c.state >= 2 THEN c.created_at + interval '3 days' END,
            c.created_at + interval '1 hour'
       FROM chosen c`,
    [photographerId],
  );
  await query(
    `INSERT INTO estimate_payments (photographer_id, estimate_id, client_id, amount_cents, method, status,
                                    completed_at, created_at)
     SELECT $1, e.id, e.client_id, CASE e.status WHEN 'PAID' THEN e.total_cents ELSE e.deposit_cents END,
            'CARD', 'COMPLETED', e.signed_at + interval '1 hour', e.signed_at + interval '1 hour'
       FROM estimates e
      WHERE e.photographer_id = $1 AND e.status IN ('PAID_PARTIAL', 'PAID')`,
    [photographerId],
  );
  await query(
    `INSERT INTO messages (photographer_id, client_id, content, sent_by_photographer, read_at, created_at)
     SELECT $1, c.id, 'Hi! Is ' || c.first_name || ' still free for our date next summer?', false,
            CASE WHEN row_number() OVER (ORDER BY c.created_at) % 50 <> 0 THEN c.created_at + interval '2 hours' END,
            c.created_at + interval '1 hour'
       FROM clients c
      WHERE c.photographer_id = $1`,
    [photographerId],
  );
}

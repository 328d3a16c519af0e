/**
 * Drip campaigns at scale on PostgreSQL: a studio with N wedding leads in Inquiry turns its campaign on.
 * Measures the save (which enrols every lead in one transaction), then makes every first e-mail due and
 * times the clock job and the delivery workers until each lead has exactly one e-mail in the outbox.
 * Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin connection; a throwaway database is made there).
 *
 *   npm run build && node bench/drip.mjs [--leads 5000]
 */
import pg from "pg";
import { createScratchDatabase, signUpAndIn, startFocal } from "./lib.mjs";

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.");
  process.exit(2);
}
const index = process.argv.indexOf("--leads");
const total = index > 0 ? Number(process.argv[index + 1]) : 5_000;

const scratch = await createScratchDatabase(adminUrl);
const focal = await startFocal({ databaseUrl: scratch.url });
const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
let failed = false;
try {
  const email = `bench-${Date.now()}@example.com`;
  const cookie = await signUpAndIn(focal.url, email);
  await db.query(
    `WITH studio AS (SELECT photographer_id AS id FROM users WHERE email = $1),
          clients_made AS (
            INSERT INTO clients (photographer_id, first_name, last_name, email)
            SELECT studio.id, 'Lead' || g, 'Bench', 'lead' || g || '@example.com'
              FROM studio, generate_series(1, $2) g
            RETURNING id, photographer_id)
     INSERT INTO projects (photographer_id, client_id, project_type, title, stage_id, stage_entered_at)
     SELECT c.photographer_id, c.id, 'WEDDING', 'Wedding', s.id, now()
       FROM clients_made c
       JOIN stages s ON s.photographer_id = c.photographer_id AND s.project_type = 'WEDDING' AND s.is_default`,
    [email, total],
  );
  await db.query("ANALYZE");

  const saveStarted = performance.now();
  const saved = await fetch(`${focal.url}/api/static-campaign-settings`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ projectType: "WEDDING", campaignEnabled: true, emailToggles: "{}" }),
  });
  const saveMs = performance.now() - saveStarted;
  const result = await saved.json();
  if (saved.status !== 200 || result.enrolled !== total)
    throw new Error(`save: ${saved.status} ${JSON.stringify(result)}`);

  // Whatever the hour in New York, make every first e-mail due now (enrolment at night waits for 09:00).
  await db.query(
    "UPDATE drip_subscriptions SET next_email_at = now() WHERE next_email_index = 0 AND status = 'ACTIVE'",
  );
  const dueAt = Date.now();
  let firstAt = null;
  let sent = 0;
  while (sent < total && Date.now() - dueAt < 300_000) {
    await new Promise((r) => setTimeout(r, 250));
    sent = (await db.query("SELECT count(*)::int AS n FROM drip_deliveries WHERE status = 'SENT'")).rows[0].n;
    if (sent > 0 && firstAt === null) firstAt = Date.now();
  }
  const doneAt = Date.now();
  const [{ outbox, distinct }] = (
    await db.query(
      "SELECT count(*)::int AS outbox, count(DISTINCT to_address)::int AS distinct FROM outbox_messages",
    )
  ).rows;
  failed = sent !== total || outbox !== total || distinct !== total;
  console.log(`\n${total} wedding leads on PostgreSQL, one server\n`);
  console.log("| measure | figure |");
  console.log("|---|---:|");
  console.log(`| save with enrolment of ${total} leads | ${Math.round(saveMs)} ms |`);
  console.log(`| due to first e-mail sent | ${((firstAt - dueAt) / 1000).toFixed(1)} s |`);
  console.log(`| first to last e-mail sent | ${((doneAt - firstAt) / 1000).toFixed(1)} s |`);
  console.log(`| throughput | ${Math.round(sent / ((doneAt - firstAt) / 1000 || 1))} e-mails/s |`);
  console.log(`| e-mails in the outbox / distinct recipients | ${outbox} / ${distinct} |`);
  if (failed)
    console.error(`\nFAILED: ${sent} sent, ${outbox} in the outbox, ${distinct} distinct recipients`);
} finally {
  await db.end();
  await focal.stop();
  await scratch.drop();
}
process.exit(failed ? 1 : 0);

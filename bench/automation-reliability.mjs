/**
 * Reliability of the automation engine across server copies: two Focal servers with job workers on one
 * scratch PostgreSQL database, a stage automation that e-mails at once (development outbox, written in
 * the same transaction as the execution row), 1,000 projects moved into its stage through the API of
 * both servers, and server 2 SIGKILLed midway and restarted. Passes when every project got exactly one
 * e-mail: 1,000 outbox messages, no recipient twice, 1,000 e-mail logs, 1,000 executions SUCCESS.
 * Prints due-to-sent latency, throughput and how long the killed server's jobs took to be picked up,
 * and appends the table to docs/PERFORMANCE.md when it passes (not with --no-append).
 *
 *   npm run build && node bench/automation-reliability.mjs [--projects 1000] [--kill-at 400]
 *     [--maintenance-seconds 5] [--timeout-seconds 300] [--no-append]
 *
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is an admin connection, default postgres@127.0.0.1:5432.
 */
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { createScratchDatabase, focalServer, freePort, signUpAndIn } from "./lib.mjs";

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const total = option("projects", 1000);
const killAt = option("kill-at", Math.round(total * 0.4));
const maintenanceSeconds = option("maintenance-seconds", 5);
const timeoutSeconds = option("timeout-seconds", 300);
const append = !process.argv.includes("--no-append");
const concurrency = 16;
const QUEUES = ["events.project-stage-entered", "automations.run"];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const log = (text) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${text}`);

const scratch = await createScratchDatabase(adminUrl);
const env = {
  FOCAL_JOBS: "true",
  FOCAL_SEED_DEMO: "false",
  FOCAL_QUEUE_MAINTENANCE_SECONDS: String(maintenanceSeconds),
  SMTP_URL: null,
  TWILIO_ACCOUNT_SID: null,
};
const servers = [
  focalServer({ databaseUrl: scratch.url, port: await freePort(), env }),
  focalServer({ databaseUrl: scratch.url, port: await freePort(), env }),
];
const db = new pg.Client({ connectionString: scratch.url });
const failures = [];
const check = (ok, text) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${text}`);
  if (!ok) failures.push(text);
};
let result = null;

try {
  // One at a time: the first start migrates the database and creates the queue's schema.
  await servers[0].start();
  await servers[1].start();
  await db.connect();
  log(`servers on ${servers.map((s) => s.url).join(" and ")}, database ${scratch.url.split("/").pop()}`);
  result = await run();
} catch (error) {
  failures.push(error.message);
  console.error(error);
  for (const [i, server] of servers.entries()) {
    const tail = server.output().slice(-3000);
    if (tail) console.error(`--- server ${i + 1} output (tail) ---\n${tail}`);
  }
} finally {
  await db.end().catch(() => {});
  await Promise.all(servers.map((server) => server.stop().catch(() => {})));
  await scratch.drop();
}

if (result) report(result);
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
process.exit(0);

async function run() {
  const email = `reliability-${Date.now()}@example.com`;
  const cookie = await signUpAndIn(servers[0].url, email);
  const api = async (server, method, path, body) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const [s1] = servers;

  // 1. The automation: "Consultation" e-mails at once.
  const template = await api(s1, "POST", "/api/templates", {
    name: "Consultation booked",
    channel: "EMAIL",
    subject: "Your consultation, {{firstName}}",
    textBody: "Hi {{firstName}}, thanks for booking a consultation with {{businessName}}.",
  });
  const stages = await api(s1, "GET", "/api/stages?projectType=WEDDING");
  const consultation = stages.find((stage) => stage.name === "Consultation");
  const first = stages[0];
  if (!consultation || first.id === consultation.id) throw new Error("no Consultation stage after the first");
  const automation = await api(s1, "POST", "/api/automations", {
    name: "Consultation e-mail",
    projectType: "WEDDING",
    automationType: "COMMUNICATION",
    stageId: consultation.id,
    channel: "EMAIL",
    templateId: template.id,
  });
  await api(s1, "POST", `/api/automations/${automation.id}/steps`, {
    stepIndex: 0,
    delayMinutes: 0,
    enabled: true,
    templateId: template.id,
  });

  // 2. Clients and projects straight into the database (in the first stage); stage entry goes through the API.
  const {
    rows: [studio],
  } = await db.query(
    `SELECT p.id, p.quiet_hours_start, p.quiet_hours_end,
            (SELECT count(*)::int FROM automations a WHERE a.photographer_id = p.id) AS automations
       FROM users u JOIN photographers p ON p.id = u.photographer_id WHERE u.email = $1`,
    [email],
  );
  if (studio.quiet_hours_start || studio.automations !== 1)
    throw new Error(`unexpected studio setup: ${JSON.stringify(studio)}`);
  await db.query(
    `INSERT INTO clients (photographer_id, first_name, last_name, email)
     SELECT $1, 'Client' || g, 'Reliability', 'client' || g || '@example.com' FROM generate_series(1, $2) g`,
    [studio.id, total],
  );
  const { rows: projects } = await db.query(
    `INSERT INTO projects (photographer_id, client_id, project_type, title, stage_id, stage_entered_at)
     SELECT $1, c.id, 'WEDDING', 'Wedding of ' || c.first_name, $2, now()
       FROM clients c WHERE c.photographer_id = $1
     RETURNING id`,
    [studio.id, first.id],
  );
  await db.query("ANALYZE");
  log(`${projects.length} clients and projects in ${first.name}; moving them to ${consultation.name}`);

  // 3 and 4. Move them, kill server 2 midway, restart it, wait for every e-mail.
  const startedAt = Date.now();
  const moves = moveAll(projects, consultation.id, cookie);
  moves.catch(() => {}); // awaited below; not unhandled while the kill waits
  const kill = await killMidway(studio.id);
  const moved = await moves;
  log(`moves done: ${moved.done} in ${seconds(moved.ms)}, ${moved.retried} retried on the other server`);
  await waitForSends(automation.id, studio.id, startedAt);
  await waitForQueuesIdle(startedAt);

  // Checks.
  const one = async (text, values) => (await db.query(text, values)).rows[0];
  const outbox = await one(
    "SELECT count(*)::int AS n FROM outbox_messages WHERE photographer_id = $1 AND channel = 'EMAIL'",
    [studio.id],
  );
  check(outbox.n === total, `${outbox.n} e-mails in the outbox (want ${total})`);
  const { rows: twice } = await db.query(
    `SELECT to_address, count(*)::int AS n FROM outbox_messages WHERE photographer_id = $1
      GROUP BY to_address HAVING count(*) > 1`,
    [studio.id],
  );
  check(
    twice.length === 0,
    `no recipient twice${twice.length ? ` (${twice.length} twice, e.g. ${twice[0].to_address})` : ""}`,
  );
  const distinct = await one(
    "SELECT count(DISTINCT to_address)::int AS n FROM outbox_messages WHERE photographer_id = $1",
    [studio.id],
  );
  check(distinct.n === total, `${distinct.n} distinct recipients (want ${total})`);
  const logs = await one(
    "SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'sent')::int AS sent FROM email_logs WHERE photographer_id = $1",
    [studio.id],
  );
  check(logs.n === total && logs.sent === total, `${logs.n} e-mail logs, ${logs.sent} sent (want ${total})`);
  const { rows: statuses } = await db.query(
    "SELECT status, count(*)::int AS n FROM automation_executions WHERE automation_id = $1 GROUP BY status",
    [automation.id],
  );
  const byStatus = Object.fromEntries(statuses.map((s) => [s.status, s.n]));
  check(
    byStatus.SUCCESS === total && statuses.length === 1,
    `executions ${JSON.stringify(byStatus)} (want ${total} SUCCESS and nothing else)`,
  );
  const { rows: failedJobs } = await db.query(
    "SELECT name, count(*)::int AS n FROM pgboss.job WHERE state = 'failed' GROUP BY name",
  );
  check(
    failedJobs.length === 0,
    `no failed queue jobs${failedJobs.length ? `: ${JSON.stringify(failedJobs)}` : ""}`,
  );

  // Figures.
  const { rows: latencies } = await db.query(
    `SELECT extract(epoch FROM executed_at - scheduled_for) * 1000 AS ms FROM automation_executions
      WHERE automation_id = $1 AND status = 'SUCCESS' ORDER BY 1`,
    [automation.id],
  );
  const { rows: sends } = await db.query(
    `SELECT extract(epoch FROM created_at) * 1000 AS at FROM outbox_messages
      WHERE photographer_id = $1 ORDER BY created_at`,
    [studio.id],
  );
  // The killed server's jobs are those active at the kill that were fetched again later.
  const { rows: refetched } = await db.query(
    `SELECT j.id, j.name, extract(epoch FROM j.started_on) * 1000 AS started,
            extract(epoch FROM j.completed_on) * 1000 AS completed,
            extract(epoch FROM e.executed_at) * 1000 AS sent
       FROM pgboss.job j
       LEFT JOIN automation_executions e ON e.automation_id = $2
        AND (e.id::text = j.data->>'executionId' OR e.project_id::text = j.data->>'projectId')
      WHERE j.id = ANY($1::uuid[])`,
    [kill.active.map((job) => job.id), automation.id],
  );
  const orphans = refetched.filter(
    (job) => Number(job.started) > kill.active.find((a) => a.id === job.id).started + 1,
  );
  const ms = latencies.map((row) => Number(row.ms));
  const times = sends.map((row) => Number(row.at));
  // The bulk: sends up to the last one before a pause (the queue waiting for the killed server's jobs).
  let bulkEnd = times.length - 1;
  for (let i = 1; i < times.length; i++) {
    if (times[i] - times[i - 1] > 5000) {
      bulkEnd = i - 1;
      break;
    }
  }
  const rate = (from, to) =>
    to > from ? Math.round(((to - from + 1) * 1000) / (times[to] - times[from])) : 0;
  return {
    moved,
    kill,
    orphans: orphans.map((o) => ({
      queue: o.name,
      pickedUpMs: Number(o.started) - kill.at,
      sentMs: o.sent ? Number(o.sent) - kill.at : null,
    })),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms[ms.length - 1],
    spanMs: times[times.length - 1] - times[0],
    rateAll: rate(0, times.length - 1),
    bulk: bulkEnd + 1,
    rateBulk: rate(0, bulkEnd),
  };
}

/** PUT every project into the stage, alternating servers; a request that fails goes to the other server. */
async function moveAll(projects, stageId, cookie) {
  const started = Date.now();
  let next = 0;
  let done = 0;
  let retried = 0;
  const perServer = [0, 0];
  async function worker() {
    while (next < projects.length) {
      const index = next++;
      let target = index % 2;
      for (let attempt = 0; ; attempt++) {
        try {
          const response = await fetch(`${servers[target].url}/api/projects/${projects[index].id}/stage`, {
            method: "PUT",
            headers: { cookie, "content-type": "application/json" },
            body: JSON.stringify({ stageId }),
          });
          if (!response.ok) throw new Error(`PUT stage: ${response.status} ${await response.text()}`);
          perServer[target]++;
          done++;
          break;
        } catch (error) {
          if (attempt >= 10) throw error;
          retried++;
          target = 1 - target;
          await sleep(100 * (attempt + 1));
        }
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { done, retried, perServer, ms: Date.now() - started };
}

/** Waits until `killAt` e-mails are in the outbox, SIGKILLs server 2, restarts it two seconds later. */
async function killMidway(photographerId) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let count = 0;
  while (count < killAt) {
    if (Date.now() > deadline) throw new Error(`only ${count} e-mails before the timeout; never killed`);
    await sleep(20);
    ({
      rows: [{ count }],
    } = await db.query("SELECT count(*)::int AS count FROM outbox_messages WHERE photographer_id = $1", [
      photographerId,
    ]));
  }
  const victim = servers[1];
  const pid = victim.child.pid;
  const at = Date.now();
  process.kill(pid, "SIGKILL");
  await victim.exited;
  // Jobs active now belong to either server; those fetched again after the kill were the killed server's.
  const { rows: active } = await db.query(
    `SELECT id, name, extract(epoch FROM started_on) * 1000 AS started FROM pgboss.job
      WHERE state = 'active' AND name = ANY($1::text[])`,
    [QUEUES],
  );
  const sentAtKill = (
    await db.query("SELECT count(*)::int AS n FROM outbox_messages WHERE photographer_id = $1", [
      photographerId,
    ])
  ).rows[0].n;
  log(`SIGKILL server 2 (pid ${pid}) at ${count} e-mails; ${active.length} job(s) active`);
  await sleep(2000);
  const restartStarted = Date.now();
  await victim.start();
  const restartMs = Date.now() - restartStarted;
  log(`server 2 restarted (pid ${victim.child.pid}), ready in ${seconds(restartMs)}`);
  return {
    at,
    sentAtKill,
    active: active.map((job) => ({ id: job.id, started: Number(job.started) })),
    restartMs,
  };
}

async function waitForSends(automationId, photographerId, startedAt) {
  const deadline = startedAt + timeoutSeconds * 1000;
  let lastLog = 0;
  for (;;) {
    const {
      rows: [state],
    } = await db.query(
      `SELECT count(*) FILTER (WHERE status = 'SUCCESS')::int AS success,
              count(*) FILTER (WHERE status = 'SCHEDULED')::int AS scheduled,
              count(*) FILTER (WHERE status NOT IN ('SUCCESS', 'SCHEDULED'))::int AS other,
              (SELECT count(*)::int FROM outbox_messages WHERE photographer_id = $2) AS outbox
         FROM automation_executions WHERE automation_id = $1`,
      [automationId, photographerId],
    );
    if (state.success >= total) {
      log(`${state.success} executions SUCCESS after ${seconds(Date.now() - startedAt)}`);
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timeout after ${timeoutSeconds} s: ${JSON.stringify(state)}, queue ${await queueStates()}`,
      );
    }
    if (Date.now() - lastLog > 10_000) {
      lastLog = Date.now();
      log(`${JSON.stringify(state)}; queue ${await queueStates()}`);
    }
    await sleep(250);
  }
}

async function queueStates() {
  const { rows } = await db.query(
    "SELECT name, state, count(*)::int AS n FROM pgboss.job WHERE name = ANY($1::text[]) GROUP BY 1, 2 ORDER BY 1, 2",
    [QUEUES],
  );
  return rows.map((r) => `${r.name}:${r.state}=${r.n}`).join(" ");
}

/**
 * After the last execution, every job of these queues must finish, so that a late duplicate would show:
 * a job whose server died after its commit but before pg-boss marked it done is run again after expiry.
 */
async function waitForQueuesIdle(startedAt) {
  const deadline = startedAt + timeoutSeconds * 1000;
  for (;;) {
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active')",
      [QUEUES],
    );
    if (rows[0].n === 0) {
      log(`queues idle after ${seconds(Date.now() - startedAt)}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`queue not idle: ${await queueStates()}`);
    await sleep(250);
  }
}

function report(r) {
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}`;
  const command = `npm run build && node bench/automation-reliability.mjs --projects ${total} --kill-at ${killAt} --maintenance-seconds ${maintenanceSeconds}`;
  const recovered = r.orphans.length
    ? r.orphans
        .map(
          (o) =>
            `\`${o.queue}\` picked up again ${seconds(o.pickedUpMs)} after the kill, ${o.sentMs === null ? "no execution found" : o.sentMs < 0 ? "a no-op: its e-mail had gone out before the kill (only the job's completion was lost)" : `its e-mail sent at ${seconds(o.sentMs)}`}`,
        )
        .join("; ")
    : "none (no job of server 2 was in flight)";
  const lines = [
    "| figure | value |",
    "|---|---|",
    `| projects moved (PUT, ${concurrency} at a time, both servers) | ${r.moved.done} in ${seconds(r.moved.ms)} (${r.moved.perServer.join(" / ")}; ${r.moved.retried} retried on the other server) |`,
    `| e-mails in the outbox when server 2 was killed | ${r.kill.sentAtKill} |`,
    `| server 2 restarted (2 s after the kill), ready in | ${seconds(r.kill.restartMs)} |`,
    `| due → sent, p50 | ${seconds(r.p50)} |`,
    `| due → sent, p99 | ${seconds(r.p99)} |`,
    `| due → sent, max | ${seconds(r.max)} |`,
    `| throughput, first to last send | ${r.rateAll} e-mails/s over ${seconds(r.spanMs)} |`,
    `| throughput of the bulk (first ${r.bulk} sends, before waiting on the killed server's jobs) | ${r.rateBulk} e-mails/s |`,
    `| killed server's in-flight jobs | ${recovered} |`,
    `| e-mails / distinct recipients / logs / executions SUCCESS | ${total} each, none twice |`,
  ];
  const date = new Date().toISOString().slice(0, 10);
  console.log(`\n${machine}\n\n${lines.join("\n")}`);
  if (!append || failures.length > 0) return;
  const section = [
    "",
    `## Automation reliability: two servers, one killed (${date})`,
    "",
    `\`${command}\` on ${machine}, PostgreSQL 15 on the same machine.`,
    "",
    `Two servers with job workers (\`FOCAL_JOBS=true\`, no \`SMTP_URL\`, so e-mail goes to the outbox in the`,
    `execution's transaction) on one scratch database; a Consultation automation that e-mails at once; ${total}`,
    "projects moved into Consultation through both servers' API; server 2 SIGKILLed midway and restarted 2 s later.",
    `Queue maintenance every ${maintenanceSeconds} s (\`FOCAL_QUEUE_MAINTENANCE_SECONDS\`); a killed worker's job expires`,
    "after 60 s and is retried after pg-boss's retry delay. Due → sent is `scheduled_for` → `executed_at`.",
    "",
    ...lines,
    "",
  ];
  fs.appendFileSync(new URL("../docs/PERFORMANCE.md", import.meta.url), section.join("\n"));
  console.log("\nappended to docs/PERFORMANCE.md");
}

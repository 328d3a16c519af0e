/**
 * Fault tolerance (issue 12, point 4): two Focal servers on one private PostgreSQL cluster under a steady
 * mixed load (list and detail reads, idempotent updates, and "leads": a client then a project, whose
 * stage automation e-mails the client through two queue jobs). Then, under load:
 *
 *   1. server 2 is killed with SIGKILL;
 *   2. PostgreSQL is stopped in immediate mode (a crash: no checkpoint, every backend dropped) and
 *      started again, with server 1 alone;
 *   3. server 2 is brought back;
 *   4. PostgreSQL is restarted the same way a second time, with both servers up, so that both have to
 *      reconnect by themselves.
 *
 * It passes when:
 * - no request is lost: every failed attempt is a request in flight on the killed server at the kill,
 *   one refused by it while it was down (never delivered), or one that overlapped a PostgreSQL restart
 *   window (stop → that server's /api/health ok again); reads and updates are retried, a lead's create
 *   is first looked up (did it commit before the connection dropped?) and only then re-sent; every
 *   operation finishes, and every acknowledged write is in the database afterwards;
 * - no job is lost or run twice: every lead's project has exactly one automation execution (SUCCESS),
 *   one e-mail log and one outbox message, and no other e-mail went to a lead;
 * - a saved change reaches every server: after a project's notes are saved through either, both servers are
 *   read until they show them, and no older answer may come more than a second after the save (the read
 *   caches are dropped by PostgreSQL's notifications, and serve nothing while their listener is away);
 * - both servers reconnect by themselves: their /api/health answers ok again after each restart, with
 *   the same process (no server exits on its own), and jobs run again afterwards.
 *
 *   npm run build && node bench/faults.mjs [--concurrency 8] [--leads 400] [--steady-seconds 8]
 *     [--down-seconds 2] [--maintenance-seconds 5] [--timeout-seconds 300] [--json file]
 *     [--logs dir] [--keep]
 *
 * The cluster is initdb'd into a temporary directory and started on a free port with pg_ctl (as the
 * `postgres` user when run as root); PG_BIN names the binaries (default: the newest
 * /usr/lib/postgresql/N/bin). It never touches another PostgreSQL server. --json writes the summary,
 * --logs the servers' output, --keep leaves the cluster and its log behind for a post-mortem.
 * Runs outside CI; takes two to three minutes.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
};
const concurrency = option("concurrency", 8);
const leadTarget = option("leads", 400);
const steadySeconds = option("steady-seconds", 8);
const downSeconds = option("down-seconds", 2);
const maintenanceSeconds = option("maintenance-seconds", 5);
const timeoutSeconds = option("timeout-seconds", 300);
const jsonIndex = argv.indexOf("--json");
const jsonFile = jsonIndex >= 0 ? argv[jsonIndex + 1] : null;
const keep = argv.includes("--keep");
const logsIndex = argv.indexOf("--logs");
const logsDir = logsIndex >= 0 ? argv[logsIndex + 1] : null;
const entry = process.env.FOCAL_SERVER_ENTRY ?? "dist/server/main.js";
/** A failed attempt that ends this long after a server's health came back still counts as the restart's. */
const GRACE_MS = 1000;
/** How long one operation may keep retrying before it counts as lost. */
const OPERATION_DEADLINE_MS = 60_000;
const QUEUES = ["events.project-stage-entered", "automations.run"];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const t0 = Date.now();
const clock = () => `${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s`;
const log = (text) => console.log(`[${clock()}] ${text}`);
const secs = (ms) => (ms === null || ms === undefined ? "n/a" : `${(ms / 1000).toFixed(2)} s`);

const failures = [];
const check = (ok, text) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${text}`);
  if (!ok) failures.push(text);
};

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

// ---------------------------------------------------------------------------------------------------
// The private PostgreSQL cluster

function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error("no PostgreSQL binaries: set PG_BIN to the directory of pg_ctl");
  return path.join(root, versions[0], "bin");
}

function createCluster() {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "focal-faults-pg-"));
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  if (asRoot) {
    // initdb refuses to run as root: the cluster belongs to the postgres user.
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    fs.chownSync(dir, uid, gid);
  }
  const run = (tool, args) => {
    const [file, list] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    return execFileSync(file, list, { stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 }).toString();
  };
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  let port = 0;
  const cluster = {
    dir,
    logFile,
    get url() {
      return `postgres://postgres@127.0.0.1:${port}/focal`;
    },
    async start() {
      if (!port) port = await freePort();
      // fsync off: the machine does not crash here, PostgreSQL does (immediate stop), which replays the WAL.
      const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
      run("pg_ctl", ["-D", data, "-l", logFile, "-o", settings, "-w", "-t", "60", "start"]);
    },
    /** Immediate mode: backends are killed, nothing is checkpointed; the next start is a crash recovery. */
    stopImmediate() {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    },
    stopQuietly() {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } catch {}
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

// ---------------------------------------------------------------------------------------------------
// Focal servers

function focalServer(name, databaseUrl, port) {
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(SMTP_|TWILIO_|STRIPE_|GOOGLE_|FOCAL_|DATABASE_|TEST_DATABASE_URL$)/.test(key)) delete env[key];
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    FOCAL_SEED_DEMO: "false",
    FOCAL_JOBS: "true",
    FOCAL_QUEUE_MAINTENANCE_SECONDS: String(maintenanceSeconds),
  });
  const server = {
    name,
    url,
    child: null,
    up: false,
    killedByUs: false,
    output: "",
    exits: [],
    async start() {
      const child = spawn(process.execPath, ["--enable-source-maps", entry], {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      server.child = child;
      server.killedByUs = false;
      const append = (chunk) => {
        server.output += chunk;
        if (server.output.length > 200_000) server.output = server.output.slice(-100_000);
      };
      child.stdout.on("data", append);
      child.stderr.on("data", append);
      server.exited = new Promise((resolve) =>
        child.once("exit", (code, signal) => {
          server.up = false;
          server.exits.push({ at: Date.now(), code, signal, expected: server.killedByUs });
          if (!server.killedByUs) log(`${name} EXITED on its own (code ${code}, signal ${signal})`);
          resolve();
        }),
      );
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`${name} exited while starting:\n${server.output.slice(-3000)}`);
        }
        if (await healthy(server)) break;
        if (Date.now() > deadline) throw new Error(`${name} not ready:\n${server.output.slice(-3000)}`);
        await sleep(100);
      }
      server.up = true;
      return server;
    },
    async kill(signal) {
      const child = server.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      server.killedByUs = true;
      server.up = false;
      child.kill(signal);
      await server.exited;
    },
  };
  return server;
}

async function healthy(server) {
  try {
    const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return false;
    return (await response.json()).ok === true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------
// The script's own connection, for set-up lookups and the final checks (retried across restarts)

function createChecker(url) {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return {
    async query(text, values, { deadline = Date.now() + OPERATION_DEADLINE_MS } = {}) {
      for (;;) {
        try {
          return await pool.query(text, values);
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await sleep(200);
        }
      }
    },
    end: () => pool.end(),
  };
}

// ---------------------------------------------------------------------------------------------------
// The load

/**
 * Every HTTP attempt, with its server, times and outcome: the attribution of failures reads these.
 * `outcome`: "answered" (any status), "refused" (connection refused: never delivered), "dropped"
 * (the connection broke or timed out: it may or may not have been processed).
 */
const attempts = [];
const inFlight = new Map(); // server name -> number of requests on the wire
const operations = { started: 0, done: 0, lost: 0, retriedAttempts: 0, byKind: {} };
const acknowledged = { clients: new Map(), projects: new Map() }; // id -> email, acknowledged by a 2xx
/**
 * Read-after-write across servers (the read caches): after a project's notes are saved, each server up is
 * read until it shows them. An answer with older notes after the save was acknowledged is stale.
 */
const freshness = { checks: 0, staleAnswers: 0, maxStaleMs: 0 };
const FRESHNESS_LIMIT_MS = 1000;

let servers = [];
let cookie = "";
let roundRobin = 0;

function pickServer(avoid) {
  const up = servers.filter((server) => server.up);
  const candidates = up.length > 1 && avoid ? up.filter((server) => server !== avoid) : up;
  if (candidates.length === 0) return null;
  roundRobin = (roundRobin + 1) % candidates.length;
  return candidates[roundRobin];
}

async function attempt(server, method, urlPath, body, kind) {
  const record = { kind, method, path: urlPath, server: server.name, start: Date.now(), end: 0 };
  attempts.push(record);
  inFlight.set(server.name, (inFlight.get(server.name) ?? 0) + 1);
  try {
    const response = await fetch(`${server.url}${urlPath}`, {
      method,
      headers: {
        cookie,
        origin: server.url,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    record.outcome = "answered";
    record.status = response.status;
    if (response.status >= 400) record.body = text.slice(0, 300);
    Object.defineProperty(record, "json", { value: text ? safeJson(text) : null, enumerable: false });
  } catch (error) {
    const code = error.cause?.code ?? error.code ?? error.name;
    record.outcome = code === "ECONNREFUSED" ? "refused" : "dropped";
    record.error = `${code}: ${error.cause?.message ?? error.message}`;
    if (record.outcome === "refused") server.up = false; // a load balancer would take it out too
  } finally {
    record.end = Date.now();
    inFlight.set(server.name, inFlight.get(server.name) - 1);
  }
  return record;
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const okStatus = (record) => record.outcome === "answered" && record.status >= 200 && record.status < 300;
/** 4xx: the request itself is wrong, which no retry mends (a bug of the script or of the server). */
const refusedByRule = (record) =>
  record.outcome === "answered" && record.status >= 400 && record.status < 500;

/** A read or an idempotent write: sent again (to another server when it can) until it succeeds. */
async function idempotent(kind, method, urlPath, body) {
  const deadline = Date.now() + OPERATION_DEADLINE_MS;
  let last = null;
  for (let tries = 0; Date.now() < deadline; tries++) {
    const server = pickServer(last);
    if (!server) {
      await sleep(100);
      continue;
    }
    if (tries > 0) operations.retriedAttempts++;
    const result = await attempt(server, method, urlPath, body, kind);
    if (okStatus(result)) return result.json;
    if (refusedByRule(result)) throw new Error(`${method} ${urlPath}: ${result.status} ${result.body}`);
    last = server;
    // Refused means never delivered: straight to the other server. Otherwise back off a little.
    if (result.outcome !== "refused") await sleep(Math.min(2000, 100 * 2 ** tries));
  }
  return undefined;
}

/**
 * A create is not idempotent: after a dropped connection or a 5xx it is looked up first (it may have
 * committed before the answer was lost), and sent again only when it did not happen.
 */
async function createOnce(kind, urlPath, body, lookup) {
  const deadline = Date.now() + OPERATION_DEADLINE_MS;
  let last = null;
  for (let tries = 0; Date.now() < deadline; tries++) {
    const server = pickServer(last);
    if (!server) {
      await sleep(100);
      continue;
    }
    if (tries > 0) operations.retriedAttempts++;
    const result = await attempt(server, "POST", urlPath, body, kind);
    if (okStatus(result)) return { id: result.json.id, acknowledged: true };
    if (refusedByRule(result)) throw new Error(`POST ${urlPath}: ${result.status} ${result.body}`);
    last = server;
    if (result.outcome !== "refused") {
      const found = await lookup();
      if (found) return { id: found, acknowledged: false };
      await sleep(Math.min(2000, 100 * 2 ** tries));
    }
  }
  return undefined;
}

function createLoad({ checker, photographerId, projectType }) {
  const leads = []; // { email, clientId, projectId }
  let leadSeq = 0;
  let stopping = false;
  const firstName = (n) => `Lead${n}`;
  const clientBody = (n) => ({
    firstName: firstName(n),
    lastName: "Faults",
    email: `lead-${n}@faults.example.com`,
    emailOptIn: true,
    smsOptIn: false,
  });

  async function createLead() {
    const n = ++leadSeq;
    const body = clientBody(n);
    const client = await createOnce("lead: POST /api/clients", "/api/clients", body, async () => {
      const { rows } = await checker.query(
        "SELECT id FROM clients WHERE photographer_id = $1 AND email = $2",
        [photographerId, body.email],
      );
      return rows[0]?.id;
    });
    if (!client) return false;
    if (client.acknowledged) acknowledged.clients.set(client.id, body.email);
    const project = await createOnce(
      "lead: POST /api/projects",
      "/api/projects",
      { title: `Wedding of ${body.firstName}`, projectType, clientId: client.id },
      async () => {
        const { rows } = await checker.query("SELECT id FROM projects WHERE client_id = $1", [client.id]);
        return rows[0]?.id;
      },
    );
    if (!project) return false;
    if (project.acknowledged) acknowledged.projects.set(project.id, body.email);
    leads.push({ n, email: body.email, clientId: client.id, projectId: project.id });
    return true;
  }

  const any = (list) => list[Math.floor(Math.random() * list.length)];

  /** Worker w alone writes lead w's project notes, so what it reads back can only be its own or older. */
  let freshSeq = 0;
  async function freshRead(w) {
    const lead = leads[w];
    if (!lead) return true;
    const url = `/api/projects/${lead.projectId}`;
    const notes = `fresh ${w}.${++freshSeq}`;
    const body = { title: `Wedding of ${firstName(lead.n)}`, status: "ACTIVE", notes };
    const saved = await idempotent("fresh read: PUT /api/projects/:id", "PUT", url, body);
    if (saved === undefined) return undefined;
    const acknowledgedAt = Date.now();
    freshness.checks++;
    for (const server of servers.filter((candidate) => candidate.up)) {
      const deadline = Date.now() + OPERATION_DEADLINE_MS;
      while (Date.now() < deadline) {
        const read = await attempt(server, "GET", url, null, "fresh read: GET /api/projects/:id");
        if (read.outcome === "refused") break; // that server is down: nothing to read from it
        if (okStatus(read)) {
          if (read.json.notes === notes) break;
          freshness.staleAnswers++;
          freshness.maxStaleMs = Math.max(freshness.maxStaleMs, read.end - acknowledgedAt);
        }
        await sleep(20);
      }
    }
    return true;
  }
  const mix = [
    [20, "GET /api/projects", () => idempotent("GET /api/projects", "GET", "/api/projects")],
    [15, "GET /api/clients", () => idempotent("GET /api/clients", "GET", "/api/clients")],
    [
      15,
      "GET /api/projects/:id",
      () =>
        leads.length && idempotent("GET /api/projects/:id", "GET", `/api/projects/${any(leads).projectId}`),
    ],
    [
      10,
      "GET /api/clients/:id",
      () => leads.length && idempotent("GET /api/clients/:id", "GET", `/api/clients/${any(leads).clientId}`),
    ],
    [10, "GET /api/dashboard", () => idempotent("GET /api/dashboard", "GET", "/api/dashboard")],
    [5, "GET /api/auth/me", () => idempotent("GET /api/auth/me", "GET", "/api/auth/me")],
    [
      10,
      "PUT /api/clients/:id",
      () => {
        if (!leads.length) return true;
        const lead = any(leads);
        return idempotent("PUT /api/clients/:id", "PUT", `/api/clients/${lead.clientId}`, clientBody(lead.n));
      },
    ],
    [15, "lead", () => (leadSeq < leadTarget ? createLead() : true)],
    [10, "fresh read", (w) => freshRead(w)],
  ];
  const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0);
  const pickWeighted = (entries, point) => {
    let rest = point;
    for (const entry of entries) {
      rest -= entry[0];
      if (rest < 0) return entry;
    }
    return entries[0];
  };

  async function worker(w) {
    while (!stopping) {
      const [, kind, run] = pickWeighted(mix, Math.random() * totalWeight);
      operations.started++;
      operations.byKind[kind] ??= { started: 0, done: 0, lost: 0 };
      operations.byKind[kind].started++;
      let result;
      try {
        result = await run(w);
      } catch (error) {
        // A 4xx is a bug in the script or the server, not a fault: it fails the run.
        failures.push(`${kind}: ${error.message}`);
        result = undefined;
      }
      if (result === undefined || result === false) {
        operations.lost++;
        operations.byKind[kind].lost++;
      } else {
        operations.done++;
        operations.byKind[kind].done++;
      }
      await sleep(20);
    }
  }

  const running = Array.from({ length: concurrency }, (_, w) => worker(w));
  return {
    leads,
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The scenario

const events = { restarts: [] };

async function waitHealthy(server, since, deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return null;
    if (await healthy(server)) return Date.now() - since;
    await sleep(50);
  }
  return null;
}

/** A server that died on its own fails the run at once: nothing after that would mean much. */
function assertNoCrash() {
  for (const server of servers) {
    const own = server.exits.find((exit) => !exit.expected);
    if (own) throw new Error(`${server.name} exited on its own (code ${own.code}, signal ${own.signal})`);
  }
}

async function successCount(checker, automationId) {
  const { rows } = await checker.query(
    "SELECT count(*)::int AS n FROM automation_executions WHERE automation_id = $1 AND status = 'SUCCESS'",
    [automationId],
  );
  return rows[0].n;
}

async function restartPostgres(cluster, checker, automationId, label) {
  const live = servers.filter((server) => server.up);
  const pids = new Map(live.map((server) => [server.name, server.child.pid]));
  const before = await successCount(checker, automationId);
  const stopAt = Date.now();
  cluster.stopImmediate();
  const stoppedAt = Date.now();
  log(`${label}: PostgreSQL stopped (immediate) in ${secs(stoppedAt - stopAt)}; down for ${downSeconds} s`);
  await sleep(downSeconds * 1000);
  const startAt = Date.now();
  await cluster.start();
  const readyAt = Date.now();
  log(`${label}: PostgreSQL started (crash recovery) in ${secs(readyAt - startAt)}`);
  const restart = { label, stopAt, readyAt, servers: {} };
  events.restarts.push(restart);
  await Promise.all(
    live.map(async (server) => {
      const ms = await waitHealthy(server, readyAt);
      restart.servers[server.name] = {
        healthyAfterReadyMs: ms,
        healthyAt: ms === null ? null : readyAt + ms,
        samePid: server.child.pid === pids.get(server.name) && server.child.exitCode === null,
      };
      log(`${label}: ${server.name} /api/health ok ${secs(ms)} after PostgreSQL was ready`);
    }),
  );
  assertNoCrash();
  // Jobs: the count of sent e-mails grows again (the queue's own pool reconnected too).
  const jobsDeadline = Date.now() + 120_000;
  let after = before;
  while (Date.now() < jobsDeadline) {
    after = await successCount(checker, automationId);
    if (after > before) break;
    await sleep(100);
  }
  restart.jobsResumedAfterReadyMs = after > before ? Date.now() - readyAt : null;
  log(`${label}: jobs running again ${secs(restart.jobsResumedAfterReadyMs)} after PostgreSQL was ready`);
  return restart;
}

async function setUpStudio(checker) {
  const [s1] = servers;
  const email = `faults-${Date.now()}@example.com`;
  const password = "faults-password-2026";
  const post = (urlPath, body, extra = {}) =>
    fetch(`${s1.url}${urlPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s1.url, ...extra },
      body: JSON.stringify(body),
    });
  const register = await post("/api/auth/register", { email, password, businessName: "Faults Studio" });
  if (register.status !== 201) throw new Error(`register: ${register.status} ${await register.text()}`);
  const login = await post("/api/auth/login", { email, password });
  cookie = /focal_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
  if (!cookie) throw new Error(`login: ${login.status} ${await login.text()}`);
  const api = async (method, urlPath, body) => {
    const result = await attempt(s1, method, urlPath, body, "set-up");
    if (!okStatus(result))
      throw new Error(`${method} ${urlPath}: ${result.status ?? result.error} ${result.body}`);
    return result.json;
  };
  const projectType = "WEDDING";
  const template = await api("POST", "/api/templates", {
    name: "Welcome (faults)",
    channel: "EMAIL",
    subject: "Welcome, {{firstName}} [faults]",
    textBody: "Hi {{firstName}}, thanks for your inquiry with {{businessName}}.",
  });
  const stages = await api("GET", `/api/stages?projectType=${projectType}`);
  const leadStage = stages.find((stage) => stage.isDefault) ?? stages[0];
  const automation = await api("POST", "/api/automations", {
    name: "Welcome e-mail (faults)",
    projectType,
    automationType: "COMMUNICATION",
    stageId: leadStage.id,
    channel: "EMAIL",
    templateId: template.id,
  });
  await api("POST", `/api/automations/${automation.id}/steps`, {
    stepIndex: 0,
    delayMinutes: 0,
    enabled: true,
    templateId: template.id,
  });
  const { rows } = await checker.query(
    `SELECT p.id, p.quiet_hours_start FROM users u JOIN photographers p ON p.id = u.photographer_id
      WHERE u.email = $1`,
    [email],
  );
  if (!rows[0] || rows[0].quiet_hours_start) throw new Error(`unexpected studio: ${JSON.stringify(rows[0])}`);
  attempts.length = 0; // set-up requests are not part of the load's figures
  return { photographerId: rows[0].id, automationId: automation.id, projectType, leadStage };
}

async function waitForJobs(checker, automationId, expected) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let lastLog = 0;
  for (;;) {
    const { rows } = await checker.query(
      `SELECT (SELECT count(*)::int FROM automation_executions WHERE automation_id = $1 AND status = 'SUCCESS') AS success,
              (SELECT count(*)::int FROM pgboss.job WHERE name = ANY($2::text[]) AND state IN ('created', 'retry', 'active')) AS pending`,
      [automationId, QUEUES],
    );
    const { success, pending } = rows[0];
    if (success >= expected && pending === 0) return success;
    assertNoCrash();
    if (Date.now() > deadline) {
      failures.push(`timeout waiting for jobs: ${success}/${expected} sent, ${pending} queue jobs pending`);
      return success;
    }
    if (Date.now() - lastLog > 10_000) {
      lastLog = Date.now();
      log(`waiting for jobs: ${success}/${expected} e-mails sent, ${pending} queue jobs pending or in retry`);
    }
    await sleep(500);
  }
}

// ---------------------------------------------------------------------------------------------------
// Attribution and checks

function attribute(record, kill) {
  if (record.server === kill.server) {
    const downUntil = kill.backAt ?? Number.POSITIVE_INFINITY;
    if (record.outcome === "refused" && record.start >= kill.at - 50 && record.start <= downUntil) {
      return "refused by the killed server while it was down (never delivered; sent to the other)";
    }
    if (record.outcome === "dropped" && record.start <= kill.deadAt && record.end >= kill.at) {
      return "in flight on the killed server at the kill";
    }
  }
  for (const restart of events.restarts) {
    const healthyAt = restart.servers[record.server]?.healthyAt;
    const windowEnd = (healthyAt ?? Number.POSITIVE_INFINITY) + GRACE_MS;
    if (record.start <= windowEnd && record.end >= restart.stopAt) {
      return `during the PostgreSQL restart (${restart.label})`;
    }
  }
  return "UNATTRIBUTED";
}

async function finalChecks({ checker, photographerId, automationId, leads, kill }) {
  const summary = {};
  const sentWhileDying = attempts.filter(
    (record) => record.server === kill.server && record.start > kill.at && record.start <= kill.deadAt,
  ).length;
  kill.inFlight += sentWhileDying;

  // Requests.
  const failed = attempts.filter((record) => !(record.outcome === "answered" && record.status < 500));
  const reasons = {};
  const unattributed = [];
  for (const record of failed) {
    const reason = attribute(record, kill);
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    if (reason === "UNATTRIBUTED") unattributed.push(record);
  }
  const answered = attempts.filter((record) => record.outcome === "answered");
  summary.requests = {
    sent: attempts.length,
    answered: answered.length,
    answered2xx: answered.filter((r) => r.status < 300).length,
    answered5xx: answered.filter((r) => r.status >= 500).length,
    refused: attempts.filter((r) => r.outcome === "refused").length,
    dropped: attempts.filter((r) => r.outcome === "dropped").length,
    failedByReason: reasons,
    inFlightOnKilledServerAtKill: kill.inFlight,
    retriedAttempts: operations.retriedAttempts,
  };
  summary.operations = {
    started: operations.started,
    done: operations.done,
    lost: operations.lost,
    byKind: operations.byKind,
  };
  summary.freshness = { ...freshness, limitMs: FRESHNESS_LIMIT_MS };
  check(
    freshness.checks > 0 && freshness.maxStaleMs <= FRESHNESS_LIMIT_MS,
    `every server showed a saved change within ${FRESHNESS_LIMIT_MS} ms (${freshness.checks} saves read back from ` +
      `every server up; ${freshness.staleAnswers} older answer(s), the last ${freshness.maxStaleMs} ms after the save)`,
  );
  const droppedAtKill = reasons["in flight on the killed server at the kill"] ?? 0;
  check(
    droppedAtKill <= kill.inFlight,
    `${droppedAtKill} request(s) dropped by the kill, of ${kill.inFlight} in flight on it at that moment`,
  );
  check(
    unattributed.length === 0,
    `every failed attempt is attributable (${failed.length} failed of ${attempts.length} sent)${
      unattributed.length
        ? `; unattributed: ${unattributed
            .slice(0, 5)
            .map(
              (r) =>
                `${r.server} ${r.method} ${r.path} ${r.status ?? r.error} at ${((r.start - t0) / 1000).toFixed(1)} s`,
            )
            .join("; ")}`
        : ""
    }`,
  );
  check(operations.lost === 0, `no operation lost: ${operations.done} of ${operations.started} finished`);

  // Acknowledged writes survived the crashes.
  const ackClients = [...acknowledged.clients.keys()];
  const ackProjects = [...acknowledged.projects.keys()];
  const { rows: present } = await checker.query(
    `SELECT (SELECT count(*)::int FROM clients WHERE id = ANY($1::uuid[])) AS clients,
            (SELECT count(*)::int FROM projects WHERE id = ANY($2::uuid[])) AS projects`,
    [ackClients, ackProjects],
  );
  check(
    present[0].clients === ackClients.length && present[0].projects === ackProjects.length,
    `every acknowledged create is stored: ${present[0].clients}/${ackClients.length} clients, ${present[0].projects}/${ackProjects.length} projects`,
  );

  // Leads: one client and one project each, no duplicate from a re-sent create.
  const { rows: dupes } = await checker.query(
    `SELECT (SELECT count(*)::int FROM (SELECT email FROM clients WHERE photographer_id = $1 GROUP BY email HAVING count(*) > 1) d) AS clients,
            (SELECT count(*)::int FROM (SELECT client_id FROM projects WHERE photographer_id = $1 GROUP BY client_id HAVING count(*) > 1) d) AS projects,
            (SELECT count(*)::int FROM projects WHERE photographer_id = $1) AS total`,
    [photographerId],
  );
  check(
    dupes[0].clients === 0 && dupes[0].projects === 0 && dupes[0].total === leads.length,
    `${dupes[0].total} projects for ${leads.length} leads, no client or project created twice`,
  );

  // Jobs: one execution, one log, one outbox message per lead; nothing else sent to leads.
  const { rows: perLead } = await checker.query(
    `SELECT p.id,
            (SELECT count(*)::int FROM automation_executions e WHERE e.project_id = p.id AND e.automation_id = $2) AS executions,
            (SELECT count(*)::int FROM automation_executions e WHERE e.project_id = p.id AND e.automation_id = $2 AND e.status = 'SUCCESS') AS success,
            (SELECT count(*)::int FROM email_logs l WHERE l.project_id = p.id) AS logs,
            (SELECT count(*)::int FROM outbox_messages o WHERE o.photographer_id = $1 AND o.to_address = c.email) AS outbox
       FROM projects p JOIN clients c ON c.id = p.client_id
      WHERE p.photographer_id = $1`,
    [photographerId, automationId],
  );
  const bad = perLead.filter(
    (row) => row.executions !== 1 || row.success !== 1 || row.logs !== 1 || row.outbox !== 1,
  );
  const totals = perLead.reduce(
    (sum, row) => ({
      executions: sum.executions + row.executions,
      success: sum.success + row.success,
      logs: sum.logs + row.logs,
      outbox: sum.outbox + row.outbox,
    }),
    { executions: 0, success: 0, logs: 0, outbox: 0 },
  );
  const { rows: allOutbox } = await checker.query(
    "SELECT count(*)::int AS n FROM outbox_messages WHERE photographer_id = $1",
    [photographerId],
  );
  summary.jobs = {
    expected: perLead.length,
    executions: totals.executions,
    run: totals.success,
    emailLogs: totals.logs,
    outbox: totals.outbox,
    outboxAll: allOutbox[0].n,
  };
  check(
    bad.length === 0,
    `every lead e-mailed exactly once: ${totals.success} executions SUCCESS, ${totals.logs} logs, ${totals.outbox} outbox messages for ${perLead.length} projects${
      bad.length ? `; ${bad.length} wrong, e.g. ${JSON.stringify(bad[0])}` : ""
    }`,
  );
  check(
    allOutbox[0].n === perLead.length,
    `${allOutbox[0].n} outbox messages in all (want ${perLead.length})`,
  );
  const { rows: queueRows } = await checker.query(
    `SELECT name, state, count(*)::int AS n, sum(retry_count)::int AS retries FROM pgboss.job
      WHERE name = ANY($1::text[]) GROUP BY 1, 2 ORDER BY 1, 2`,
    [QUEUES],
  );
  summary.queue = queueRows;
  const failedJobs = queueRows.filter((row) => row.state === "failed");
  check(
    failedJobs.length === 0,
    `no queue job failed for good${failedJobs.length ? `: ${JSON.stringify(failedJobs)}` : ""}`,
  );

  // Servers.
  for (const server of servers) {
    const own = server.exits.filter((exit) => !exit.expected);
    check(
      own.length === 0,
      `${server.name} never exited on its own${own.length ? `: ${JSON.stringify(own)}` : ""}`,
    );
  }
  for (const restart of events.restarts) {
    for (const [name, state] of Object.entries(restart.servers)) {
      check(
        state.healthyAfterReadyMs !== null && state.samePid,
        `${restart.label}: ${name} reconnected by itself (health ok ${secs(state.healthyAfterReadyMs)} after PostgreSQL was ready, same process)`,
      );
    }
    check(
      restart.jobsResumedAfterReadyMs !== null,
      `${restart.label}: jobs ran again ${secs(restart.jobsResumedAfterReadyMs)} after PostgreSQL was ready`,
    );
  }
  summary.restarts = events.restarts.map((restart) => ({
    label: restart.label,
    downMs: restart.readyAt - restart.stopAt,
    servers: Object.fromEntries(
      Object.entries(restart.servers).map(([name, state]) => [name, state.healthyAfterReadyMs]),
    ),
    jobsResumedAfterReadyMs: restart.jobsResumedAfterReadyMs,
  }));
  const { rows: orphans } = await checker.query(
    `SELECT name, state, retry_count, extract(epoch FROM started_on) * 1000 AS started
       FROM pgboss.job WHERE id = ANY($1::uuid[]) AND started_on > to_timestamp($2 / 1000.0)`,
    [kill.activeJobIds, kill.at],
  );
  summary.kill = {
    server: kill.server,
    requestsInFlight: kill.inFlight,
    jobsActiveAtKill: kill.activeJobIds.length,
    // The killed server's jobs: handed out again once past their expiry, then run to completion.
    killedServersJobs: orphans.map((job) => ({
      queue: job.name,
      state: job.state,
      handedOutAgainAfterMs: Math.round(Number(job.started) - kill.at),
    })),
    backAfterMs: kill.backAt ? kill.backAt - kill.at : null,
  };
  check(
    orphans.every((job) => job.state === "completed"),
    `the killed server's ${orphans.length} in-flight job(s) ran again and completed`,
  );
  return summary;
}

// ---------------------------------------------------------------------------------------------------
// Main

if (!fs.existsSync(entry)) {
  console.error(`${entry} is missing: run \`npm run build\` first`);
  process.exit(1);
}
let cluster = null;
let checker = null;
let load = null;
let summary = null;
try {
  cluster = createCluster();
  await cluster.start();
  const admin = new pg.Client({ connectionString: cluster.url.replace(/\/focal$/, "/postgres") });
  await admin.connect();
  await admin.query("CREATE DATABASE focal");
  await admin.end();
  log(`private PostgreSQL at ${cluster.url} (${cluster.dir})`);
  checker = createChecker(cluster.url);

  servers = [
    focalServer("server 1", cluster.url, await freePort()),
    focalServer("server 2", cluster.url, await freePort()),
  ];
  // One after the other: the first start migrates and creates the queue's schema.
  await servers[0].start();
  await servers[1].start();
  log(`servers on ${servers.map((server) => server.url).join(" and ")}`);
  const studio = await setUpStudio(checker);

  const loadStartedAt = Date.now();
  load = createLoad({ checker, ...studio });
  log(`load: ${concurrency} workers, up to ${leadTarget} leads; steady for ${steadySeconds} s`);
  await sleep(steadySeconds * 1000);

  // 1. SIGKILL server 2.
  const victim = servers[1];
  const kill = { server: victim.name, at: Date.now(), inFlight: inFlight.get(victim.name) ?? 0 };
  await victim.kill("SIGKILL");
  // Requests sent between the signal and the process's end were in flight at the kill too.
  kill.deadAt = Date.now();
  assertNoCrash();
  // Jobs active now belong to either server; those handed out again later were the killed server's.
  const { rows: activeJobs } = await checker.query(
    "SELECT id FROM pgboss.job WHERE name = ANY($1::text[]) AND state = 'active' AND started_on < to_timestamp($2 / 1000.0)",
    [QUEUES, kill.at],
  );
  kill.activeJobIds = activeJobs.map((row) => row.id);
  log(
    `SIGKILL ${victim.name}: ${kill.inFlight} request(s) in flight on it, ${kill.activeJobIds.length} job(s) active on both servers`,
  );
  await sleep(2000);

  // 2. PostgreSQL crash and restart, with server 1 alone.
  await restartPostgres(cluster, checker, studio.automationId, "restart 1 (server 1 alone)");
  await sleep(2000);

  // 3. Server 2 back.
  const backStarted = Date.now();
  await victim.start();
  kill.backAt = Date.now();
  log(`${victim.name} back (pid ${victim.child.pid}), ready in ${secs(kill.backAt - backStarted)}`);
  await sleep(steadySeconds * 1000);

  // 4. A second crash with both servers up: both must reconnect by themselves.
  await restartPostgres(cluster, checker, studio.automationId, "restart 2 (both servers)");
  await sleep(steadySeconds * 1000);

  assertNoCrash();
  await load.stop();
  const loadMs = Date.now() - loadStartedAt;
  log(`load stopped after ${secs(loadMs)}: ${attempts.length} requests, ${load.leads.length} leads`);
  const sent = await waitForJobs(checker, studio.automationId, load.leads.length);
  log(`jobs done: ${sent} e-mails sent`);

  summary = await finalChecks({ checker, ...studio, leads: load.leads, kill });
  summary.loadSeconds = Math.round(loadMs / 1000);
  summary.requestsPerSecond = Math.round(attempts.length / (loadMs / 1000));
} catch (error) {
  failures.push(error.message);
  console.error(error);
} finally {
  if (load) await load.stop().catch(() => {});
  for (const server of servers) {
    const own = server.exits.filter((exit) => !exit.expected);
    if (own.length || failures.length) {
      const tail = server.output.slice(-4000);
      if (tail.trim()) console.error(`--- ${server.name} output (tail) ---\n${tail}`);
    }
  }
  await Promise.all(servers.map((server) => server.kill("SIGTERM").catch(() => {})));
  if (logsDir) {
    fs.mkdirSync(logsDir, { recursive: true });
    for (const server of servers) {
      fs.writeFileSync(path.join(logsDir, `${server.name.replace(" ", "-")}.log`), server.output);
    }
  }
  await checker?.end().catch(() => {});
  if (cluster) {
    cluster.stopQuietly();
    if (failures.length && fs.existsSync(cluster.logFile)) {
      console.error(
        `--- PostgreSQL log (tail) ---\n${fs.readFileSync(cluster.logFile, "utf8").slice(-3000)}`,
      );
    }
    if (keep) console.error(`PostgreSQL cluster kept in ${cluster.dir} (log: ${cluster.logFile})`);
    else cluster.remove();
  }
}

if (summary) {
  console.log("\nSummary");
  console.log(JSON.stringify(summary, null, 2));
  if (jsonFile)
    fs.writeFileSync(
      jsonFile,
      `${JSON.stringify({ date: new Date().toISOString(), ...summary }, null, 2)}\n`,
    );
}
if (failures.length > 0) {
  console.error(`\n${failures.length} property check(s) failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("\nAll fault-tolerance properties hold.");
process.exit(0);

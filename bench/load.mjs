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
// Seeding through the API, a few requests at a time

async function api(base, method, path, { cookie, body, expect = [200, 201] } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
      origin: base,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!expect.includes(response.status)) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { json: text ? JSON.parse(text) : null, headers: response.headers };
}

async function inBatches(items, size, task) {
  const results = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  }
  return results;
}

async function signIn(base, email, password) {
  const { headers } = await api(base, "POST", "/api/auth/login", { body: { email, password } });
  const cookie = /focal_session=[^;]+/.exec(headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

const FIRST = ["Olivia", "Liam", "Emma", "Noah", "Ava", "Mateo", "Sophia", "Lucas", "Mia", "Ethan", "Zoe"];
const LAST = ["Bennett", "Garcia", "Kim", "Okafor", "Rossi", "Nguyen", "Schmidt", "Silva", "Cohen", "Patel"];
const TYPES = ["WEDDING", "WEDDING", "ENGAGEMENT", "FAMILY", "PORTRAIT"];
const dateIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** One studio with a week of availability, three packages, clients with a project each, proposals. */
async function seedStudio(base, index) {
  const email = `load-${index}-${Date.now()}@example.com`;
  const password = "load-test-password";
  await api(base, "POST", "/api/auth/register", {
    body: { email, password, businessName: `Load Studio ${index}` },
  });
  const cookie = await signIn(base, email, password);
  const as = (method, path, body) => api(base, method, path, { cookie, body });
  const me = (await as("GET", "/api/auth/me")).json;
  for (const dayOfWeek of [1, 2, 3, 4, 5]) {
    await as("POST", "/api/availability/templates", {
      dayOfWeek,
      startTime: "09:00",
      endTime: "17:00",
      breaks: [{ startTime: "12:00", endTime: "13:00", label: "Lunch" }],
    });
  }
  const packages = [];
  for (const [name, price] of [
    ["Essential", 250_000],
    ["Signature", 420_000],
    ["Heirloom", 650_000],
  ]) {
    const { json } = await as("POST", "/api/packages", {
      name: `${name} Collection`,
      description: "Coverage, an online gallery and prints",
      basePriceCents: price,
      items: [
        { name: "Coverage", description: "Hours of photography", qty: 8, unitCents: price / 10 },
        { name: "Online gallery", description: "High-resolution downloads", qty: 1, unitCents: 0 },
        { name: "Sneak peek", qty: 1, unitCents: price / 5 },
      ],
    });
    packages.push(json);
  }
  const numbers = Array.from({ length: clientsPerStudio }, (_, n) => n);
  const clients = await inBatches(numbers, 8, async (n) => {
    const firstName = FIRST[n % FIRST.length];
    const lastName = LAST[(n + index) % LAST.length];
    const { json: client } = await as("POST", "/api/clients", {
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${n}@example.com`.toLowerCase(),
      phone: n % 3 === 0 ? undefined : `(555) 01${n % 10}-${String(1000 + n).slice(-4)}`,
      eventDate: n % 4 === 0 ? undefined : dateIn(30 + n * 3),
      notes: n % 2 === 0 ? "Met at the bridal fair; prefers e-mail." : undefined,
    });
    const { json: project } = await as("POST", "/api/projects", {
      title: `${firstName} ${lastName} ${TYPES[n % TYPES.length].toLowerCase()}`,
      projectType: TYPES[n % TYPES.length],
      clientId: client.id,
      eventDate: client.eventDate ?? undefined,
    });
    return { client, project };
  });
  const withProposal = clients.filter((_, n) => n % 2 === 0);
  const proposals = await inBatches(withProposal, 8, async ({ client, project }, n) => {
    const pkg = packages[n % packages.length];
    const { json } = await as("POST", "/api/proposals", {
      title: `${pkg.name} for ${client.firstName}`,
      clientId: client.id,
      projectId: project.id,
      packageId: pkg.id,
      items: pkg.items.map(({ name, description, qty, unitCents }) => ({
        name,
        description: description ?? undefined,
        qty,
        unitCents,
      })),
      depositPercent: 30,
      validUntil: dateIn(60),
    });
    return json;
  });
  return {
    cookie,
    publicToken: me.publicToken,
    clientIds: clients.map((c) => c.client.id),
    projects: clients.map((c) => c.project),
    proposalIds: proposals.map((p) => p.id),
    proposalTokens: proposals.map((p) => p.token),
  };
}

/** The demo studio (seeded by the server on its empty database) as one of the studios. */
async function demoStudio(base) {
  const cookie = await signIn(base, "demo@focal.studio", "focal-demo-2026");
  const as = (path) => api(base, "GET", path, { cookie }).then((r) => r.json);
  const me = await as("/api/auth/me");
  const clients = await as("/api/clients");
  const projects = await as("/api/projects");
  const proposals = await as("/api/proposals");
  return {
    cookie,
    publicToken: me.publicToken,
    clientIds: clients.map((c) => c.id),
    projects: await Promise.all(projects.map((p) => as(`/api/projects/${p.id}`))),
    proposalIds: proposals.map((p) => p.id),
    proposalTokens: proposals.map((p) => p.token),
  };
}

// ---------------------------------------------------------------------------------------------------
// Load: autocannon with one studio per connection (round robin), and the CPU each side spent

const pick = (list, n) => list[n % list.length];

/**
 * A phase's workload: each connection takes the next studio (round robin) and walks `entries` in order,
 * again and again. An entry's `path` and `body` may depend on the studio and on the connection's own
 * state (a counter `n`, the id of the client it created last); entries that depend on neither are built
 * once. `kind` groups the answers in the per-kind counts; `anonymous` entries send no session cookie.
 */
function workloadOf(studios, entries, origin) {
  let nextStudio = 0;
  const counts = new Map();
  const record = (kind, status, body) => {
    const count = counts.get(kind) ?? { total: 0, failed: 0, sample: null };
    count.total += 1;
    if (status < 200 || status >= 300) {
      count.failed += 1;
      count.sample ??= `${status} ${String(body).slice(0, 200)}`;
    }
    counts.set(kind, count);
  };
  function setupClient(client) {
    const studio = studios[nextStudio % studios.length];
    const state = { n: nextStudio * 7, created: null };
    nextStudio += 1;
    client.setRequests(
      entries.map(({ kind, method = "GET", path, body, onResponse, anonymous = false }) => {
        // Public pages are opened by the studio's clients, who have no session.
        const headers = anonymous ? {} : { cookie: studio.cookie };
        if (body) Object.assign(headers, { "content-type": "application/json", origin });
        const request = {
          method,
          headers,
          onResponse(status, responseBody) {
            record(kind, status, responseBody);
            onResponse?.(status, responseBody, state);
          },
        };
        if (typeof path === "string") request.path = path;
        else {
          request.setupRequest = (built) => {
            state.n += 1;
            built.path = path(studio, state);
            if (body) built.body = JSON.stringify(body(studio, state));
            return built;
          };
        }
        return request;
      }),
    );
  }
  return { setupClient, counts };
}

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
  const seedStart = Date.now();
  const studios = [await demoStudio(focal.url)];
  for (let index = 1; index <= studioCount; index++) studios.push(await seedStudio(focal.url, index));
  const clientTotal = studios.reduce((sum, s) => sum + s.clientIds.length, 0);
  const proposalTotal = studios.reduce((sum, s) => sum + s.proposalIds.length, 0);
  console.log(
    `seeded ${studios.length} studios (the demo studio and ${studioCount} through the API): ${clientTotal} clients and projects, ${proposalTotal} proposals, in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );
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
    // 21 requests a cycle: 8 list reads (38%), 5 detail reads (24%), 3 writes (14%: a project's notes
    // saved, a walk-in client added and removed), 4 public pages (19%: the booking calendar twice, a
    // proposal, the health check) and 1 session check (5%). docs/PERFORMANCE.md says why these weights.
    const projectBody = (studio, context) => {
      const project = pick(studio.projects, context.n);
      return {
        title: project.title,
        status: "ACTIVE",
        eventDate: project.eventDate ?? undefined,
        notes: `Called on ${new Date().toISOString().slice(0, 10)}; wants a second shooter (${context.n}).`,
      };
    };
    const mixEntries = [
      { kind: "list", path: "/api/clients" },
      { kind: "detail", path: (s, c) => `/api/clients/${pick(s.clientIds, c.n)}` },
      { kind: "list", path: "/api/projects" },
      { kind: "public", anonymous: true, path: (s) => `/api/public/booking/calendar/${s.publicToken}` },
      { kind: "detail", path: (s, c) => `/api/projects/${pick(s.projects, c.n).id}` },
      { kind: "list", path: "/api/proposals" },
      {
        kind: "write",
        method: "PUT",
        path: (s, c) => `/api/projects/${pick(s.projects, c.n).id}`,
        body: projectBody,
      },
      { kind: "list", path: "/api/clients" },
      {
        kind: "public",
        anonymous: true,
        path: (s, c) => `/api/public/proposals/${pick(s.proposalTokens, c.n)}`,
      },
      { kind: "detail", path: (s, c) => `/api/proposals/${pick(s.proposalIds, c.n)}` },
      { kind: "session", path: "/api/auth/me" },
      { kind: "list", path: "/api/projects" },
      { kind: "public", anonymous: true, path: "/api/health" },
      {
        kind: "write",
        method: "POST",
        path: () => "/api/clients",
        body: (_, c) => ({ firstName: "Walk", lastName: `In ${c.n}`, email: `walk-in-${c.n}@example.com` }),
        onResponse: (status, body, state) => {
          state.created = status === 201 ? JSON.parse(body).id : null;
        },
      },
      { kind: "list", path: "/api/packages" },
      { kind: "detail", path: (s, c) => `/api/clients/${pick(s.clientIds, c.n + 7)}` },
      // The walk-in goes again, so the lists keep their size through the run.
      { kind: "write", method: "DELETE", path: (_, c) => `/api/clients/${c.created}` },
      { kind: "list", path: "/api/clients" },
      { kind: "public", anonymous: true, path: (s) => `/api/public/booking/calendar/${s.publicToken}` },
      { kind: "detail", path: (s, c) => `/api/projects/${pick(s.projects, c.n + 3).id}` },
      { kind: "list", path: "/api/projects" },
    ];
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

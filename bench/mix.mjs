/**
 * The realistic mix shared by bench/load.mjs and bench/soak.mjs: studios seeded through the API (the demo
 * studio and a few more with clients, projects, packages and proposals), and autocannon workloads in which
 * each connection walks a list of requests as one of those studios.
 */

// ---------------------------------------------------------------------------------------------------
// Seeding through the API, a few requests at a time

export async function api(base, method, path, { cookie, body, expect = [200, 201] } = {}) {
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

export async function inBatches(items, size, task) {
  const results = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  }
  return results;
}

export async function signIn(base, email, password) {
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
export async function seedStudio(base, index, clientsPerStudio) {
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
export async function demoStudio(base) {
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

/** The demo studio and `studioCount` seeded ones; logs what was seeded and how long it took. */
export async function seedStudios(base, { studioCount, clientsPerStudio }) {
  const seedStart = Date.now();
  const studios = [await demoStudio(base)];
  for (let index = 1; index <= studioCount; index++)
    studios.push(await seedStudio(base, index, clientsPerStudio));
  const clientTotal = studios.reduce((sum, s) => sum + s.clientIds.length, 0);
  const proposalTotal = studios.reduce((sum, s) => sum + s.proposalIds.length, 0);
  console.log(
    `seeded ${studios.length} studios (the demo studio and ${studioCount} through the API): ${clientTotal} clients and projects, ${proposalTotal} proposals, in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  return studios;
}

// ---------------------------------------------------------------------------------------------------
// Load: autocannon with one studio per connection (round robin)

export const pick = (list, n) => list[n % list.length];

/**
 * A phase's workload: each connection takes the next studio (round robin) and walks `entries` in order,
 * again and again. An entry's `path` and `body` may depend on the studio and on the connection's own
 * state (a counter `n`, the id of the client it created last); entries that depend on neither are built
 * once. `kind` groups the answers in the per-kind counts; `anonymous` entries send no session cookie.
 */
export function workloadOf(studios, entries, origin) {
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

// ---------------------------------------------------------------------------------------------------
// The realistic mix

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
export const mixEntries = [
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

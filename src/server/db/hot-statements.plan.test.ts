/**
 * A thousand studios on one PostgreSQL: every statement the server runs for the hot requests (the lists,
 * a record's page, the dashboard, the public booking calendar and proposal page, the session check on
 * each) reaches the big tables through an index, never a sequential scan. A studio's requests must cost
 * the same whether it shares the database with one studio or with a thousand.
 *
 * The database is seeded by SQL (test/seed-many-studios.ts) around one studio registered through the
 * API; the statements are recorded from the app's own pool while it serves that studio's requests, with
 * the caches off so that each really runs, then EXPLAINed with the values they ran with. The tables
 * checked are those the seeding made big (10,000 rows or more), read from pg_class. PostgreSQL only:
 * the embedded database neither holds a thousand studios in seconds nor plans like a server.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContextOn, type TestContext } from "../test/context.js";
import { openTestDatabase, testDbKind } from "../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../test/factories.js";
import { seedManyStudios } from "../test/seed-many-studios.js";

const STUDIOS = 1000;
/** About a million rows in all, seeded in about 20 s on two busy CPUs (300 a studio would take a minute). */
const CLIENTS_PER_STUDIO = 80;
const BIG_TABLE_ROWS = 10_000;

/** What the hot requests need to name: the signed-in studio's records and public tokens. */
interface Ids {
  clientId: string;
  projectId: string;
  proposalId: string;
  proposalToken: string;
  publicToken: string;
  slotDate: string;
}

interface HotRequest {
  url: (ids: Ids, get: (url: string) => Promise<unknown>) => string | Promise<string>;
  /** A table the request must have read, so that it cannot pass by recording nothing of its own. */
  reads: string;
  /** Sent without the studio's session (a client's or a visitor's page). */
  anonymous?: boolean;
}

/** The second page of a paged list, after its first page's cursor (pages of 20: a studio has 40 proposals). */
const secondPage = (base: string) => async (_ids: Ids, get: (url: string) => Promise<unknown>) => {
  const page = (await get(`${base}?limit=20`)) as { nextCursor: string | null };
  if (!page.nextCursor) throw new Error(`${base}?limit=20 has no second page`);
  return `${base}?limit=20&cursor=${encodeURIComponent(page.nextCursor)}`;
};

// ---- The hot requests. Add a request here and the test checks its statements too. ----
const HOT_REQUESTS: Record<string, HotRequest> = {
  "GET /api/auth/me": { url: () => "/api/auth/me", reads: "users" },
  "GET /api/dashboard": { url: () => "/api/dashboard", reads: "projects" },
  "GET /api/reports/summary": { url: () => "/api/reports/summary", reads: "estimates" },
  "GET /api/clients": { url: () => "/api/clients", reads: "clients" },
  "GET /api/clients?limit=50": { url: () => "/api/clients?limit=50", reads: "clients" },
  "GET /api/clients?limit=50&search=ann": { url: () => "/api/clients?limit=50&search=ann", reads: "clients" },
  "GET /api/clients?limit=20&cursor=…": { url: secondPage("/api/clients"), reads: "clients" },
  "GET /api/projects": { url: () => "/api/projects", reads: "projects" },
  "GET /api/projects?limit=50": { url: () => "/api/projects?limit=50", reads: "projects" },
  "GET /api/projects?limit=50&search=ann": {
    url: () => "/api/projects?limit=50&search=ann",
    reads: "projects",
  },
  "GET /api/projects?limit=20&cursor=…": { url: secondPage("/api/projects"), reads: "projects" },
  "GET /api/proposals": { url: () => "/api/proposals", reads: "estimates" },
  "GET /api/proposals?limit=50": { url: () => "/api/proposals?limit=50", reads: "estimates" },
  "GET /api/proposals?limit=50&search=ann": {
    url: () => "/api/proposals?limit=50&search=ann",
    reads: "estimates",
  },
  "GET /api/proposals?limit=20&cursor=…": { url: secondPage("/api/proposals"), reads: "estimates" },
  "GET /api/packages": { url: () => "/api/packages", reads: "packages" },
  // A client's page.
  "GET /api/clients/:id": { url: (ids) => `/api/clients/${ids.clientId}`, reads: "clients" },
  "GET /api/clients/:id/history": { url: (ids) => `/api/clients/${ids.clientId}/history`, reads: "clients" },
  "GET /api/clients/:id/messages": {
    url: (ids) => `/api/clients/${ids.clientId}/messages`,
    reads: "messages",
  },
  "GET /api/proposals/client/:id": {
    url: (ids) => `/api/proposals/client/${ids.clientId}`,
    reads: "estimates",
  },
  // A project's page.
  "GET /api/projects/:id": { url: (ids) => `/api/projects/${ids.projectId}`, reads: "projects" },
  "GET /api/estimates/project/:id": {
    url: (ids) => `/api/estimates/project/${ids.projectId}`,
    reads: "estimates",
  },
  // A proposal's page.
  "GET /api/proposals/:id": { url: (ids) => `/api/proposals/${ids.proposalId}`, reads: "estimate_items" },
  // The public pages.
  "GET /api/public/booking/calendar/:token": {
    url: (ids) => `/api/public/booking/calendar/${ids.publicToken}`,
    reads: "availability_templates",
    anonymous: true,
  },
  "GET /api/public/booking/calendar/:token/slots/:date": {
    url: (ids) => `/api/public/booking/calendar/${ids.publicToken}/slots/${ids.slotDate}`,
    reads: "bookings",
    anonymous: true,
  },
  "GET /api/public/proposals/:token": {
    url: (ids) => `/api/public/proposals/${ids.proposalToken}`,
    reads: "estimates",
    anonymous: true,
  },
};

interface Statement {
  request: string;
  text: string;
  values: unknown[];
}

/** What a plan reads: each scanned relation and how. */
interface Scan {
  node: string;
  relation: string;
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode, into: Scan[] = []): Scan[] {
  if (node["Relation Name"]) into.push({ node: node["Node Type"], relation: node["Relation Name"] });
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

/** Statements a plan can be asked of: reads and writes, not BEGIN, SET, LISTEN or advisory locks alone. */
const EXPLAINABLE = /^\s*(select|with|update|delete|insert)\b/i;

/** Records every statement the pool's connections run, labelled with the request being served. */
function recordStatements(pool: pg.Pool) {
  const statements: Statement[] = [];
  let request: string | null = null;
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args;
      const text = typeof first === "string" ? first : (first as { text?: string } | undefined)?.text;
      const values = Array.isArray(second)
        ? second
        : ((first as { values?: unknown[] } | undefined)?.values ?? []);
      if (request && typeof text === "string") statements.push({ request, text, values });
      return query(...args);
    };
  });
  return {
    statements,
    during: async <T>(label: string, run: () => Promise<T>): Promise<T> => {
      request = label;
      try {
        return await run();
      } finally {
        request = null;
      }
    },
  };
}

describe.runIf(testDbKind() === "postgres")("hot statements on a database of a thousand studios", () => {
  let ctx: TestContext;
  let pool: pg.Pool;
  let studio: TestPhotographer;
  let recorder: ReturnType<typeof recordStatements>;
  let bigTables: Set<string>;
  const answers = new Map<string, number>();

  beforeAll(async () => {
    const { database, url } = await openTestDatabase();
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
    recorder = recordStatements(pool);
    // The caches off, so that every request runs its statements.
    ctx = await createTestContextOn(database, {
      connectionString: url,
      overrides: { READ_CACHE_SECONDS: "0", SESSION_CACHE_SECONDS: "0" },
    });
    studio = await createTestPhotographer(ctx, { businessName: "Hot Studio" });
    await seedManyStudios(url!, {
      studios: STUDIOS - 1,
      clientsPerStudio: CLIENTS_PER_STUDIO,
      existingStudios: [studio.photographerId],
    });
    const big = await pool.query<{ relname: string }>(
      `SELECT relname FROM pg_class
        WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples >= $1`,
      [BIG_TABLE_ROWS],
    );
    bigTables = new Set(big.rows.map((row) => row.relname));

    const one = async (text: string) => (await pool.query(text, [studio.photographerId])).rows[0]!;
    const proposal = await one(
      `SELECT id, token, client_id, project_id FROM estimates
        WHERE photographer_id = $1 AND status = 'SENT' ORDER BY created_at DESC LIMIT 1`,
    );
    const photographer = await one("SELECT public_token FROM photographers WHERE id = $1");
    // A weekday a week or two ahead that is not a day off: it has slots.
    const day = await one(
      `SELECT to_char(d, 'YYYY-MM-DD') AS date FROM generate_series(current_date + 8, current_date + 40, '1 day') AS d
        WHERE extract(isodow FROM d) BETWEEN 1 AND 5
          AND NOT EXISTS (SELECT 1 FROM availability_overrides o WHERE o.photographer_id = $1 AND o.date = d::date)
        LIMIT 1`,
    );
    const ids: Ids = {
      clientId: proposal.client_id,
      projectId: proposal.project_id,
      proposalId: proposal.id,
      proposalToken: proposal.token,
      publicToken: photographer.public_token,
      slotDate: day.date,
    };

    const send = (url: string, anonymous = false) =>
      ctx.app.inject({ method: "GET", url, headers: anonymous ? {} : { cookie: studio.cookie } });
    const get = async (url: string) => (await send(url)).json();
    for (const [name, hot] of Object.entries(HOT_REQUESTS)) {
      const url = await hot.url(ids, get);
      const res = await recorder.during(name, () => send(url, hot.anonymous));
      answers.set(name, res.statusCode);
    }
  }, 300_000);

  afterAll(() => ctx?.close());

  it("seeds a thousand studios, about a million rows, with the lists' tables big", async () => {
    const { rows } = await pool.query<{ studios: number; rows: number }>(
      `SELECT (SELECT count(*) FROM photographers)::int AS studios,
              (SELECT sum(reltuples) FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace)::int AS rows`,
    );
    expect(rows[0]!.studios).toBe(STUDIOS);
    expect(rows[0]!.rows).toBeGreaterThan(800_000);
    for (const table of [
      "clients",
      "projects",
      "estimates",
      "estimate_items",
      "bookings",
      "messages",
      "sessions",
    ]) {
      expect(bigTables, `${table} is not among the big tables`).toContain(table);
    }
  });

  it("answers every hot request", () => {
    for (const name of Object.keys(HOT_REQUESTS)) expect(answers.get(name), name).toBe(200);
  });

  async function scansOfStatement(text: string, values: unknown[]): Promise<Scan[]> {
    const result = await pool.query(`EXPLAIN (FORMAT JSON) ${text}`, values);
    const [plan] = result.rows[0]["QUERY PLAN"] as { Plan: PlanNode }[];
    return scansOf(plan!.Plan);
  }

  it("sees a sequential scan where there is one", async () => {
    // No index leads with the notes: the whole table is read, and the check below must be able to tell.
    const scans = await scansOfStatement("SELECT id FROM clients WHERE notes = $1", ["none"]);
    expect(scans).toContainEqual({ node: "Seq Scan", relation: "clients" });
  });

  it("reads no big table by a sequential scan in any statement of a hot request", async () => {
    const seqScans: string[] = [];
    const read = new Map<string, Set<string>>();
    const explained = recorder.statements.filter((statement) => EXPLAINABLE.test(statement.text));
    for (const statement of explained) {
      const scans = await scansOfStatement(statement.text, statement.values);
      const tables = read.get(statement.request) ?? new Set<string>();
      for (const scan of scans) tables.add(scan.relation);
      read.set(statement.request, tables);
      for (const scan of scans) {
        if (scan.node === "Seq Scan" && bigTables.has(scan.relation)) {
          seqScans.push(
            `${statement.request}: Seq Scan on ${scan.relation} in ${statement.text.replace(/\s+/g, " ")}`,
          );
        }
      }
    }
    // The recording saw each request read what it is about, so an empty recording cannot pass.
    for (const [name, hot] of Object.entries(HOT_REQUESTS)) {
      expect([...(read.get(name) ?? [])], `${name} read no ${hot.reads}`).toContain(hot.reads);
    }
    expect(seqScans, seqScans.join("\n\n")).toEqual([]);
  });
});

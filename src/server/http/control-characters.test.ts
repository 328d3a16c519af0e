/**
 * NUL and other control characters, over the whole route table: every route gets one in a body string, a
 * query string and each path segment, otherwise as its owner would send it (A's real ids and session, a
 * body the route's schema accepts), and must answer 400 `{ message }` naming the field and change nothing.
 * PostgreSQL refuses NUL in text and jsonb, so on main these reached it and answered 500. The client
 * import is the one route that checks its rows itself: one bad row is refused, the rest imported.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { RouteSummary } from "../app.js";
import { acceptedBody, cookieFor, paramNames, urlOf } from "../test/bad-input.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { changedTables, databaseDigest } from "../test/db-digest.js";
import { as } from "../test/http.js";
import { BODIES } from "../test/route-classes.js";
import { createTenantFixture, type RecordKind, type TenantFixture } from "../test/tenant-fixture.js";

let ctx: TestContext;
let fixture: TenantFixture;
beforeAll(async () => {
  // Generous limits: a sign-in or booking answered before the fix must not turn later ones into 429s.
  ctx = await createTestContext({
    LOGIN_RATE_LIMIT: "100000",
    REGISTER_RATE_LIMIT: "100000",
    PUBLIC_RATE_LIMIT: "100000",
  });
  fixture = await createTenantFixture(ctx);
}, 60_000);
afterAll(() => ctx?.close());

const key = (route: RouteSummary) => `${route.method} ${route.url}`;
const bodySchema = (route: RouteSummary) =>
  (route.schema as Record<string, z.ZodType | undefined> | undefined)?.body;
const NUL = "\u0000";

/** Bodies the generator rarely gets right: a NUL in their text used to reach PostgreSQL. */
const MORE_BODIES: Record<string, unknown> = {
  "POST /api/auth/register": {
    businessName: "Nul Studio",
    email: "nul-studio@example.com",
    password: "correct horse battery 9",
  },
  "POST /api/auth/login": { email: "nobody@example.com", password: "correct horse battery 9" },
  "POST /api/photographer/links": { title: "Blog", url: "https://example.com/blog" },
  "POST /api/webhooks/endpoints": {
    url: "https://hooks.example.com/focal",
    events: ["client.created"],
    enabled: true,
  },
  "POST /api/test-checkout/payment-intents/confirm": {
    clientSecret: "pi_test_secret_0000000000",
    cardNumber: "4242 4242 4242 4242",
    expiry: "12/34",
    cvc: "123",
  },
};

/** A body the route's schema accepts: the tenant test's own, or the first generated one that passes. */
function acceptableBody(route: RouteSummary, schema: z.ZodType): Record<string, unknown> | undefined {
  const known = BODIES[key(route)] ?? MORE_BODIES[key(route)];
  if (known !== undefined) {
    return JSON.parse(
      JSON.stringify(known).replace(/"\$([A-Za-z]+)"/g, (_, kind: RecordKind) =>
        JSON.stringify(fixture.ids[kind]),
      ),
    );
  }
  const samples = fc.sample(acceptedBody(schema), { numRuns: 300, seed: 42 });
  return samples.find(
    (sample): sample is Record<string, unknown> =>
      typeof sample === "object" &&
      sample !== null &&
      !Array.isArray(sample) &&
      schema.safeParse(sample).success,
  );
}

/** The dotted paths of a JSON value's strings. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, String(i)]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, item]) => stringPaths(item, [...path, k]));
  return [];
}

function withNulAt(value: Record<string, unknown>, path: string[]): Record<string, unknown> {
  const copy = structuredClone(value);
  let parent = copy as Record<string, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string, unknown>;
  const last = path.at(-1)!;
  parent[last] = `a${NUL}${String(parent[last])}`;
  return copy;
}

/**
 * The acceptable body with a NUL in one of its strings, preferring one the zod schema alone would let
 * through (the case that reached PostgreSQL); with no string at all, an extra field carries it.
 */
function bodyWithNul(schema: z.ZodType, body: Record<string, unknown>): { body: unknown; field: string } {
  const paths = stringPaths(body).filter((path) => path.length > 0);
  const candidates = paths.map((path) => ({ body: withNulAt(body, path), field: path.join(".") }));
  return (
    candidates.find((candidate) => schema.safeParse(candidate.body).success) ??
    candidates[0] ?? { body: { ...body, note: `a${NUL}b` }, field: "note" }
  );
}

const routes = () =>
  ctx.app.routeTable.filter(
    (r) => r.url.startsWith("/api/") && r.method !== "OPTIONS" && r.textCheckedByService.length === 0,
  );

async function send(route: RouteSummary, url: string, body?: unknown) {
  const cookie = cookieFor(fixture, route);
  return ctx.app.inject({
    method: route.method as "POST",
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

describe("control characters in any request", () => {
  it("are refused with 400 { message } naming the field on every route, in body, query and path", async () => {
    const failures: string[] = [];
    let bodies = 0;
    let acceptable = 0;
    let queries = 0;
    let segments = 0;
    for (const route of routes()) {
      const schema = bodySchema(route);
      const takesBody = route.method !== "GET" && route.method !== "DELETE";
      const valid = schema && takesBody ? acceptableBody(route, schema) : undefined;
      if (schema && takesBody && valid) acceptable++;
      const plain = takesBody ? (valid ?? {}) : undefined;
      const cases: { what: string; field: string; url: string; body?: unknown }[] = [];
      if (schema && route.method !== "GET") {
        const { body, field } = bodyWithNul(schema, valid ?? {});
        cases.push({ what: "body", field, url: urlOf(fixture, route), body });
        bodies++;
      }
      // Every route, with a query schema or not: its first key, or one it ignores.
      const queryKey = Object.keys(
        (route.schema as { querystring?: z.ZodObject })?.querystring?.shape ?? {},
      )[0];
      const query = { [queryKey ?? "search"]: `a${NUL}b` };
      cases.push({
        what: "query",
        field: queryKey ?? "search",
        url: urlOf(fixture, route, {}, query),
        body: plain,
      });
      queries++;
      for (const name of paramNames(route)) {
        cases.push({
          what: "path",
          field: name,
          url: urlOf(fixture, route, { [name]: `aaaa${NUL}aaaa` }),
          body: plain,
        });
        segments++;
      }
      const before = await databaseDigest(ctx.database);
      for (const { what, field, url, body } of cases) {
        const res = await send(route, url, body);
        const message = res.headers["content-type"]?.toString().startsWith("application/json")
          ? res.json().message
          : undefined;
        if (res.statusCode !== 400 || message !== `${field} contains a control character`) {
          failures.push(`${key(route)} [${what} ${field}] -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      const changed = changedTables(before, await databaseDigest(ctx.database));
      if (changed.length) failures.push(`${key(route)} changed ${changed.join(", ")}`);
    }
    expect(failures).toEqual([]);
    // Every route was reached; nearly every body was otherwise acceptable (a code-only body is not).
    expect(queries).toBe(routes().length);
    expect(bodies).toBeGreaterThanOrEqual(60);
    expect(acceptable).toBeGreaterThanOrEqual(bodies - 2);
    expect(segments).toBeGreaterThanOrEqual(90);
  }, 300_000);

  it("leaves only the client import to check its own rows", () => {
    expect(
      ctx.app.routeTable
        .filter((r) => r.textCheckedByService.length > 0)
        .map((r) => [key(r), r.textCheckedByService]),
    ).toEqual([["POST /api/clients/import", ["rows.*.values"]]]);
  });

  it("refuses the other C0 controls, and lets tab, newline and carriage return through", async () => {
    const asA = as(ctx, fixture.a.cookie);
    for (const control of ["\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f"]) {
      const res = await asA.post("/api/clients", { firstName: `Ann${control}`, lastName: "Lee" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("firstName contains a control character");
    }
    const res = await asA.post("/api/clients", {
      firstName: "Ann",
      lastName: "Lee",
      notes: "one\ttwo\r\nthree",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toBe("one\ttwo\r\nthree");
  });

  it("refuses a control character in an object key and in a nested string", async () => {
    const asA = as(ctx, fixture.a.cookie);
    const key = await asA.post("/api/clients", { firstName: "Ann", lastName: "Lee", [`x${NUL}`]: 1 });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe("The request body has a field name with a control character");
    const nested = await asA.put(`/api/proposals/${fixture.ids.proposal}`, {
      title: "Renamed",
      clientId: fixture.ids.client,
      items: [{ name: `Hours${NUL}`, qty: 1, unitCents: 100 }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe("items.0.name contains a control character");
  });

  it("refuses a NUL in a capability token without a database error", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/public/proposals/aaaa%00aaaa" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("token contains a control character");
  });
});

describe("client import with a control character in one row", () => {
  it("refuses that row, naming its column, and imports the others", async () => {
    const asA = as(ctx, fixture.a.cookie);
    const stamp = Date.now();
    const res = await asA.post("/api/clients/import", {
      rows: [
        { rowNumber: 1, values: { firstName: "Ida", lastName: "One", email: `ida-${stamp}@example.com` } },
        {
          rowNumber: 2,
          values: { firstName: "Nul", lastName: "Two", email: `nul${NUL}-${stamp}@example.com` },
        },
        { rowNumber: 3, values: { firstName: "Tia", lastName: "Three", notes: `bell\u0007` } },
        { rowNumber: 4, values: { firstName: "Uma", lastName: "Four", email: `uma-${stamp}@example.com` } },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      created: 2,
      rejected: [
        { rowNumber: 2, reason: "email contains a control character" },
        { rowNumber: 3, reason: "notes contains a control character" },
      ],
      projectsCreated: 0,
      dryRun: false,
      rows: [
        { rowNumber: 1, client: "new", clientName: "Ida One", project: null },
        { rowNumber: 4, client: "new", clientName: "Uma Four", project: null },
      ],
    });
    const { rows } = await ctx.database.executeSql(
      "SELECT first_name FROM clients WHERE photographer_id = $1 AND first_name IN ('Ida', 'Nul', 'Tia', 'Uma') ORDER BY first_name",
      [fixture.a.photographerId],
    );
    expect(rows.map((row) => row.first_name)).toEqual(["Ida", "Uma"]);
  });

  it("still refuses a control character elsewhere in the request", async () => {
    const res = await as(ctx, fixture.a.cookie).post("/api/clients/import", {
      rows: [{ rowNumber: 1, values: { firstName: "Ida", lastName: "One" } }],
      [`x${NUL}`]: true,
    });
    expect(res.statusCode).toBe(400);
  });
});

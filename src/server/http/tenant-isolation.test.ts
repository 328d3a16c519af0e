/**
 * Tenant isolation, generated from the route table: every route that names a record by id is called by
 * studio B (or one of B's clients) with studio A's id, and must answer 404 and change nothing anywhere.
 * A new route with a parameter fails here until it is classified below, so none can skip the check.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteSummary } from "../app.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { changedTables, databaseDigest } from "../test/db-digest.js";
import { BODIES, BODY_REFERENCES, CAPABILITIES, OWN_SCOPE, ownedKind } from "../test/route-classes.js";
import { createTenantFixture, type RecordKind, type TenantFixture } from "../test/tenant-fixture.js";

let ctx: TestContext;
let fixture: TenantFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  fixture = await createTenantFixture(ctx);
}, 60_000);
afterAll(() => ctx?.close());

const hasParams = (route: RouteSummary) => route.url.includes(":");
const key = (route: RouteSummary) => `${route.method} ${route.url}`;

/** A's ids in place of the route's parameters ($kind placeholders in bodies too). */
function withAsIds(route: RouteSummary, kind: RecordKind): string {
  return route.url.replace(/:[A-Za-z]+/, fixture.ids[kind]);
}
function bodyFor(route: RouteSummary): unknown {
  const body = BODIES[key(route)];
  if (body === undefined) return route.method === "GET" || route.method === "DELETE" ? undefined : {};
  return withAsIdsIn(body);
}
function withAsIdsIn(body: unknown): unknown {
  return JSON.parse(
    JSON.stringify(body).replace(/"\$([A-Za-z]+)"/g, (_, kind: RecordKind) =>
      JSON.stringify(fixture.ids[kind]),
    ),
  );
}

const inject = (route: RouteSummary, url: string, cookie: string | null, payload?: unknown) =>
  ctx.app.inject({
    method: route.method as "GET",
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe("tenant isolation over the whole route table", () => {
  it("classifies every route with a parameter (a new one must be added here)", () => {
    const unclassified = ctx.app.routeTable
      .filter(hasParams)
      .filter((route) => route.url.startsWith("/api/"))
      .filter((route) =>
        route.access === "public"
          ? !(route.url in CAPABILITIES)
          : !ownedKind(route.url) && !(route.url in OWN_SCOPE),
      )
      .map(key);
    expect(unclassified).toEqual([]);
  });

  it("gives A its own records on every GET by id (so the ids below are real)", async () => {
    const failures: string[] = [];
    for (const route of ctx.app.routeTable.filter((r) => r.method === "GET" && r.access !== "public")) {
      const kind = ownedKind(route.url);
      if (!kind) continue;
      const cookie = route.access === "client" ? fixture.aClientCookie : fixture.a.cookie;
      const res = await inject(route, withAsIds(route, kind), cookie);
      if (res.statusCode !== 200)
        failures.push(`${key(route)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to B for each of A's records and changes nothing", async () => {
    const routes = ctx.app.routeTable.filter((r) => r.access !== "public" && ownedKind(r.url));
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const route of routes) {
      const kind = ownedKind(route.url)!;
      const cookie = route.access === "client" ? fixture.bClientCookie : fixture.b.cookie;
      const before = await databaseDigest(ctx.database);
      const res = await inject(route, withAsIds(route, kind), cookie, bodyFor(route));
      const changed = changedTables(before, await databaseDigest(ctx.database));
      const message = res.headers["content-type"]?.toString().includes("json")
        ? res.json().message
        : undefined;
      if (res.statusCode !== 404 || typeof message !== "string" || changed.length > 0) {
        failures.push(`${key(route)} -> ${res.statusCode} ${res.body.slice(0, 120)} changed: [${changed}]`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to every capability URL with a token nobody was given, and changes nothing", async () => {
    const failures: string[] = [];
    for (const route of ctx.app.routeTable.filter((r) => r.access === "public" && hasParams(r))) {
      const capability = CAPABILITIES[route.url];
      if (!capability || capability.reason) continue;
      const url = route.url
        .replace(/:date/g, new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10))
        .replace(/:slotId/g, "20300101T1400Z")
        .replace(/:[A-Za-z]+/g, () => randomBytes(32).toString("base64url"));
      const before = await databaseDigest(ctx.database);
      const payload = route.method === "OPTIONS" ? undefined : bodyFor(route);
      const res = await inject(route, url, null, payload);
      const changed = changedTables(before, await databaseDigest(ctx.database));
      const expected = route.method === "OPTIONS" ? res.statusCode < 300 : res.statusCode === 404;
      if (!expected || changed.length > 0) {
        failures.push(`${key(route)} -> ${res.statusCode} ${res.body.slice(0, 120)} changed: [${changed}]`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to B for a body naming A's records, and changes nothing", async () => {
    const failures: string[] = [];
    for (const [name, body] of Object.entries(BODY_REFERENCES)) {
      const route = ctx.app.routeTable.find((r) => key(r) === name);
      if (!route) {
        failures.push(`${name}: no such route`);
        continue;
      }
      const before = await databaseDigest(ctx.database);
      const res = await inject(route, route.url, fixture.b.cookie, withAsIdsIn(body));
      const changed = changedTables(before, await databaseDigest(ctx.database));
      if (res.statusCode !== 404 || changed.length > 0) {
        failures.push(`${name} -> ${res.statusCode} ${res.body.slice(0, 120)} changed: [${changed}]`);
      }
      // A's own ids are real: A is not told they are not found (AI drafting, unset here, answers 409).
      const own = await inject(route, route.url, fixture.a.cookie, withAsIdsIn(body));
      if (own.statusCode === 404) failures.push(`${name} -> 404 to A too: ${own.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Bad input, generated: for every route in the table, fast-check derives wrong bodies, query strings and
 * path segments from the route's own zod schemas and sends them as the record's owner would. Each must
 * be refused with a 4xx JSON `{ message }` (a 500 fails the run through the test console guard) and
 * leave every table as it was. Control characters (NUL above all) go into bodies at any depth, query
 * strings and path segments. At least 10,000 requests a run, on PGlite and again on PostgreSQL (which
 * is where a NUL in text fails); a failure shrinks to the smallest input.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { RouteSummary } from "../app.js";
import {
  acceptedBody,
  badBody,
  badQuery,
  badSegment,
  cookieFor,
  isWorkingSegment,
  paramNames,
  refusedBy,
  urlOf as urlFor,
} from "../test/bad-input.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { changedTables, databaseDigest } from "../test/db-digest.js";
import { CAPABILITIES } from "../test/route-classes.js";
import { createTenantFixture, type TenantFixture } from "../test/tenant-fixture.js";

// The floor; FOCAL_PROPERTY_REQUESTS may raise it for a longer hunt (or lower it while exploring).
const MIN_REQUESTS = Number(process.env.FOCAL_PROPERTY_REQUESTS ?? 10_000);
const progress = process.env.FOCAL_PROPERTY_LOG;

let ctx: TestContext;
let fixture: TenantFixture;
let sent = 0;
beforeAll(async () => {
  // Generous limits: the point here is validation, not the sign-in and booking rate limits.
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: "100000" });
  fixture = await createTenantFixture(ctx);
}, 60_000);
afterAll(() => ctx?.close());

const key = (route: RouteSummary) => `${route.method} ${route.url}`;
const schemaPart = (route: RouteSummary, part: "body" | "querystring" | "params") =>
  (route.schema as Record<string, z.ZodType | undefined> | undefined)?.[part];

const urlOf = (route: RouteSummary, replace: Record<string, string> = {}, query?: Record<string, string>) =>
  urlFor(fixture, route, replace, query);

async function send(route: RouteSummary, url: string, body?: unknown) {
  sent++;
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

/** The refusal every bad request must get. */
function assertRefused(route: RouteSummary, res: Awaited<ReturnType<typeof send>>, input: unknown) {
  const type = res.headers["content-type"]?.toString() ?? "";
  const json = type.startsWith("application/json") ? res.json() : undefined;
  // Pages a browser opens from an e-mail (the unsubscribe link) answer their refusals as HTML.
  const readable = typeof json?.message === "string" || type.startsWith("text/html");
  if (res.statusCode < 400 || res.statusCode >= 500 || !readable) {
    throw new Error(
      `${key(route)} answered ${res.statusCode} ${res.body.slice(0, 200)} to ${JSON.stringify(input)?.slice(0, 300)}`,
    );
  }
}

const routes = () =>
  ctx.app.routeTable.filter(
    (r) => r.url.startsWith("/api/") && r.method !== "OPTIONS" && !CAPABILITIES[r.url]?.reason,
  );

/** fast-check's report cut to the counterexample, plus what the property threw (its `cause`). */
function describeFailure(error: unknown): string {
  const { message, cause } = error as Error;
  const counterexample = message.split("\n").find((line) => line.startsWith("Counterexample")) ?? message;
  return `${counterexample} -> ${cause instanceof Error ? cause.message : String(cause)}`.slice(0, 800);
}

type Dimension = { route: RouteSummary; name: string; property: (runs: number) => Promise<void> };

function dimensions(): Dimension[] {
  const list: Dimension[] = [];
  for (const route of routes()) {
    const body = schemaPart(route, "body");
    const query = schemaPart(route, "querystring");
    if (body && route.method !== "GET") {
      list.push({
        route,
        name: "body",
        property: (runs) =>
          fc.assert(
            fc.asyncProperty(badBody(body), async (input) => {
              if (!refusedBy(route, "body", body)(input)) return;
              assertRefused(route, await send(route, urlOf(route), input), input);
            }),
            { numRuns: runs },
          ),
      });
    }
    if (query) {
      list.push({
        route,
        name: "query",
        property: (runs) =>
          fc.assert(
            fc.asyncProperty(badQuery(query), async (input) => {
              if (!refusedBy(route, "querystring", query)(input)) return;
              const res = await send(route, urlOf(route, {}, input), route.method === "GET" ? undefined : {});
              assertRefused(route, res, input);
            }),
            { numRuns: runs },
          ),
      });
    }
    const names = paramNames(route);
    if (names.length > 0) {
      list.push({
        route,
        name: "path",
        property: (runs) =>
          fc.assert(
            fc.asyncProperty(fc.constantFrom(...names), badSegment, async (name, segment) => {
              // A generated segment can happen to name something real ("1" for the second e-mail).
              fc.pre(!isWorkingSegment(fixture, route, name, segment));
              // "." is a dot-segment: the URL without it (GET /api/clients/./export is /api/clients/export).
              fc.pre(segment !== ".");
              const res = await send(
                route,
                urlOf(route, { [name]: segment }),
                route.method === "GET" ? undefined : {},
              );
              assertRefused(route, res, { [name]: segment });
            }),
            { numRuns: runs },
          ),
      });
    }
  }
  return list;
}

describe("bad input, generated from every route's zod schemas", () => {
  it(`refuses each with a 4xx { message } and changes nothing (${MIN_REQUESTS}+ requests)`, async () => {
    const all = dimensions();
    expect(all.length).toBeGreaterThan(100);
    // Candidates the schema happens to accept are not sent, so each dimension gets some spare runs.
    const runs = Math.ceil((MIN_REQUESTS * 1.25) / all.length);
    const failures: string[] = [];
    for (const dimension of all) {
      const started = Date.now();
      const before = await databaseDigest(ctx.database);
      try {
        await dimension.property(runs);
      } catch (error) {
        failures.push(`${key(dimension.route)} [${dimension.name}]: ${describeFailure(error)}`);
        continue;
      }
      const changed = changedTables(before, await databaseDigest(ctx.database));
      if (changed.length)
        failures.push(`${key(dimension.route)} [${dimension.name}] changed ${changed.join(", ")}`);
      if (progress) {
        const { appendFileSync } = await import("node:fs");
        appendFileSync(progress, `${key(dimension.route)} [${dimension.name}] ${Date.now() - started} ms\n`);
      }
    }
    if (progress) (await import("node:fs")).appendFileSync(progress, `sent ${sent} requests\n`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  }, 600_000);

  it("never answers 5xx to bodies the schema accepts but that name nothing of the studio's", async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const body = schemaPart(route, "body");
      if (!body || route.method === "GET") continue;
      // Sign-in, sign-up and two-factor hash every attempt on purpose (slow by design) and have their own tests.
      if (route.url.startsWith("/api/auth/")) continue;
      if (progress) (await import("node:fs")).appendFileSync(progress, `accepted ${key(route)}\n`);
      try {
        await fc.assert(
          fc.asyncProperty(acceptedBody(body), async (input) => {
            if (refusedBy(route, "body", body)(input)) return;
            const res = await send(route, urlOf(route), input);
            if (res.statusCode >= 500)
              throw new Error(
                `${res.statusCode} ${res.body.slice(0, 200)} to ${JSON.stringify(input).slice(0, 300)}`,
              );
            if (res.statusCode >= 400 && typeof res.json().message !== "string")
              throw new Error(`no message: ${res.body}`);
          }),
          { numRuns: 25 },
        );
      } catch (error) {
        failures.push(`${key(route)}: ${describeFailure(error)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

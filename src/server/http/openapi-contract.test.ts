/**
 * The document's promise, checked against real answers: every GET route it lists is called on a studio
 * with data (the tenant fixture) with a READ API token, or the way the route is meant to be called when a
 * token is refused there by design (a session, a client's portal session, nobody for a public page), and
 * each success answer must parse with the route's own response schema.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { RouteSummary } from "../app.js";
import { BEARER_MESSAGES } from "../auth/guard.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { OWN_SCOPE, ownedKind } from "../test/route-classes.js";
import { createTenantFixture, type TenantFixture } from "../test/tenant-fixture.js";
import { DOCS_PREFIX, OPENAPI_PATH } from "./openapi.js";

let ctx: TestContext;
let fixture: TenantFixture;
let token: string;
/** Capability tokens the fixture does not hand out, read from A's rows. */
let extra: { receiptToken: string; receiptPaymentId: string; feedToken: string; linkLogId: string };

beforeAll(async () => {
  ctx = await createTestContext();
  fixture = await createTenantFixture(ctx);
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/api-tokens",
    headers: { cookie: fixture.a.cookie },
    payload: { name: "Contract test", scopes: ["read"] },
  });
  expect(created.statusCode, created.body).toBe(201);
  token = created.json().token;
  const one = async (query: string) =>
    (await ctx.database.executeSql(query, [fixture.a.photographerId])).rows[0] ?? {};
  const receipt = await one(
    "SELECT e.token, p.id FROM estimate_payments p JOIN estimates e ON e.id = p.estimate_id " +
      "WHERE p.photographer_id = $1 AND p.status = 'COMPLETED' LIMIT 1",
  );
  // A calendar subscription, so that the iCalendar feed has a token to be fetched by.
  const feedMade = await ctx.app.inject({
    method: "POST",
    url: "/api/calendar/feed",
    headers: { cookie: fixture.a.cookie },
  });
  expect(feedMade.statusCode, feedMade.body).toBe(200);
  const feed = await one("SELECT token FROM calendar_feeds WHERE photographer_id = $1 LIMIT 1");
  // An e-mail of A's given a tracked link, whose click redirects.
  const tracked = await one(
    "UPDATE email_logs SET links = '[\"https://example.com/\"]'::jsonb " +
      "WHERE id = (SELECT id FROM email_logs WHERE photographer_id = $1 LIMIT 1) RETURNING id",
  );
  extra = {
    linkLogId: String(tracked.id ?? "00000000-0000-4000-8000-000000000000"),
    receiptToken: String(receipt.token ?? ""),
    receiptPaymentId: String(receipt.id ?? ""),
    feedToken: String(feed.token ?? ""),
  };
}, 120_000);
afterAll(() => ctx?.close());

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** Query strings a route requires (or needs to reach its data); the rest are called without one. */
const QUERIES: Record<string, string> = {
  "/api/drip-campaigns/static-templates": "projectType=WEDDING",
  "/api/availability/slots": `date=${inAWeek()}`,
  "/api/public/booking/calendar/:publicToken/types/:slug/slots": `from=${inAWeek()}&to=${inAWeek()}`,
};

/**
 * GET routes that cannot answer a success to this call by design, and why. Everything else must answer
 * 2xx, so a route whose answer is never checked is a decision written here.
 */
const UNREACHABLE: Record<string, string> = {
  "/api/public/exports/:token": "the link's token is only ever e-mailed to the studio",
  "/api/public/drip/unsubscribe/:token": "the fixture's studio has no drip subscription with a token",
  "/api/test-checkout/:sessionId": "a checkout session of the test payment provider, made by a payment",
  "/api/test-onboarding/:accountId": "an onboarding link of the test payment provider",
  "/api/auth/google-calendar": "Google's consent screen: the test server has no Google client configured",
  "/api/auth/google-calendar/callback": "Google's redirect back, after its consent screen",
  "/api/public/proposals/:token/contract.pdf": "the client's copy exists once the client has signed",
};

/** The route's URL with the fixture's values in place of its parameters. */
function concrete(url: string): string {
  const kind = ownedKind(url);
  let path = kind ? url.replace(/:[A-Za-z]+/, fixture.ids[kind]) : url;
  if (url in OWN_SCOPE) path = path.replace(":projectType", "WEDDING");
  if (url.includes("/receipts/")) {
    path = path.replace(":token", extra.receiptToken).replace(":paymentId", extra.receiptPaymentId);
  }
  if (url.startsWith("/api/public/calendar-feed/")) path = path.replace(":token", extra.feedToken);
  if (url.startsWith("/api/public/booking/:token")) path = path.replace(":token", fixture.tokens.booking);
  return path
    .replace(":publicToken", fixture.tokens.publicToken)
    .replace(":token", fixture.tokens.proposal)
    .replace(":slug", "fixture-portraits")
    .replace(":date", inAWeek())
    .replace(":logId", extra.linkLogId)
    .replace(":index", "0")
    .replace(":file", "00000000-0000-4000-8000-000000000000.gif");
}

/** Bearer first; a route that refuses tokens by design is called with the credentials it is made for. */
async function call(route: RouteSummary, url: string) {
  const get = (headers: Record<string, string>) => ctx.app.inject({ method: "GET", url, headers });
  if (route.access === "client")
    return { how: "portal session", res: await get({ cookie: fixture.aClientCookie }) };
  if (route.access === "public" && !route.url.startsWith("/api/auth/"))
    return { how: "public", res: await get({}) };
  const res = await get({ authorization: `Bearer ${token}` });
  if (res.statusCode === 403 && res.json().message === BEARER_MESSAGES.refused) {
    return { how: "session", res: await get({ cookie: fixture.a.cookie }) };
  }
  return { how: "read token", res };
}

/** A non-JSON answer's schema names its media type (http/responses.ts `fileResponse`). */
const mediaTypeOf = (schema: z.ZodType): string | undefined =>
  (schema.meta() as { contentMediaType?: string } | undefined)?.contentMediaType;

describe("the OpenAPI document against real answers", () => {
  it("every GET route's success answer parses with its response schema", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const listed = new Set(
      Object.entries(document.paths)
        .filter(([, operations]) => "get" in operations)
        .map(([path]) => path.replace(/\{([A-Za-z]+)\}/g, ":$1")),
    );
    const routes = ctx.app.routeTable.filter(
      (r) =>
        r.method === "GET" && listed.has(r.url) && r.url !== OPENAPI_PATH && !r.url.startsWith(DOCS_PREFIX),
    );
    expect(routes.length).toBeGreaterThan(80);

    const failures: string[] = [];
    const unanswered: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const query = QUERIES[route.url];
      const url = concrete(route.url) + (query ? `?${query}` : "");
      const { how, res } = await call(route, url);
      const key = `GET ${route.url} (${how})`;
      if (res.statusCode >= 500) failures.push(`${key} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 300 && route.url in UNREACHABLE) continue;
      const responses = (route.schema?.response ?? {}) as Record<string, z.ZodType>;
      // A route whose success is a redirect (a tracked link) has nothing to parse.
      if (res.statusCode >= 300 && res.statusCode < 400 && responses[String(res.statusCode)]) {
        checked++;
        continue;
      }
      if (res.statusCode >= 300) {
        unanswered.push(`${key} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
        continue;
      }
      const schema = responses[String(res.statusCode)];
      if (!schema) {
        failures.push(`${key} -> ${res.statusCode}, a status its schema does not declare`);
        continue;
      }
      checked++;
      const mediaType = mediaTypeOf(schema);
      if (mediaType) {
        const type = String(res.headers["content-type"] ?? "");
        if (mediaType !== "application/octet-stream" && !type.startsWith(mediaType)) {
          failures.push(`${key} -> content-type ${type}, the document says ${mediaType}`);
        }
        continue;
      }
      const parsed = schema.safeParse(res.statusCode === 204 ? undefined : JSON.parse(res.body));
      if (!parsed.success) {
        for (const issue of parsed.error.issues.slice(0, 5)) {
          failures.push(`${key}: ${issue.path.join(".") || "(answer)"}: ${issue.message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(unanswered).toEqual([]);
    expect(checked).toBeGreaterThan(80);
  });

  it("answers a read token's GET as the session would (the token is the studio's photographer)", async () => {
    const withToken = await ctx.app.inject({
      method: "GET",
      url: "/api/clients",
      headers: { authorization: `Bearer ${token}` },
    });
    const withSession = await ctx.app.inject({
      method: "GET",
      url: "/api/clients",
      headers: { cookie: fixture.a.cookie },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toEqual(withSession.json());
  });
});

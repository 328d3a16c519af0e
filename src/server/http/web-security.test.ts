/**
 * Web security, over the whole route table: every state-changing route refuses a request a browser
 * marks as cross-site (and changes nothing), same-origin requests still work, the lead widget's
 * endpoint stays open to other sites, and every answer carries the security headers and a strict CSP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteSummary } from "../app.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { changedTables, databaseDigest } from "../test/db-digest.js";
import { ownedKind } from "../test/route-classes.js";
import { createTenantFixture, type TenantFixture } from "../test/tenant-fixture.js";
import { CROSS_SITE_MESSAGE } from "./csrf.js";
import { scriptHash } from "./security-headers.js";

let ctx: TestContext;
let fixture: TenantFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  fixture = await createTenantFixture(ctx);
}, 60_000);
afterAll(() => ctx?.close());

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const stateChanging = () =>
  ctx.app.routeTable.filter((r) => STATE_CHANGING.has(r.method) && r.url.startsWith("/api/"));

function concrete(route: RouteSummary): string {
  const kind = ownedKind(route.url);
  return route.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    kind && (name === "id" || name === "projectId") ? fixture.ids[kind] : fixture.tokens.publicToken,
  );
}

describe("CSRF: cross-site state changes are refused", () => {
  it("leaves only the lead widget's endpoint open to other sites", () => {
    expect(ctx.app.routeTable.filter((r) => r.crossSite).map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /api/public/widget/:publicToken/leads",
    ]);
  });

  for (const [label, headers] of [
    ["an Origin of another site", { origin: "https://evil.example" }],
    ["Origin: null (a sandboxed frame)", { origin: "null" }],
    ["Sec-Fetch-Site: cross-site without Origin", { "sec-fetch-site": "cross-site" }],
    ["a Referer from another site", { referer: "https://evil.example/page" }],
  ] as const) {
    it(`refuses ${label} on every state-changing route, changing nothing`, async () => {
      const routes = stateChanging().filter((r) => !r.crossSite);
      expect(routes.length).toBeGreaterThan(80);
      const before = await databaseDigest(ctx.database);
      const failures: string[] = [];
      for (const route of routes) {
        const res = await ctx.app.inject({
          method: route.method as "POST",
          url: concrete(route),
          headers: { cookie: fixture.a.cookie, ...headers },
          payload: {},
        });
        if (res.statusCode !== 403 || res.json().message !== CROSS_SITE_MESSAGE) {
          failures.push(`${route.method} ${route.url} -> ${res.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
      expect(changedTables(before, await databaseDigest(ctx.database))).toEqual([]);
    });
  }

  it("lets same-origin requests through, by the request's host or PUBLIC_URL", async () => {
    for (const origin of ["http://focal.test", "http://localhost:80"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/clients",
        headers: { cookie: fixture.a.cookie, origin, host: "localhost:80", "sec-fetch-site": "same-origin" },
        payload: { firstName: "Same", lastName: "Origin" },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it("lets another site post a lead to the widget endpoint (CORS *)", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/public/widget/${fixture.tokens.publicToken}/leads`,
      headers: { origin: "https://a-wedding-site.example", "sec-fetch-site": "cross-site" },
      payload: { firstName: "Lena", lastName: "Lead", email: "lena@example.com" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
  });
});

describe("security headers", () => {
  it("sends a strict Content-Security-Policy and the usual hardening headers on every answer", async () => {
    for (const url of ["/api/health", "/api/clients", "/no-such-page"]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: { cookie: fixture.a.cookie } });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("lets the Google popup page run its one inline script by hash, and nothing else", async () => {
    const { allowInlineScript } = await import("./security-headers.js");
    const headers: Record<string, string> = {
      "content-security-policy": "default-src 'self'; script-src 'self'; object-src 'none'",
    };
    const reply = {
      getHeader: (name: string) => headers[name],
      header: (name: string, value: string) => {
        headers[name] = value;
      },
    };
    allowInlineScript(reply as never, "window.close()");
    expect(headers["content-security-policy"]).toBe(
      `default-src 'self'; script-src 'self' '${scriptHash("window.close()")}'; object-src 'none'`,
    );
  });
});

describe("capability tokens", () => {
  it("are 256-bit random base64url strings, all different, for proposals, bookings, calendars and portals", async () => {
    const { rows } = await ctx.database.executeSql(
      `SELECT token FROM estimates UNION ALL SELECT booking_token FROM bookings
       UNION ALL SELECT public_token FROM photographers`,
    );
    const tokens = rows.map((row) => String(row.token));
    expect(tokens.length).toBeGreaterThan(10);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Portal links are stored only as their SHA-256.
    const links = await ctx.database.executeSql("SELECT token_hash FROM client_portal_tokens");
    expect(links.rows.length).toBeGreaterThan(0);
    for (const row of links.rows) expect(String(row.token_hash)).toMatch(/^[0-9a-f]{64}$/);
  });
});

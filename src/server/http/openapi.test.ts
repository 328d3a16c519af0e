import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/context.js";
import { DOCS_PREFIX, OPENAPI_PATH } from "./openapi.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; tags?: string[] }>>;
}

const apiRoutes = () =>
  ctx.app.routeTable.filter(
    (r) => r.url.startsWith("/api/") && r.url !== DOCS_PREFIX && !r.url.startsWith(`${DOCS_PREFIX}/`),
  );
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** Fastify's `:id` (and `:id.pdf`) in OpenAPI's `{id}` form. */
const template = (url: string) => url.replace(/:([A-Za-z]+)/g, "{$1}");

async function fetchDocument(): Promise<Document> {
  const res = await ctx.app.inject({ method: "GET", url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toContain("application/json");
  return res.json();
}

describe("response schemas", () => {
  // A success is a 2xx, or the redirect of a route whose whole job is to redirect (a tracked link).
  it("every /api route declares the schema of a success answer", () => {
    const missing = apiRoutes()
      .filter((route) => {
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        return !Object.keys(response).some((status) => /^2\d\d$/.test(status) || status === "302");
      })
      .map(key);
    expect(missing).toEqual([]);
  });

  it("every /api route has a summary and a tag", () => {
    const missing = apiRoutes()
      .filter((route) => {
        const schema = route.schema as { summary?: string; tags?: string[] } | undefined;
        return !schema?.summary || !schema.tags?.length;
      })
      .map(key);
    expect(missing).toEqual([]);
  });
});

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document, public, and the same text every time", async () => {
    const first = await ctx.app.inject({ method: "GET", url: OPENAPI_PATH });
    const second = await ctx.app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(first.body).toBe(second.body);
    const document = JSON.parse(first.body) as Document;
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every /api route with its methods, and nothing else", async () => {
    const document = await fetchDocument();
    const expected = apiRoutes().map((r) => `${r.method} ${template(r.url)}`);
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual([...new Set(expected)].sort());
  });

  it("describes both ways in: the session cookie and a bearer API token", async () => {
    const document = (await fetchDocument()) as Document & {
      components: { securitySchemes: Record<string, { type: string; in?: string; scheme?: string }> };
      security: Record<string, string[]>[];
      servers: { url: string }[];
    };
    expect(document.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(document.servers).toEqual([{ url: ctx.config.publicUrl }]);
  });

  it("says per route which credentials it takes, as the guard decides", async () => {
    const document = await fetchDocument();
    const security = (path: string, method = "get") =>
      (document.paths[path]?.[method] as { security?: unknown } | undefined)?.security;
    expect(security("/api/health")).toEqual([]); // public
    expect(security("/api/auth/sessions")).toEqual([{ session: [] }]); // tokens refused
    expect(security("/api/auth/me")).toEqual([{ session: [] }]); // public to the guard, reads the session
    expect(security("/api/auth/login", "post")).toEqual([]);
    expect(security("/api/api-tokens")).toEqual([{ session: [] }]); // a token cannot mint tokens
    expect(security("/api/client-portal")).toEqual([{ session: [] }]); // a client's session
    expect(security("/api/clients")).toBeUndefined(); // the default: a session or a token
  });

  it("lists non-JSON answers under their own media type", async () => {
    const document = await fetchDocument();
    const media = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => Object.values(operation.responses ?? {}))
      .flatMap((response) => Object.keys((response as { content?: object }).content ?? {}));
    expect(media).toContain("application/json");
    expect(media).toContain("application/pdf");
  });
});

describe("the docs page", () => {
  /** The CSP's sources for one directive (`script-src 'self'` → ["'self'"]). */
  const sources = (policy: string, directive: string) =>
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? [];

  it("answers HTML without a session, and every asset it loads is ours and loads under our CSP", async () => {
    const bare = await ctx.app.inject({ method: "GET", url: DOCS_PREFIX });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers["content-type"]).toContain("text/html");
    const page = await ctx.app.inject({ method: "GET", url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const policy = String(page.headers["content-security-policy"]);
    // The page runs no inline script: only files, from our origin.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(sources(policy, "script-src")).toContain("'self'");
    expect(sources(policy, "script-src")).not.toContain("'unsafe-inline'");
    expect(sources(policy, "script-src")).not.toContain("'unsafe-eval'");
    expect(sources(policy, "connect-src")).toContain("'self'");
    expect(sources(policy, "img-src")).toContain("data:"); // the logo is a data: image

    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const res = await ctx.app.inject({
        method: "GET",
        url: new URL(asset, `http://x${DOCS_PREFIX}/`).pathname,
      });
      expect(res.statusCode, asset).toBe(200);
    }
  });

  it("points the page at a document it can fetch, and calls no outside validator", async () => {
    const init = await ctx.app.inject({ method: "GET", url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("resolveUrl('./json')");
    expect(init.body).toMatch(/validatorUrl: null/);
    const json = await ctx.app.inject({ method: "GET", url: `${DOCS_PREFIX}/json` });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toBe("3.1.0");
  });

  it("keeps the rest of the app's policy as it was", async () => {
    const page = await ctx.app.inject({ method: "GET", url: `${DOCS_PREFIX}/` });
    const health = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(page.headers["content-security-policy"]).toBe(health.headers["content-security-policy"]);
    expect(sources(String(health.headers["content-security-policy"]), "frame-ancestors")).toEqual(["'none'"]);
  });
});

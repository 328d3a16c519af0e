/**
 * HEAD answers as GET does, without a body, everywhere: the app's pages, its static files and every
 * GET route of the API. Uptime monitors and link checkers send HEAD, and a 404 there reads as "down".
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../test/factories.js";

let ctx: TestContext;
let studio: TestPhotographer;
let dist: string;

beforeAll(async () => {
  // A stand-in for dist/client: the server serves whatever the build left there.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "focal-head-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Focal</title><div id=root></div>");
  fs.writeFileSync(path.join(dist, "assets", "app-1a2b3c.js"), "console.log('focal')");
  ctx = await createTestContext({}, { clientDist: dist });
  studio = await createTestPhotographer(ctx);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function both(url: string, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  const get = await ctx.app.inject({ method: "GET", url, headers });
  const head = await ctx.app.inject({ method: "HEAD", url, headers });
  return { get, head };
}

describe("HEAD", () => {
  it.each([
    "/",
    "/clients",
    "/projects/00000000-0000-4000-8000-000000000000",
    "/assets/app-1a2b3c.js",
    "/api/health",
    "/api/no-such-route",
  ])("%s answers HEAD with GET's status and headers, and no body", async (url) => {
    const { get, head } = await both(url);
    expect(head.statusCode).toBe(get.statusCode);
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
    expect(head.body).toBe("");
    if (!url.startsWith("/api/")) expect(get.statusCode).toBe(200);
  });

  it("answers like GET on every parameterless GET route of the API, signed in and not", async () => {
    const routes = ctx.app.routeTable.filter((r) => r.method === "GET" && !r.url.includes(":"));
    expect(routes.length).toBeGreaterThan(20);
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const cookie of [undefined, studio.cookie]) {
        const { get, head } = await both(route.url, cookie);
        if (head.statusCode !== get.statusCode || head.body !== "") {
          mismatches.push(
            `${route.url} (${cookie ? "signed in" : "anonymous"}): GET ${get.statusCode}, HEAD ${head.statusCode}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

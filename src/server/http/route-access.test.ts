import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../auth/sessions.js";
import { clients, users } from "../db/schema/index.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { createTestPhotographer } from "../test/factories.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A concrete URL for a route pattern: every :param becomes a random UUID. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

const photographerRoutes = () =>
  ctx.app.routeTable.filter(
    (r) => r.url.startsWith("/api/") && (r.access === null || r.access === "photographer"),
  );

describe("the access guard, walked over the whole route table", () => {
  it("knows the routes", () => {
    expect(photographerRoutes().length).toBeGreaterThan(0);
    expect(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`)).toContain("GET /api/auth/me");
  });

  it("answers 401 without a session on every photographer route", async () => {
    const failures: string[] = [];
    for (const route of photographerRoutes()) {
      const res = await ctx.app.inject({
        method: route.method as "GET",
        url: concrete(route.url),
        payload: {},
      });
      if (res.statusCode !== 401 || res.json().message !== "Not signed in") {
        failures.push(`${route.method} ${route.url} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses a portal (CLIENT) session on every photographer route", async () => {
    const photographer = await createTestPhotographer(ctx);
    const [client] = await ctx.database.db
      .insert(clients)
      .values({ photographerId: photographer.photographerId, firstName: "Ana", lastName: "Client" })
      .returning();
    const [user] = await ctx.database.db
      .insert(users)
      .values({
        email: "ana@example.com",
        role: "CLIENT",
        photographerId: photographer.photographerId,
        clientId: client!.id,
      })
      .returning();
    const { token } = await createSession(ctx.database.db, user!.id, 1);
    const failures: string[] = [];
    for (const route of photographerRoutes()) {
      const res = await ctx.app.inject({
        method: route.method as "GET",
        url: concrete(route.url),
        payload: {},
        headers: { cookie: `focal_session=${token}` },
      });
      if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("lets the signed-in photographer through", async () => {
    const photographer = await createTestPhotographer(ctx);
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: photographer.cookie },
    });
    expect(res.statusCode).toBe(200);
  });
});

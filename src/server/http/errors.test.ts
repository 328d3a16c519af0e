import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createTestContext, type TestContext } from "../test/context.js";
import { DATABASE_UNAVAILABLE } from "./errors.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("errors", () => {
  it("answers malformed JSON with 400 and a message, not 500", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Malformed JSON in request body");
  });

  it("answers a failed schema with 400, the first message and the issues", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: 42 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe("Email is required");
    expect(body.issues.length).toBeGreaterThan(0);
  });

  it("answers an unknown /api path with a JSON 404, signed in or not", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/no-such-thing?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Route GET /api/no-such-thing not found" });
  });

  it("hides the detail of an unexpected error behind a bare 500", async () => {
    const { buildApp } = await import("../app.js");
    const app = await buildApp({ ...ctx, client: "none", logger: false });
    app.post(
      "/api/test-explode",
      { config: { access: "public" }, schema: { body: z.object({ n: z.number() }) } },
      async () => {
        throw new Error("secret database detail");
      },
    );
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await app.inject({ method: "POST", url: "/api/test-explode", payload: { n: 1 } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Internal Server Error" });
    expect(res.body).not.toContain("secret");
    expect(error).toHaveBeenCalledTimes(1);
    error.mockClear();
    await app.close();
  });

  it("answers 503 with Retry-After when the database connection is lost (it reconnects by itself)", async () => {
    const { buildApp } = await import("../app.js");
    const app = await buildApp({ ...ctx, client: "none", logger: false });
    app.get("/api/test-db-gone", { config: { access: "public" } }, async () => {
      throw Object.assign(new Error("terminating connection due to administrator command"), {
        code: "57P01",
      });
    });
    const res = await app.inject({ method: "GET", url: "/api/test-db-gone" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("1");
    expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    await app.close();
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createWidgetScriptLoader } from "./widget-script.js";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /widget.js", () => {
  it("serves the embed script as JavaScript, without signing in", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/widget.js" });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toMatch(/^(public, max-age=300|no-cache)$/);
    expect(res.body).toContain("data-focal-widget");
    expect(res.body).toContain("/api/public/widget/");
    // Small, and free of the app's libraries.
    expect(res.body.length).toBeLessThan(40_000);
    expect(res.body).not.toContain("react");
  });

  it("reads the built file, and notices a new build", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "focal-widget-"));
    const file = path.join(dir, "widget.js");
    fs.writeFileSync(file, "/* first build */");
    const load = createWidgetScriptLoader(file);
    const fail = (error: unknown) => {
      throw error;
    };
    expect(await load(fail)).toEqual({ code: "/* first build */", origin: "built" });
    fs.writeFileSync(file, "/* second build */");
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await load(fail)).code).toBe("/* second build */");
    fs.rmSync(dir, { recursive: true });
  });

  it("builds the script from its sources when there is no build", async () => {
    const load = createWidgetScriptLoader(path.join(os.tmpdir(), "no-such-dir", "widget.js"));
    const script = await load((error) => {
      throw error;
    });
    expect(script.origin).toBe("sources");
    expect(script.code).toContain("data-focal-widget");
  });
});

/**
 * The widget's configuration on the server: the studio reads and saves it (GET/PUT /api/widget-config),
 * and the embed script on the studio's website reads it by the studio's public token, so that a saved
 * change reaches every website without the code being pasted again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WIDGET_DEFAULTS } from "../../../shared/widget-config.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
let tokenA: string;
let tokenB: string;

const tokenOf = async (who: TestPhotographer) =>
  ((await as(ctx, who.cookie).get("/api/photographer")).json() as { publicToken: string }).publicToken;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour Studio" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
  [tokenA, tokenB] = [await tokenOf(a), await tokenOf(b)];
});
afterAll(() => ctx.close());

const URL = "/api/widget-config";
const publicUrl = (token: string) => `/api/public/widget/${token}/config`;

const golden = {
  ...WIDGET_DEFAULTS,
  title: "Let's plan your day",
  description: "Tell us about your wedding.",
  primaryColor: "#be185d",
  backgroundColor: "#faf7f2",
  buttonText: "Ask about your date",
  successMessage: "Thank you! We'll write back within a day.",
  showPhone: false,
  showMessage: true,
  showEventDate: true,
  projectTypes: ["WEDDING", "ENGAGEMENT"],
};

function publicRead(token: string) {
  return ctx.app.inject({
    method: "GET",
    url: publicUrl(token),
    headers: { origin: "https://sarahs-wedding-blog.example", "sec-fetch-site": "cross-site" },
  });
}

describe("GET /api/widget-config", () => {
  it("answers the defaults, marked as never saved, for a studio that has saved nothing", async () => {
    const res = await as(ctx, b.cookie).get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ config: WIDGET_DEFAULTS, saved: false, updatedAt: null });
  });

  it("needs a studio session", async () => {
    expect((await as(ctx, null).get(URL)).statusCode).toBe(401);
    expect((await as(ctx, null).put(URL, golden)).statusCode).toBe(401);
  });
});

describe("PUT /api/widget-config", () => {
  it("saves the configuration, and the next read (in any browser) answers it", async () => {
    const saved = await as(ctx, a.cookie).put(URL, golden);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ config: golden, saved: true });
    expect(Date.parse(saved.json().updatedAt)).not.toBeNaN();

    const read = await as(ctx, a.cookie).get(URL);
    expect(read.json()).toEqual(saved.json());

    // A second save replaces the first.
    const again = await as(ctx, a.cookie).put(URL, { ...golden, title: "Say hello" });
    expect(again.statusCode).toBe(200);
    expect((await as(ctx, a.cookie).get(URL)).json().config.title).toBe("Say hello");
    await as(ctx, a.cookie).put(URL, golden);
  });

  it("stores what the form shows: trimmed text, project types once each and in their usual order", async () => {
    const studio = await createTestPhotographer(ctx);
    const res = await as(ctx, studio.cookie).put(URL, {
      ...golden,
      title: "  Hello  ",
      buttonText: " Send ",
      projectTypes: ["PORTRAIT", "WEDDING", "PORTRAIT"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().config).toMatchObject({
      title: "Hello",
      buttonText: "Send",
      projectTypes: ["WEDDING", "PORTRAIT"],
    });
  });

  it.each([
    ["a colour that is not #rrggbb", { primaryColor: "red" }, /colour/i],
    ["a background that is not #rrggbb", { backgroundColor: "#12345" }, /colour/i],
    ["an empty button", { buttonText: "   " }, /button/i],
    ["an empty thank-you message", { successMessage: "" }, /success message/i],
    ["a title over 80 characters", { title: "t".repeat(81) }, /title/i],
    ["a description over 300 characters", { description: "d".repeat(301) }, /description/i],
    ["no project type", { projectTypes: [] }, /project type/i],
    ["an unknown project type", { projectTypes: ["BIRTHDAY"] }, /project type/i],
    ["a switch that is not true or false", { showPhone: "yes" }, /phone/i],
    ["a missing field", { title: undefined }, /title/i],
  ])("refuses %s with 400 and a message, and keeps what was saved", async (_label, change, message) => {
    const res = await as(ctx, a.cookie).put(URL, { ...golden, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await as(ctx, a.cookie).get(URL)).json().config).toEqual(golden);
  });

  it("refuses a body that is not a configuration", async () => {
    for (const body of [[], "title", null]) {
      const res = await ctx.app.inject({
        method: "PUT",
        url: URL,
        headers: { cookie: a.cookie, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("keeps each studio's configuration its own", async () => {
    const other = await as(ctx, b.cookie).put(URL, { ...golden, title: "Studio B's form" });
    expect(other.statusCode).toBe(200);
    expect((await as(ctx, a.cookie).get(URL)).json().config).toEqual(golden);
    expect((await as(ctx, b.cookie).get(URL)).json().config.title).toBe("Studio B's form");
    expect((await publicRead(tokenA)).json().config).toEqual(golden);
    expect((await publicRead(tokenB)).json().config.title).toBe("Studio B's form");
  });
});

describe("GET /api/public/widget/{publicToken}/config", () => {
  it("answers the saved configuration to any website, cacheably, without a session", async () => {
    const res = await publicRead(tokenA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ config: golden, saved: true });
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
  });

  it("answers the defaults, marked as never saved, for a studio that has saved nothing", async () => {
    const studio = await createTestPhotographer(ctx);
    const res = await publicRead(await tokenOf(studio));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ config: WIDGET_DEFAULTS, saved: false });
  });

  it("answers 404 with a message (readable by the script) to a token nobody was given", async () => {
    const res = await publicRead("no-such-studio-token-0123456789");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Widget not found" });
    expect(res.headers["access-control-allow-origin"]).toBe("*");
  });
});

// PGlite runs one transaction at a time and would hide the race: this needs a PostgreSQL server.
describe.runIf(testDbKind() === "postgres")("PUT /api/widget-config under parallel saves", () => {
  it("keeps exactly one of 20 different configurations whole, answering each save with its own", async () => {
    // A studio that has never saved: the first saves race to insert its row.
    const studio = await createTestPhotographer(ctx, { businessName: "Widget Race" });
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      ...golden,
      title: `Title ${i}`,
      description: `Description ${i}`,
      primaryColor: `#${(0x100000 + i * 4099).toString(16).slice(-6)}`,
      buttonText: `Button ${i}`,
      successMessage: `Thanks ${i}`,
      showPhone: i % 2 === 0,
      showEventDate: i % 3 === 0,
      projectTypes: i % 2 === 0 ? ["WEDDING"] : ["PORTRAIT", "FAMILY"],
    }));

    const answers = await Promise.all(bodies.map((body) => as(ctx, studio.cookie).put(URL, body)));

    answers.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ config: bodies[i], saved: true });
    });
    const read = await as(ctx, studio.cookie).get(URL);
    expect(read.statusCode).toBe(200);
    const stored = read.json().config;
    expect(bodies.filter((body) => JSON.stringify(body) === JSON.stringify(stored))).toHaveLength(1);
    expect((await publicRead(await tokenOf(studio))).json()).toEqual({ config: stored, saved: true });
  });
});

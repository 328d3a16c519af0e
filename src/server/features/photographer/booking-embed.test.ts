/**
 * Embedding the booking calendar: the studio's list of sites (validated), the frame-ancestors each
 * calendar page sends (that studio's sites only, 'none' everywhere else), and the embed script.
 */
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FRAME_ANCESTOR_MESSAGE,
  FRAME_ANCESTORS_COUNT_MESSAGE,
  frameAncestorOrigin,
} from "../../../shared/booking-embed.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { databaseDigest } from "../../test/db-digest.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { BOOKING_EMBED_SCRIPT } from "./booking-embed-script.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Studio A" });
  b = await createTestPhotographer(ctx, { businessName: "Studio B" });
  tokenA = (await as(ctx, a.cookie).get("/api/photographer")).json().publicToken;
  tokenB = (await as(ctx, b.cookie).get("/api/photographer")).json().publicToken;
});
afterAll(() => ctx.close());

const put = (p: TestPhotographer, body: unknown) => as(ctx, p.cookie).put("/api/photographer", body);
const page = (url: string) => ctx.app.inject({ method: "GET", url });
const frameAncestorsOf = (res: { headers: Record<string, unknown> }) =>
  /frame-ancestors ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1];

describe("the studio's framing sites (PUT /api/photographer frameAncestors)", () => {
  it("starts empty, stores origins normalised and deduplicated, and can be cleared", async () => {
    expect((await as(ctx, a.cookie).get("/api/photographer")).json().frameAncestors).toEqual([]);
    const res = await put(a, {
      frameAncestors: [
        "https://www.goldenhour.example",
        "HTTPS://WWW.GoldenHour.example/",
        "https://*.goldenhour-weddings.example",
        "http://localhost:5173",
        "https://preview.goldenhour.example:8443",
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().frameAncestors).toEqual([
      "https://www.goldenhour.example",
      "https://*.goldenhour-weddings.example",
      "http://localhost:5173",
      "https://preview.goldenhour.example:8443",
    ]);
    expect((await put(b, { frameAncestors: [] })).json().frameAncestors).toEqual([]);
  });

  const refused: [string, unknown][] = [
    ["http on a real site", ["http://www.example.com"]],
    ["a path", ["https://www.example.com/booking"]],
    ["a query", ["https://www.example.com?x=1"]],
    ["a bare wildcard", ["*"]],
    ["a wildcard over a top-level domain", ["https://*.com"]],
    ["a wildcard inside the name", ["https://www.*.example.com"]],
    ["a header injection", ["https://a.example.com; script-src *"]],
    ["a second source in one entry", ["https://a.example.com https://b.example.com"]],
    ["a single-label host", ["https://intranet"]],
    ["'self'", ["'self'"]],
    ["credentials", ["https://user:pw@example.com"]],
    ["a port out of range", ["https://www.example.com:70000"]],
    ["a non-string", [42]],
    ["not a list", "https://www.example.com"],
  ];
  it.each(refused)("refuses %s with 400, changing nothing", async (_label, frameAncestors) => {
    const before = await databaseDigest(ctx.database);
    const res = await put(b, { frameAncestors });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FRAME_ANCESTOR_MESSAGE);
    expect(await databaseDigest(ctx.database)).toEqual(before);
  });

  it("refuses more than ten sites", async () => {
    const many = Array.from({ length: 11 }, (_, i) => `https://site${i}.example.com`);
    const res = await put(b, { frameAncestors: many });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FRAME_ANCESTORS_COUNT_MESSAGE);
    expect((await put(b, { frameAncestors: many.slice(0, 10) })).statusCode).toBe(200);
    await put(b, { frameAncestors: [] });
  });

  it("keeps the parser's rules in one place", () => {
    expect(frameAncestorOrigin(" https://Example.co.uk/ ")).toBe("https://example.co.uk");
    expect(frameAncestorOrigin("https://*.example.co.uk")).toBe("https://*.example.co.uk");
    expect(frameAncestorOrigin("http://localhost")).toBe("http://localhost");
    expect(frameAncestorOrigin("http://127.0.0.1:3000")).toBeNull();
  });
});

describe("frame-ancestors on the calendar's pages", () => {
  it("lets the studio's own sites frame its calendar and a type's page, without X-Frame-Options", async () => {
    await put(a, { frameAncestors: ["https://www.goldenhour.example", "https://*.goldenhour.example"] });
    for (const url of [
      `/booking/calendar/${tokenA}`,
      `/booking/calendar/${tokenA}/`,
      `/booking/calendar/${tokenA}/engagement-session`,
      `/booking/calendar/${tokenA}/engagement-session?embed=1`,
    ]) {
      const res = await page(url);
      expect(frameAncestorsOf(res), url).toBe(
        "'self' https://www.goldenhour.example https://*.goldenhour.example",
      );
      expect(res.headers["x-frame-options"], url).toBeUndefined();
      // The rest of the policy is untouched.
      expect(String(res.headers["content-security-policy"])).toMatch(/script-src 'self'(;|$)/);
    }
  });

  it("follows a change of the list at once", async () => {
    await put(a, { frameAncestors: ["https://new.goldenhour.example"] });
    expect(frameAncestorsOf(await page(`/booking/calendar/${tokenA}`))).toBe(
      "'self' https://new.goldenhour.example",
    );
  });

  it("never names one studio's sites on another studio's calendar", async () => {
    await put(a, { frameAncestors: ["https://www.goldenhour.example"] });
    const res = await page(`/booking/calendar/${tokenB}`);
    expect(frameAncestorsOf(res)).toBe("'self'");
    expect(String(res.headers["content-security-policy"])).not.toContain("goldenhour");
  });

  it("keeps 'none' and DENY everywhere else, including the calendar's API and unknown tokens", async () => {
    for (const url of [
      "/",
      "/login",
      "/settings",
      `/api/public/booking/calendar/${tokenA}`,
      `/booking/calendar/${"x".repeat(43)}`,
      `/booking/calendar/${tokenA}/a/b`,
      `/booking/${tokenA}`,
      `/public/booking/${tokenA}`,
      "/embed/booking.js",
    ]) {
      const res = await page(url);
      expect(frameAncestorsOf(res), url).toBe("'none'");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
    }
  });
});

describe("GET /embed/booking.js", () => {
  it("serves the script as JavaScript, to anyone, cacheable", async () => {
    const res = await page("/embed/booking.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    expect(res.body).toBe(BOOKING_EMBED_SCRIPT);
  });

  /** Runs the script against a minimal page: what it inserts after itself. */
  function runScript(attributes: Record<string, string>) {
    const inserted: { src?: string; title?: string; style: { cssText: string } }[] = [];
    const warnings: string[] = [];
    const script = {
      src: "https://focal.example/embed/booking.js",
      getAttribute: (name: string) => attributes[name] ?? null,
      nextSibling: null,
      parentNode: { insertBefore: (node: (typeof inserted)[number]) => inserted.push(node) },
    };
    const document = {
      currentScript: script,
      createElement: () => ({ style: { cssText: "" }, setAttribute() {} }),
    };
    const window = { addEventListener() {} };
    vm.runInNewContext(BOOKING_EMBED_SCRIPT, {
      document,
      window,
      URL,
      console: { warn: (m: string) => warnings.push(m) },
    });
    return { inserted, warnings };
  }

  it("inserts a full-width iframe of the calendar, or of one type", () => {
    const calendar = runScript({ "data-calendar": tokenA });
    expect(calendar.inserted).toHaveLength(1);
    expect(calendar.inserted[0]!.src).toBe(`https://focal.example/booking/calendar/${tokenA}?embed=1`);
    expect(calendar.inserted[0]!.style.cssText).toContain("width:100%");
    const type = runScript({ "data-calendar": tokenA, "data-type": "mini-session" });
    expect(type.inserted[0]!.src).toBe(
      `https://focal.example/booking/calendar/${tokenA}/mini-session?embed=1`,
    );
  });

  it("inserts nothing for a missing or malformed token, and ignores a malformed type", () => {
    expect(runScript({}).inserted).toHaveLength(0);
    expect(runScript({ "data-calendar": '"><img src=x>' }).inserted).toHaveLength(0);
    const odd = runScript({ "data-calendar": tokenA, "data-type": "../../admin" });
    expect(odd.inserted[0]!.src).toBe(`https://focal.example/booking/calendar/${tokenA}?embed=1`);
  });
});

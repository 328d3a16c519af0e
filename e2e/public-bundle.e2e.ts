import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  registerByApi,
  signIn,
  uniqueEmail,
} from "./support/browser.js";
import { createStudioFixture, type StudioFixture } from "./support/studio-fixture.js";

// The e2e run builds the app first. The budgets of issue 12: each page a client opens from a link
// (proposal, booking calendar, booking confirmation) and the embed widget under 120 kB of gzipped
// JavaScript on a first visit, and the photographer's app under 300 kB whichever page is opened first.
const PUBLIC_BUDGET_KB = 120;
const STUDIO_BUDGET_KB = 300;
const PAGES = [
  "public-proposal-page",
  "public-calendar-page",
  "public-booking-page",
  "public-type-page",
] as const;

/** Runs a bench script; its report is the assertion message, so a failure shows every file's size. */
function bench(script: string, args: string[]): { output: string; status: number } {
  try {
    return { output: execFileSync(process.execPath, [script, ...args], { encoding: "utf8" }), status: 0 };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { output: `${failed.stdout}${failed.stderr}`, status: failed.status };
  }
}

describe("first-load budgets, from the build's chunk graph", () => {
  it.each(PAGES)(`%s loads under ${PUBLIC_BUDGET_KB} kB of gzipped JavaScript on a first visit`, (page) => {
    const { output, status } = bench("bench/public-bundle.mjs", [
      "--page",
      page,
      "--budget",
      String(PUBLIC_BUDGET_KB),
    ]);
    expect(output, output).toMatch(/within budget/);
    expect(output).toContain(page);
    expect(status, output).toBe(0);
  });

  it(`the embed widget (/widget.js) is under ${PUBLIC_BUDGET_KB} kB gzipped`, () => {
    const { output, status } = bench("bench/public-bundle.mjs", [
      "--widget",
      "--budget",
      String(PUBLIC_BUDGET_KB),
    ]);
    expect(output, output).toMatch(/widget JavaScript: [\d.]+ kB gzipped, budget \d+ kB: within budget/);
    expect(status, output).toBe(0);
  });

  it(`every studio route's first load is under ${STUDIO_BUDGET_KB} kB gzipped`, () => {
    const { output, status } = bench("bench/studio-bundle.mjs", ["--budget", String(STUDIO_BUDGET_KB)]);
    expect(output, output).toMatch(/studio: every route within budget \(\d+ routes\)/);
    expect(status, output).toBe(0);
  });
});

describe("first-load budgets, as Chromium downloads them", () => {
  let browser: Browser;
  let data: StudioFixture;
  const email = uniqueEmail("bundle");
  const password = "pw-bundle-check";

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerByApi(email, password, "Bundle Check Studio");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signIn(page, email, password);
    data = await createStudioFixture(page.request);
    await context.close();
  });
  afterAll(() => browser?.close());

  /**
   * Every script a fresh browser fetches until the page is loaded and idle, gzipped one by one (the
   * server may sit behind a compressing proxy; the budget is about what compression leaves). This
   * catches what the chunk graph cannot: a chunk imported at start-up by code rather than statically.
   */
  async function scriptsOnFirstLoad(page: Page, path: string): Promise<number> {
    const bodies: Promise<Buffer>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.body());
    });
    await page.goto(path);
    await page.locator("h1").first().waitFor();
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all(bodies.map(async (body) => gzipSync(await body).length));
    return sizes.reduce((total, size) => total + size, 0);
  }

  it(`the public pages stay under ${PUBLIC_BUDGET_KB} kB on a phone`, async () => {
    const pages = [
      `/public/proposals/${data.proposalToken}`,
      `/booking/calendar/${data.publicToken}`,
      `/public/booking/${data.bookingToken}`,
    ];
    for (const path of pages) {
      const context = await newContext(browser, PHONE);
      const bytes = await scriptsOnFirstLoad(await context.newPage(), path);
      await context.close();
      expect(bytes / 1000, `${path}: ${(bytes / 1000).toFixed(1)} kB`).toBeLessThanOrEqual(PUBLIC_BUDGET_KB);
    }
  });

  it(`the studio stays under ${STUDIO_BUDGET_KB} kB on its heaviest pages`, async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signIn(page, email, password);
    // The dashboard (where sign-in lands) and the two heaviest routes by the chunk graph. /reports is
    // lighter until its charts, which load just after the page (bench/studio-bundle.mjs tells apart).
    for (const path of ["/", "/projects/pipeline", `/projects/${data.projectId}`]) {
      // A new tab in the signed-in context; routing turns Chromium's cache off, as on a first visit.
      const tab = await context.newPage();
      await tab.route("**/*", (route) => route.continue());
      const bytes = await scriptsOnFirstLoad(tab, path);
      await tab.close();
      expect(bytes / 1000, `${path}: ${(bytes / 1000).toFixed(1)} kB`).toBeLessThanOrEqual(STUDIO_BUDGET_KB);
    }
    await context.close();
  });
});

/**
 * A studio with years of leads: 100,000 clients and 200,000 projects (seeded by SQL on PostgreSQL). The
 * clients list loads page by page as the photographer scrolls, the search runs on the server, a client
 * opens, and the pipeline and projects list load; no answer the browser receives is over 1 MB.
 */
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBigStudio } from "../bench/seed-big-studio.mjs";
import { expectAccessible } from "./support/axe.js";
import { DESKTOP, launchBrowser, screenshot, signIn } from "./support/browser.js";
import { type RunningServer, startServer } from "./support/server.js";

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const MB = 1024 * 1024;
const EMAIL = "big-studio@example.com";
const PASSWORD = "pw-big-studio";

let browser: Browser;
let server: RunningServer;
const scratchName = `focal_e2e_big_${process.pid}_${Date.now().toString(36)}`;
const scratchUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${scratchName}`;
  return url.toString();
})();

async function onAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  await onAdmin(`CREATE DATABASE ${scratchName}`);
  server = await startServer({ DATABASE_URL: scratchUrl, FOCAL_SEED_DEMO: "false" });
  const register = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, businessName: "Years of Leads" }),
  });
  expect(register.status).toBe(201);
  const client = new pg.Client({ connectionString: scratchUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("SELECT id FROM photographers LIMIT 1");
    await seedBigStudio((text: string, params?: unknown[]) => client.query(text, params), rows[0]!.id, {
      clients: 100_000,
      projectsPerClient: 2,
    });
  } finally {
    await client.end();
  }
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await onAdmin(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
});

/** Every API answer the page receives, with its size. */
function recordAnswers(page: Page) {
  const answers: { url: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (!response.url().includes("/api/")) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    answers.push({ url: response.url(), bytes: body.length });
  });
  return answers;
}

describe("a studio with 100,000 clients", () => {
  it("scrolls, searches and opens clients, and shows the pipeline, with no answer over 1 MB", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: server.url, locale: "en-US" });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const answers = recordAnswers(page);
    await signIn(page, EMAIL, PASSWORD);

    await page.goto("/clients");
    const rows = page.locator("table tbody tr");
    await rows.first().waitFor();
    const firstPage = await rows.count();
    expect(firstPage).toBeGreaterThan(0);
    expect(firstPage).toBeLessThanOrEqual(100);
    // Scrolling to the end of the list loads the next page.
    await rows.last().scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBeGreaterThan(firstPage);
    await screenshot(page, "big-studio-clients-desktop");

    await page.getByPlaceholder("Search by name or email").fill("lead4242@");
    await page.getByText("lead4242@example.com").first().waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await expectAccessible(page, "big studio clients search");
    await rows.first().click();
    await page.waitForURL(/\/clients\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Client Information" }).waitFor();

    await page.goto("/projects/pipeline");
    await page.locator("[data-project-id]").first().waitFor();
    await screenshot(page, "big-studio-pipeline-desktop");

    await page.goto("/projects");
    await page.getByText("Load more projects").first().waitFor();
    await screenshot(page, "big-studio-projects-desktop");

    await page.waitForLoadState("networkidle");
    const largest = answers.reduce((max, a) => (a.bytes > max.bytes ? a : max), { url: "", bytes: 0 });
    expect(answers.length).toBeGreaterThan(5);
    expect(largest.bytes, `largest answer: ${largest.url}`).toBeLessThan(MB);
    await context.close();
  });
});

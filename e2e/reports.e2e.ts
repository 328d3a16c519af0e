import fs from "node:fs";
import type { APIRequestContext, Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  registerByApi,
  screenshot,
  settle,
  signIn,
  uniqueEmail,
} from "./support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ZONE = "America/New_York";
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());

async function json<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A little studio through the API: two wedding projects (one moved on to Booked and completed), a package,
 * a proposal from it that the client signs and pays the deposit of through the test checkout.
 */
async function buildStudio(api: APIRequestContext) {
  const client = await json<{ id: string }>(
    await api.post("/api/clients", {
      data: {
        firstName: "June",
        lastName: "Park",
        email: "june@example.com",
        emailOptIn: true,
        smsOptIn: false,
      },
    }),
  );
  const first = await json<{ id: string }>(
    await api.post("/api/projects", {
      data: { title: "Park wedding", projectType: "WEDDING", clientId: client.id },
    }),
  );
  await json(
    await api.post("/api/projects", {
      data: { title: "Park engagement", projectType: "WEDDING", clientId: client.id },
    }),
  );
  const stages = await json<{ id: string; name: string }[]>(await api.get("/api/stages?projectType=WEDDING"));
  await json(
    await api.put(`/api/projects/${first.id}/stage`, {
      data: { stageId: stages.find((s) => s.name === "Booked")!.id },
    }),
  );
  const pkg = await json<{ id: string; name: string; basePriceCents: number }>(
    await api.post("/api/packages", {
      data: {
        name: "Golden Collection",
        basePriceCents: 350_000,
        items: [{ name: "Engagement session", qty: 1, unitCents: 60_000 }],
      },
    }),
  );
  const proposal = await json<{ id: string; token: string; totalCents: number; depositCents: number }>(
    await api.post("/api/proposals", {
      data: {
        title: "Park wedding proposal",
        clientId: client.id,
        projectId: first.id,
        packageId: pkg.id,
        depositPercent: 25,
        items: [
          { name: pkg.name, description: `Complete package - ${pkg.name}`, qty: 1, unitCents: 350_000 },
          { name: "Engagement session", qty: 1, unitCents: 60_000 },
        ],
      },
    }),
  );
  await json(await api.post(`/api/proposals/${proposal.id}/send`, { data: {} }));
  await json(
    await api.post(`/api/public/proposals/${proposal.token}/sign`, {
      data: { signedByName: "June Park", signedByEmail: "june@example.com" },
    }),
  );
  const checkout = await json<{ url: string }>(
    await api.post(`/api/public/proposals/${proposal.token}/pay`, { data: { mode: "DEPOSIT" } }),
  );
  const sessionId = new URL(checkout.url).pathname.split("/").pop()!;
  await json(
    await api.post(`/api/test-checkout/${sessionId}/pay`, {
      data: { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" },
    }),
  );
  // The wedding is delivered: its payment now counts for Total Revenue.
  await json(
    await api.put(`/api/projects/${first.id}`, { data: { title: "Park wedding", status: "COMPLETED" } }),
  );
  return { proposal };
}

async function openReports(page: Page) {
  await page.goto("/reports");
  await page.getByRole("heading", { name: "Reports & Analytics" }).waitFor();
  for (const label of ["Total Revenue", "Total Clients", "Projects This Month", "Outstanding Balance"]) {
    await page.getByText(label, { exact: true }).first().waitFor();
  }
  // Revenue Trends, Pipeline Conversion and Package Performance each draw an SVG chart.
  await page.locator(".recharts-wrapper svg").nth(2).waitFor();
  await page.locator(".recharts-bar-rectangle").first().waitFor();
}

describe("reports", () => {
  it("shows the figures and charts at 1280 and 390 px, changes the range and exports a CSV", async () => {
    const email = uniqueEmail("reports");
    await registerByApi(email, "pw-reports", "Golden Hour Studio");
    const desktop = await newContext(browser, DESKTOP, { timezoneId: ZONE });
    const page = await desktop.newPage();
    // Charts draw at once for people who ask for less motion, and for steady screenshots.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, email, "pw-reports");
    const { proposal } = await buildStudio(page.request);
    const owed = proposal.totalCents - proposal.depositCents;
    const usd = (cents: number) =>
      new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

    await openReports(page);
    const metrics = page.getByRole("region", { name: "Key figures" });
    await metrics.getByText(usd(owed)).waitFor();
    await metrics.getByText(usd(proposal.depositCents)).waitFor();
    await metrics.getByText("Signed proposals awaiting payment").waitFor();
    await page.getByText(`${usd(proposal.depositCents)} from 1 payment`).waitFor();
    await page.getByText("How far the 2 Wedding projects created in this period got").waitFor();
    const year = today().slice(0, 4);
    await page.getByText(new RegExp(`^January 1, ${year} to `)).waitFor();
    await settle(page);
    await screenshot(page, "reports-desktop");
    await page.getByRole("heading", { name: "Package Performance" }).scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, "reports-desktop-packages");
    await page.getByRole("heading", { name: "Monthly Breakdown" }).scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, "reports-desktop-monthly");

    // Another period: the last 30 days, then a custom range typed the wrong way round and corrected.
    await page.getByRole("combobox", { name: "Date range" }).click();
    await page.getByRole("option", { name: "Last 30 days" }).click();
    const end = today();
    const start = new Date(`${end}T12:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 29);
    const from30 = start.toISOString().slice(0, 10);
    const long = (day: string) =>
      new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      });
    await page.getByText(`${long(from30)} to ${long(end)}`).waitFor();
    await page.getByRole("combobox", { name: "Date range" }).click();
    await page.getByRole("option", { name: "Custom range" }).click();
    await page.getByLabel("From").fill(`${Number(year) + 1}-01-01`);
    await page.getByText("The end date must be on or after the start date").waitFor();
    expect(await page.getByRole("button", { name: "Export Report" }).isDisabled()).toBe(true);
    await page.getByLabel("From").fill(`${year}-01-01`);
    await page.getByText(`${long(`${year}-01-01`)} to ${long(end)}`).waitFor();
    await page.locator(".recharts-wrapper svg").nth(2).waitFor();
    await settle(page);
    await screenshot(page, "reports-desktop-custom-range");

    // Export Report downloads the chosen period.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Report" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`focal-report-${year}-01-01-to-${end}.csv`);
    const csv = fs.readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
    expect(csv.split("\r\n")[0]).toBe("Focal Report");
    expect(csv).toContain(`Golden Collection,1,1,${(proposal.depositCents / 100).toFixed(2)}`);
    await desktop.close();

    // On a phone: the cards stack, the charts fit, the tables become lists.
    const phone = await newContext(browser, PHONE, { timezoneId: ZONE });
    const mobile = await phone.newPage();
    await mobile.emulateMedia({ reducedMotion: "reduce" });
    await signIn(mobile, email, "pw-reports");
    await openReports(mobile);
    await settle(mobile);
    await screenshot(mobile, "reports-phone");
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const svg of await mobile.locator(".recharts-wrapper svg").all()) {
      const box = await svg.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await mobile.getByRole("heading", { name: "Revenue Trends" }).scrollIntoViewIfNeeded();
    await settle(mobile);
    await screenshot(mobile, "reports-phone-revenue");
    await mobile.getByRole("list", { name: "Packages" }).scrollIntoViewIfNeeded();
    await mobile.getByRole("list", { name: "Packages" }).getByText("Golden Collection").waitFor();
    await settle(mobile);
    await screenshot(mobile, "reports-phone-packages");
    await mobile.getByRole("list", { name: "Months" }).scrollIntoViewIfNeeded();
    await settle(mobile);
    await screenshot(mobile, "reports-phone-monthly");
    await phone.close();
  });
  it("shows a new studio the loading, empty and failed states, and recovers with Try again", async () => {
    const email = uniqueEmail("reports-empty");
    await registerByApi(email, "pw-reports", "Quiet Studio");
    const context = await newContext(browser, DESKTOP, { timezoneId: ZONE });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, email, "pw-reports");
    const analytics = "**/api/reports/analytics**";

    // Loading: the analytics answer is held back until the skeletons have been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(analytics, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/reports");
    await page.getByRole("heading", { name: "Revenue Trends" }).waitFor();
    await page.getByText("Loading...").first().waitFor({ state: "attached" });
    // No settle(): skeletons pulse for as long as they are shown.
    await screenshot(page, "reports-desktop-loading");
    const answered = page.waitForResponse((response) => response.url().includes("/api/reports/analytics"));
    release();
    await answered;
    await page.unroute(analytics);

    // Empty: a sentence in every section.
    await page
      .getByText("No payments were received in this period. Revenue shows here as clients pay.")
      .waitFor();
    await page.getByText(/^No Wedding projects were created in this period\./).waitFor();
    await page.getByText(/^You have no packages yet\./).waitFor();
    await page.getByText(/^No automated messages were sent in this period\./).waitFor();
    await page.getByText(/^Nothing happened in this period yet\./).waitFor();
    expect(await page.locator(".recharts-wrapper").count()).toBe(0);
    await settle(page);
    await screenshot(page, "reports-desktop-empty");

    // Failed: the next period cannot load; Try again brings the sections back.
    await page.route(analytics, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Internal Server Error"}',
      }),
    );
    await page.getByRole("combobox", { name: "Date range" }).click();
    await page.getByRole("option", { name: "Last 12 months" }).click();
    await page.getByText("We couldn't load Revenue Trends. Check your connection and try again.").waitFor();
    // An errored query with no data is fetched again when an observer mounts (TanStack's retryOnMount), and
    // its buttons read "Trying again..." meanwhile: wait for every section to settle on the error.
    await expect.poll(() => page.getByRole("button", { name: "Try again" }).count()).toBe(5);
    await settle(page);
    await screenshot(page, "reports-desktop-error");
    await page.unroute(analytics);
    await page.getByRole("button", { name: "Try again" }).first().click();
    await page
      .getByText("No payments were received in this period. Revenue shows here as clients pay.")
      .waitFor();
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
    await context.close();
  });
});

import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  registerByApi,
  screenshot,
  screenshotDir,
  settle,
  signIn,
  uniqueEmail,
} from "./support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The whole page, for looking at every section at once (the shared helper shows the viewport). */
async function fullShot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** The studio's (New York) date `days` from now. */
const newYorkDate = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function postJson(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

const EMPTY_SENTENCES = [
  "No consultations today.",
  "Nothing booked for the next 7 days.",
  "No overdue projects. Every project is moving along.",
  "No proposals waiting for a signature.",
  "No signed proposals waiting for payment.",
  "No unread messages. You're all caught up.",
  "No activity yet. New projects and stage moves will show up here.",
];

describe("dashboard", () => {
  it("greets a new studio with empty sections, then shows its client, proposal and booking", async () => {
    const email = uniqueEmail("dashboard");
    await registerByApi(email, "pw-dashboard", "Harbor & Pine Studio");
    const desktop = await newContext(browser, DESKTOP, { timezoneId: "America/New_York" });
    await desktop.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await desktop.newPage();

    // Loading: the sections hold placeholders while the overview is on its way.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/dashboard", async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, email, "pw-dashboard");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page
      .getByText(/^Good (morning|afternoon|evening) ·/)
      .first()
      .waitFor();
    await page.getByLabel("Loading today's bookings").waitFor();
    await screenshot(page, "dashboard-loading-desktop");
    const answered = page.waitForResponse((res) => res.url().endsWith("/api/dashboard"));
    release();
    await answered;
    await page.unroute("**/api/dashboard");

    // Empty: each section says what will go there.
    for (const sentence of EMPTY_SENTENCES) await page.getByText(sentence).waitFor();
    await page.getByText("Harbor & Pine Studio", { exact: false }).first().waitFor();
    await fullShot(page, "dashboard-empty-desktop");

    const phone = await newContext(browser, PHONE, { timezoneId: "America/New_York" });
    const phonePage = await phone.newPage();
    await signIn(phonePage, email, "pw-dashboard");
    await phonePage.getByText("No consultations today.").waitFor();
    await fullShot(phonePage, "dashboard-empty-phone");

    // Data through the API: a client with a project, a proposal sent, hours every day and a booking.
    const client = await postJson(page, "/api/clients", {
      firstName: "Olivia",
      lastName: "Bennett",
      email: uniqueEmail("olivia"),
    });
    const project = await postJson(page, "/api/projects", {
      title: "Bennett wedding",
      projectType: "WEDDING",
      clientId: client.id,
    });
    const proposal = await postJson(page, "/api/proposals", {
      title: "Bennett wedding coverage",
      clientId: client.id,
      projectId: project.id,
      items: [{ name: "Full day coverage", qty: 1, unitCents: 350_000 }],
    });
    await postJson(page, `/api/proposals/${proposal.id}/send`, {});
    for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
      await postJson(page, "/api/availability/templates", {
        dayOfWeek,
        startTime: "09:00",
        endTime: "17:00",
        isEnabled: true,
      });
    }
    const { publicToken } = (await (await page.request.get("/api/photographer")).json()) as {
      publicToken: string;
    };
    // Two days ahead is past the default 24-hour notice, and inside "this week".
    const date = newYorkDate(2);
    const slots = (await (
      await page.request.get(`/api/public/booking/calendar/${publicToken}/slots/${date}`)
    ).json()) as { slots: { id: string; isAvailable: boolean }[] };
    const slot = slots.slots.find((s) => s.isAvailable);
    expect(slot, JSON.stringify(slots)).toBeTruthy();
    await postJson(page, `/api/public/booking/calendar/${publicToken}/book/${date}/${slot!.id}`, {
      clientName: "Emma Carter",
      clientEmail: uniqueEmail("emma"),
      clientPhone: "(212) 555-0199",
      bookingNotes: "We'd love to talk about our June wedding.",
    });

    // Full: the sections show it.
    await page.reload();
    const week = page.getByRole("list", { name: "This week's bookings" });
    await week.getByText("Emma Carter").waitFor();
    await week.getByText("09:00").first().waitFor();
    await week.getByText("Pending", { exact: true }).waitFor();
    const signature = page.getByRole("region", { name: /^Awaiting signature/ });
    await signature.getByRole("link", { name: "Bennett wedding coverage" }).waitFor();
    await signature.getByText("$3,788.75").waitFor();
    expect(await signature.getByText("Olivia Bennett").count()).toBe(1);
    const activity = page.getByRole("list", { name: "Recent activity" });
    await activity.getByText("Project created").first().waitFor();
    await activity.getByRole("link", { name: "Bennett wedding" }).first().waitFor();
    const consultations = page
      .getByRole("region", { name: "Key figures" })
      .getByRole("listitem")
      .filter({ hasText: "Consultations" });
    await consultations.getByText("1", { exact: true }).waitFor();
    await page.getByText("No consultations today.").waitFor();
    await fullShot(page, "dashboard-full-desktop");
    await screenshot(page, "dashboard-full-desktop-fold");

    // Quick actions: the booking link is copied; a proposal link opens the project.
    await page.getByRole("button", { name: /Share/ }).click();
    await page.getByText("Copied!").first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/booking/calendar/${publicToken}$`));
    await signature.getByRole("link", { name: "Bennett wedding coverage" }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${project.id}`);

    await phonePage.reload();
    await phonePage.getByRole("list", { name: "This week's bookings" }).getByText("Emma Carter").waitFor();
    await phonePage.getByRole("link", { name: "Bennett wedding coverage" }).waitFor();
    const overflow = await phonePage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(phonePage, "dashboard-full-phone-fold");
    await fullShot(phonePage, "dashboard-full-phone");

    // Error: a failed load says so and offers another try.
    await page.route("**/api/dashboard", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/");
    await page.getByText("We couldn't load your dashboard").waitFor();
    await screenshot(page, "dashboard-error-desktop");
    await page.unroute("**/api/dashboard");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("list", { name: "This week's bookings" }).waitFor();

    await desktop.close();
    await phone.close();
  });

  it("shows the demo studio what needs attention", async () => {
    const desktop = await newContext(browser, DESKTOP, { timezoneId: "America/New_York" });
    const page = await desktop.newPage();
    await signIn(page, "demo@focal.studio", "focal-demo-2026");
    const overdue = page.getByRole("list", { name: "Overdue projects" });
    await overdue
      .getByText(/^Overdue · \d+ days$/)
      .first()
      .waitFor();
    await fullShot(page, "dashboard-demo-desktop");
    const firstProject = overdue.getByRole("link").first();
    const href = await firstProject.getAttribute("href");
    expect(href).toMatch(/^\/projects\/[0-9a-f-]{36}$/);

    const phone = await newContext(browser, PHONE, { timezoneId: "America/New_York" });
    const phonePage = await phone.newPage();
    await signIn(phonePage, "demo@focal.studio", "focal-demo-2026");
    await phonePage.getByRole("list", { name: "Overdue projects" }).waitFor();
    await fullShot(phonePage, "dashboard-demo-phone");
    await desktop.close();
    await phone.close();
  });
});

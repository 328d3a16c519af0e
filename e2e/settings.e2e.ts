import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
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

const TABS = ["profile", "branding", "email", "automation", "security", "integrations"] as const;
const ROSE = "#be123c";
const ROSE_RGB = "rgb(190, 18, 60)";

/** Waits for the toast (SPEC §9: one at a time) with this title and description. */
async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("li[data-state=open]").filter({ hasText: title });
  await (description ? toast.filter({ hasText: description }) : toast).first().waitFor();
}

/** The whole page, top to bottom, for reviewing long forms. */
async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `${name}-full.png`), fullPage: true });
}

const backgroundOf = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => getComputedStyle(element).backgroundColor);

describe("settings", () => {
  it("rebrands the studio, sees it on the public calendar, and changes the password", async () => {
    const email = uniqueEmail("settings");
    await registerByApi(email, "pw-settings-old", "Northlight Studio");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-settings-old");

    // Studio hours on every day, so the public calendar has days to pick.
    for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
      const res = await page.request.post("/api/availability/templates", {
        data: { dayOfWeek, startTime: "09:00", endTime: "17:00", isEnabled: true },
      });
      expect(res.status()).toBe(201);
    }

    // Profile: a new business name, a quick link for the portal.
    await page.goto("/settings");
    await page.getByRole("tab", { name: "Profile", selected: true }).waitFor();
    const businessName = page.getByLabel("Business name");
    await expect.poll(() => businessName.inputValue()).toBe("Northlight Studio");
    await businessName.fill("");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Business name is required").waitFor();
    await businessName.fill("Golden Hour Photography");
    await page.getByLabel("Phone").fill("(555) 010-2030");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expectToast(page, "Settings updated", "Your profile is saved.");

    await page.getByRole("textbox", { name: "Title" }).fill("Gallery");
    await page.getByRole("textbox", { name: "URL" }).fill("gallery.example.com");
    await page.getByRole("button", { name: "Add link" }).click();
    const links = page.getByRole("list", { name: "Quick links" });
    await links.getByText("https://gallery.example.com").waitFor();
    await page.getByRole("textbox", { name: "Title" }).fill("Planning guide");
    await page.getByRole("textbox", { name: "URL" }).fill("https://example.com/guide");
    await page.getByRole("button", { name: "Add link" }).click();
    await links.getByText("Planning guide").waitFor();
    await page.getByRole("button", { name: "Move Planning guide up" }).click();
    await expect
      .poll(async () => (await links.getByRole("listitem").first().textContent()) ?? "")
      .toContain("Planning guide");
    await settle(page);
    await screenshot(page, "settings-profile-desktop");
    await pageShot(page, "settings-profile-desktop");

    // Branding: the preview follows the colour before it is saved.
    await page.getByRole("tab", { name: "Branding" }).click();
    await page.getByTestId("brand-preview-header").getByText("Golden Hour Photography").waitFor();
    expect(await backgroundOf(page, "brand-preview-selected-day")).not.toBe(ROSE_RGB);
    const primary = page.getByRole("textbox", { name: "Primary color", exact: true });
    await primary.fill("#12");
    await primary.blur();
    await page.getByText("Color must be a hex value like #3b82f6").waitFor();
    await primary.fill(ROSE);
    await expect.poll(() => backgroundOf(page, "brand-preview-selected-day")).toBe(ROSE_RGB);
    expect(await backgroundOf(page, "brand-preview-button")).toBe(ROSE_RGB);
    expect(await page.getByText("Color must be a hex value like #3b82f6").count()).toBe(0);
    await page.getByRole("button", { name: "Save colors" }).click();
    await expectToast(page, "Settings updated", "now use these colors");
    await settle(page);
    await screenshot(page, "settings-branding-desktop");
    await pageShot(page, "settings-branding-desktop");

    // Email: delivery status, sender.
    await page.getByRole("tab", { name: "Email" }).click();
    await page.getByText("Development mode: e-mails land in the Outbox").waitFor();
    expect(await page.getByRole("link", { name: "Open Outbox" }).getAttribute("href")).toBe("/outbox");
    await page.getByLabel("Reply-to address").fill("not-an-email");
    await page.getByRole("button", { name: "Save email settings" }).click();
    await page.getByText("Invalid email address").waitFor();
    await page.getByLabel("Reply-to address").fill("hello@goldenhour.example");
    await page.getByLabel("Signature").fill("Warmly,\nAna");
    await page.getByRole("button", { name: "Save email settings" }).click();
    await expectToast(page, "Settings updated", "Your email settings are saved.");
    await settle(page);
    await screenshot(page, "settings-email-desktop");
    await pageShot(page, "settings-email-desktop");

    // Automation: quiet hours and the checklist template.
    await page.getByRole("tab", { name: "Automation" }).click();
    await page.getByRole("switch", { name: "Hold automated messages overnight" }).click();
    await page.getByRole("textbox", { name: "From" }).fill("21:30");
    await page.getByRole("button", { name: "Save quiet hours" }).click();
    await expectToast(page, "Settings updated", "Quiet hours: 21:30 to 08:00.");
    for (const item of ["Sign the contract", "Pay the deposit", "Send the shot list"]) {
      await page.getByRole("textbox", { name: "New item" }).fill(item);
      await page.getByRole("button", { name: "Add item" }).click();
      await page.getByRole("list", { name: "Checklist items" }).getByText(item).waitFor();
    }
    await settle(page);
    await screenshot(page, "settings-automation-desktop");
    await pageShot(page, "settings-automation-desktop");

    // Security: the wrong current password is named under its field; the right one changes it.
    // A second browser (a phone) is signed in too; it can be signed out from here.
    const elsewhere = await fetch(`${baseUrl()}/api/auth/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1",
      },
      body: JSON.stringify({ email, password: "pw-settings-old" }),
    });
    expect(elsewhere.status).toBe(200);
    await page.getByRole("tab", { name: "Security" }).click();
    const sessions = page.getByRole("list", { name: "Sessions" });
    await sessions.getByText("This device").waitFor();
    await sessions.getByText("Safari on iOS").waitFor();
    await settle(page);
    await pageShot(page, "settings-security-two-sessions-desktop");
    await page.getByRole("button", { name: "Sign out other sessions" }).click();
    await expectToast(page, "Signed out other sessions", "1 session was signed out.");
    await expect.poll(() => sessions.getByRole("listitem").count()).toBe(1);
    const stale = await fetch(`${baseUrl()}/api/auth/me`, {
      headers: { cookie: /focal_session=[^;]+/.exec(elsewhere.headers.get("set-cookie") ?? "")![0] },
    });
    expect(stale.status).toBe(401);
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel(/^New password/).fill("pw-settings-new");
    await page.getByLabel("Confirm new password").fill("pw-settings-nope");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Passwords do not match").waitFor();
    await page.getByLabel("Confirm new password").fill("pw-settings-new");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Current password is incorrect").waitFor();
    // What was typed is kept.
    expect(await page.getByLabel(/^New password/).inputValue()).toBe("pw-settings-new");
    await page.getByLabel("Current password").fill("pw-settings-old");
    await page.getByRole("button", { name: "Change password" }).click();
    await expectToast(page, "Password changed");
    await settle(page);
    await screenshot(page, "settings-security-desktop");
    await pageShot(page, "settings-security-desktop");

    await page.getByRole("tab", { name: "Integrations" }).click();
    await page.getByRole("heading", { name: "Payments" }).waitFor();
    await settle(page);
    await screenshot(page, "settings-integrations-desktop");
    await pageShot(page, "settings-integrations-desktop");

    // The rotated session still works here.
    await page.reload();
    await page.getByRole("tab", { name: "Integrations", selected: true }).waitFor();

    // The public booking calendar wears the new name and colour.
    const { publicToken } = (await (await page.request.get("/api/photographer")).json()) as {
      publicToken: string;
    };
    const visitorContext = await newContext(browser, PHONE);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/booking/calendar/${publicToken}`);
    await visitor.getByRole("heading", { name: "Book a time with Golden Hour Photography" }).waitFor();
    const topBar = await visitor
      .locator("header")
      .first()
      .evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(topBar).toBe(ROSE_RGB);
    const day = visitor.locator("button[data-date]:not([aria-disabled])").first();
    await day.click();
    await expect
      .poll(() => day.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe(ROSE_RGB);
    await visitor.getByText("Times are shown in your time zone").waitFor();
    await visitor.evaluate(() => window.scrollTo(0, 0));
    await settle(visitor);
    await screenshot(visitor, "settings-public-calendar-rebranded-phone");
    await visitorContext.close();

    // The old password no longer signs in; the new one does, and the phone sees every tab.
    const phone = await newContext(browser, PHONE);
    const phonePage = await phone.newPage();
    await phonePage.goto("/login");
    await phonePage.getByLabel("Email").fill(email);
    await phonePage.getByLabel("Password").fill("pw-settings-old");
    await phonePage.getByRole("button", { name: "Sign in" }).click();
    await phonePage.getByText("Invalid email or password").first().waitFor();
    await signIn(phonePage, email, "pw-settings-new");
    for (const tab of TABS) {
      await phonePage.goto(`/settings?tab=${tab}`);
      await phonePage.getByRole("combobox", { name: "Settings section" }).waitFor();
      await phonePage.getByRole("main").getByRole("heading").nth(1).waitFor();
      await phonePage.waitForLoadState("networkidle");
      await settle(phonePage);
      await screenshot(phonePage, `settings-${tab}-phone`);
      await pageShot(phonePage, `settings-${tab}-phone`);
    }
    // The select switches sections and keeps the address in step.
    await phonePage.getByRole("combobox", { name: "Settings section" }).click();
    await phonePage.getByRole("option", { name: "Branding" }).click();
    await phonePage.waitForURL((url) => url.searchParams.get("tab") === "branding");
    await phonePage.getByText("Live preview").waitFor();
    await phone.close();
    await desktop.close();
  }, 180_000);

  it("shows loading, empty and error states, and recovers with Try again", async () => {
    const email = uniqueEmail("settings-states");
    await registerByApi(email, "pw-settings-states", "Quiet Meadow Studio");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-settings-states");

    // Loading: the settings answer is held back until the skeleton has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/photographer", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/settings?tab=profile");
    await page.getByText("Loading your profile").waitFor({ state: "attached" });
    await screenshot(page, "settings-profile-loading-desktop");
    release();
    await page.getByLabel("Business name").waitFor();
    await page.unroute("**/api/photographer");

    // Empty: a new studio has no quick links and an empty checklist.
    await page.getByText("No quick links yet").waitFor();
    await page.getByRole("tab", { name: "Automation" }).click();
    await page.getByText("Your checklist is empty").waitFor();
    await settle(page);
    await pageShot(page, "settings-automation-empty-desktop");

    // Error: the settings cannot be read; the forms say so and offer another try.
    await page.route("**/api/photographer", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Internal Server Error"}',
      }),
    );
    await page.route("**/api/checklist-template-items", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Internal Server Error"}',
      }),
    );
    await page.reload();
    await page.getByText("We couldn't load your settings.").waitFor();
    await page.getByText("We couldn't load your checklist.").waitFor();
    await settle(page);
    await screenshot(page, "settings-automation-error-desktop");
    await page.unroute("**/api/photographer");
    await page.unroute("**/api/checklist-template-items");
    await page.getByRole("button", { name: "Try again" }).first().click();
    await page.getByRole("switch", { name: "Hold automated messages overnight" }).waitFor();
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("switch", { name: "Hold automated messages overnight" }).waitFor();
    await page.getByText("Your checklist is empty").waitFor();
    await desktop.close();
  });
});

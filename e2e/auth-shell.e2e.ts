import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe.js";
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

const SIDEBAR_ENTRIES = [
  "Dashboard",
  "Clients",
  "Projects",
  "Proposals",
  "Packages",
  "Widget Generator",
  "Questionnaires",
  "Scheduling",
  "Templates",
  "Automations",
  "Drip Campaigns",
  "Reports",
  "Earnings",
  "Settings",
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("sign-up, sign-in and the shell", () => {
  it("registers without signing in, then signs in to the shell", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await screenshot(page, "login-desktop");
    await expectAccessible(page, "login");

    await page.getByRole("link", { name: "Sign up" }).click();
    await page.waitForURL("**/register");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    await screenshot(page, "register-desktop");
    await expectAccessible(page, "register");
    const email = uniqueEmail("owner");
    await page.getByLabel("Business Name").fill("Golden Hour Studio");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a-long-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/login");
    await page.getByText("Account created!", { exact: true }).waitFor();

    // Registration did not sign in.
    const me = await page.request.get("/api/auth/me");
    expect(me.status()).toBe(401);

    await signIn(page, email, "a-long-password");
    await page.getByText("Welcome back!", { exact: true }).waitFor();
    const nav = page.locator("[data-sidebar='sidebar']");
    for (const entry of SIDEBAR_ENTRIES) {
      await nav.getByRole("link", { name: entry, exact: true }).waitFor();
    }
    await nav.getByText("Photography CRM").waitFor();
    await nav.getByText(email).waitFor();
    await nav.getByText("PHOTOGRAPHER", { exact: false }).waitFor();
    await screenshot(page, "shell-desktop");
    await expectAccessible(page, "the shell");

    // A signed-in visitor to /login goes home.
    await page.goto("/login");
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("shows a failed sign-in as a toast", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Login failed", { exact: true }).waitFor();
    await page.getByText("Invalid email or password", { exact: true }).waitFor();
    await context.close();
  });

  it("toggles the sidebar with Ctrl+B and remembers it in the sidebar_state cookie", async () => {
    const email = uniqueEmail("toggle");
    await registerByApi(email, "pw-toggle");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signIn(page, email, "pw-toggle");
    const sidebar = page.locator("[data-slot='sidebar'][data-state], .group.peer[data-state]").first();
    await expect(sidebar.getAttribute("data-state")).resolves.toBe("expanded");
    await page.keyboard.press("Control+b");
    await page.waitForFunction(() => document.cookie.includes("sidebar_state=false"));
    await expect(sidebar.getAttribute("data-state")).resolves.toBe("collapsed");
    await settle(page);
    await screenshot(page, "shell-desktop-collapsed");
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 120);
    await page.reload();
    await expect(
      page
        .locator("[data-slot='sidebar'][data-state], .group.peer[data-state]")
        .first()
        .getAttribute("data-state"),
    ).resolves.toBe("collapsed");
    await page.keyboard.press("Control+b");
    await page.waitForFunction(() => document.cookie.includes("sidebar_state=true"));
    await context.close();
  });

  it("works at phone width: top bar, slide-in sheet closing on navigation, logout", async () => {
    const email = uniqueEmail("phone");
    await registerByApi(email, "pw-phone");
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await screenshot(page, "login-phone");
    await page.goto("/register");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    await screenshot(page, "register-phone");
    await signIn(page, email, "pw-phone");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await screenshot(page, "shell-phone");
    await page.getByRole("button", { name: "Toggle Sidebar" }).first().click();
    const sheet = page.getByRole("dialog");
    await sheet.getByRole("link", { name: "Settings", exact: true }).waitFor();
    await settle(page);
    await screenshot(page, "shell-phone-menu");
    await sheet.getByRole("link", { name: "Clients", exact: true }).click();
    await page.waitForURL("**/clients");
    await sheet.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Toggle Sidebar" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await page.goto("/clients");
    await page.waitForURL("**/login");
    await context.close();
  });

  it("shows Page Not Found for an unknown path, also on reload", async () => {
    for (const [viewport, name] of [
      [DESKTOP, "not-found-desktop"],
      [PHONE, "not-found-phone"],
    ] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const res = await page.goto("/no/such/page");
      expect(res?.status()).toBe(200);
      await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
      await page.reload();
      await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
      await screenshot(page, name);
      await context.close();
    }
  });

  it("lets the demo photographer sign in", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signIn(page, "demo@focal.studio", "focal-demo-2026");
    await page.locator("[data-sidebar='sidebar']").getByText("demo@focal.studio").waitFor();
    await context.close();
  });
});

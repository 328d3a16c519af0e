/**
 * Chromium for the journeys: Debian's /usr/bin/chromium through playwright-core (no browser
 * download). Screenshots go to .tmp/screenshots so that people can look at them.
 */
import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const screenshotDir = path.resolve(".tmp/screenshots");

export const baseUrl = () => inject("baseUrl");

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
  options: { timezoneId?: string; locale?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    locale: "en-US",
    ...(viewport.width < 768 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    ...options,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}

/** Waits for running CSS animations (sheets, toasts) to finish, so that a screenshot shows the end state. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
}

let counter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Registers through the UI-independent API and signs the page's context in through the login form. */
export async function registerByApi(
  email: string,
  password: string,
  businessName = "E2E Studio",
): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, businessName }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

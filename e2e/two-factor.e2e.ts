import { createHmac } from "node:crypto";
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
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

/**
 * What an authenticator app computes (RFC 6238: HMAC-SHA1, 30 s, 6 digits), written here apart from
 * the server's code so that the journey checks the server against the standard, not against itself.
 */
function base32ToBytes(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

const currentStep = () => Math.floor(Date.now() / 30_000);

function codeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32ToBytes(secret)).update(counter).digest();
  const offset = mac[19]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function expectToast(page: Page, title: string) {
  await page.locator("li[data-state=open]").filter({ hasText: title }).first().waitFor();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).first().click();
  await page.waitForURL("**/login");
}

/** The password step for a two-factor account: it stops at the code, signed in to nothing yet. */
async function enterPassword(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
}

async function openSecurityTab(page: Page) {
  await page.goto("/settings?tab=security");
  await page.getByText("Two-factor authentication", { exact: true }).first().waitFor();
}

describe("two-factor sign-in", () => {
  it("turns on in Settings, then signs in with a code and with a recovery code", async () => {
    const email = uniqueEmail("two-factor");
    const password = "pw-two-factor";
    await registerByApi(email, password, "Second Factor Studio");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signIn(page, email, password);

    await openSecurityTab(page);
    const card = page.locator("[data-slot=card]").filter({ hasText: "Two-factor authentication" });
    await card.getByText("Off", { exact: true }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, "two-factor-settings-off-desktop");

    await card.getByRole("button", { name: "Enable" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn on two-factor authentication" });
    await dialog.getByRole("img", { name: "QR code to scan with your authenticator app" }).waitFor();
    const qrSrc = await dialog.getByRole("img").getAttribute("src");
    expect(qrSrc).toMatch(/^data:image\/svg\+xml/);
    const shown = await dialog.getByTestId("two-factor-secret").innerText();
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = shown.replaceAll(" ", "");
    await settle(page);
    await screenshot(page, "two-factor-setup-desktop");
    await expectAccessible(page, "two-factor set-up dialog");

    // A wrong code is named under the field; the app's code turns it on.
    const enableStep = currentStep();
    await dialog.getByLabel("6-digit code from the app").fill(codeAt(secret, enableStep + 5));
    await dialog.getByRole("button", { name: "Enable" }).click();
    await dialog.getByText("That code is not right. Check your authenticator app and try again.").waitFor();
    await dialog.getByLabel("6-digit code from the app").fill(codeAt(secret, enableStep));
    await dialog.getByRole("button", { name: "Enable" }).click();

    const codesDialog = page.getByRole("dialog", { name: "Save your recovery codes" });
    const list = codesDialog.getByRole("list", { name: "Recovery codes" });
    await list.waitFor();
    const recoveryCodes = await list.getByRole("listitem").allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
    await expectToast(page, "Two-factor authentication is on");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      codesDialog.getByRole("button", { name: "Download (.txt)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("focal-recovery-codes.txt");
    const saved = fs.readFileSync((await download.path())!, "utf8");
    for (const code of recoveryCodes) expect(saved).toContain(code);
    await settle(page);
    await screenshot(page, "two-factor-recovery-codes-desktop");
    await expectAccessible(page, "two-factor recovery codes");
    await codesDialog.getByRole("button", { name: "I've saved them" }).click();
    await codesDialog.waitFor({ state: "hidden" });
    await card.getByText(/^On since \w+ \d{1,2}, \d{4}$/).waitFor();
    await card.getByText("10 of 10 recovery codes left").waitFor();
    await card.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, "two-factor-settings-on-desktop");

    // Password, then a code from the app.
    await signOut(page);
    await enterPassword(page, email, password);
    await settle(page);
    await screenshot(page, "two-factor-login-code-desktop");
    await expectAccessible(page, "two-factor sign-in step");
    const codeField = page.getByLabel("Authentication code");
    expect(await codeField.getAttribute("inputmode")).toBe("numeric");
    expect(await codeField.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await codeField.evaluate((el) => el === document.activeElement)).toBe(true);
    await codeField.fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /^That code/ })
      .waitFor();
    // The code that turned it on was used already; the app's next one signs in.
    const signInStep = Math.max(currentStep(), enableStep + 1);
    await codeField.fill(codeAt(secret, signInStep));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await expectToast(page, "Welcome back!");

    // Password, then a recovery code.
    await signOut(page);
    await enterPassword(page, email, password);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
    await settle(page);
    await screenshot(page, "two-factor-login-recovery-desktop");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await openSecurityTab(page);
    await card.getByText("9 of 10 recovery codes left").waitFor();

    // The same recovery code does not work twice.
    await signOut(page);
    await enterPassword(page, email, password);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("That recovery code is not right, or it has already been used.").waitFor();
    await page.getByRole("button", { name: "Back to sign in" }).click();
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await context.close();

    // At phone width: the sign-in step, the card, regenerating codes and turning it off.
    const phone = await newContext(browser, PHONE);
    const phonePage = await phone.newPage();
    await enterPassword(phonePage, email, password);
    await settle(phonePage);
    await screenshot(phonePage, "two-factor-login-code-phone");
    await phonePage.getByRole("button", { name: "Use a recovery code instead" }).click();
    await phonePage.getByLabel("Recovery code").fill(recoveryCodes[1]!.toUpperCase());
    await phonePage.getByRole("button", { name: "Verify" }).click();
    await phonePage.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();

    await openSecurityTab(phonePage);
    const phoneCard = phonePage.locator("[data-slot=card]").filter({ hasText: "Two-factor authentication" });
    await phoneCard.getByText("8 of 10 recovery codes left").waitFor();
    await phoneCard.scrollIntoViewIfNeeded();
    await settle(phonePage);
    await screenshot(phonePage, "two-factor-settings-on-phone");

    await phoneCard.getByRole("button", { name: "Regenerate recovery codes" }).click();
    const regenerate = phonePage.getByRole("dialog", { name: "Regenerate recovery codes" });
    await regenerate.getByLabel("Password").fill("not-my-password");
    await regenerate.getByRole("button", { name: "Regenerate" }).click();
    await regenerate.getByText("Password is incorrect").waitFor();
    await regenerate.getByLabel("Password").fill(password);
    await regenerate.getByRole("button", { name: "Regenerate" }).click();
    const fresh = phonePage.getByRole("dialog", { name: "Save your new recovery codes" });
    const freshList = fresh.getByRole("list", { name: "Recovery codes" });
    await freshList.waitFor();
    const freshCodes = await freshList.getByRole("listitem").allInnerTexts();
    expect(freshCodes).toHaveLength(10);
    expect(freshCodes).not.toContain(recoveryCodes[2]);
    await settle(phonePage);
    await screenshot(phonePage, "two-factor-new-codes-phone");
    await fresh.getByRole("button", { name: "I've saved them" }).click();
    await phoneCard.getByText("10 of 10 recovery codes left").waitFor();

    await phoneCard.getByRole("button", { name: "Turn off" }).click();
    const off = phonePage.getByRole("dialog", { name: "Turn off two-factor authentication" });
    await off.getByLabel("Password").fill(password);
    await off.getByLabel("Authentication code or recovery code").fill(recoveryCodes[2]!);
    await off.getByRole("button", { name: "Turn off" }).click();
    await off.getByText(/^That code is not right/).waitFor();
    await settle(phonePage);
    await screenshot(phonePage, "two-factor-turn-off-phone");
    await off.getByLabel("Authentication code or recovery code").fill(freshCodes[0]!);
    await off.getByRole("button", { name: "Turn off" }).click();
    await expectToast(phonePage, "Two-factor authentication is off");
    await phoneCard.getByText("Off", { exact: true }).waitFor();
    // This browser stayed signed in, and the password alone signs in again.
    expect((await phonePage.request.get("/api/auth/me")).status()).toBe(200);
    await phone.close();

    const last = await newContext(browser, DESKTOP);
    await signIn(await last.newPage(), email, password);
    await last.close();
  });
});

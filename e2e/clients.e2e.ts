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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function addClient(page: Page, first: string, last: string, email: string) {
  await page.getByRole("button", { name: "Add Client" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "First name", exact: true }).fill(first);
  await dialog.getByRole("textbox", { name: "Last name", exact: true }).fill(last);
  await dialog.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await dialog.getByRole("button", { name: /^(Add Client|Create client|Save)/ }).click();
  await page.getByText("Client created", { exact: true }).waitFor();
}

describe("clients, messages and the portal", () => {
  it("adds, finds, opens and messages a client, sends a portal link, opens it as the client, and deletes the client", async () => {
    const email = uniqueEmail("clients");
    await registerByApi(email, "pw-clients", "Golden Hour Studio");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signIn(page, email, "pw-clients");

    await page.goto("/clients");
    await page.getByText("No clients found").first().waitFor();
    await screenshot(page, "clients-empty-desktop");
    const clientEmail = uniqueEmail("couple");
    await addClient(page, "Olivia", "Bennett", clientEmail);
    await addClient(page, "Marcus", "Hale", uniqueEmail("other"));
    await page.getByRole("heading", { name: "All Clients (2)" }).waitFor();
    await settle(page);
    await screenshot(page, "clients-list-desktop");

    await page.getByPlaceholder("Search by name or email").fill("olivia BEN");
    await page.getByRole("heading", { name: "All Clients (1)" }).waitFor();
    await page.getByText("Olivia Bennett").first().click();
    await page.waitForURL(/\/clients\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Client Information" }).waitFor();

    const composer = page.getByRole("textbox", { name: "Message", exact: true });
    await composer.fill("Hi Olivia, your timeline is ready!");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await page.getByText("Message sent", { exact: true }).waitFor();
    await page.getByText("Hi Olivia, your timeline is ready!").first().waitFor();

    await page.getByRole("button", { name: "Send Login Link" }).click();
    await page.getByText("Login link generated", { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, "client-detail-desktop");

    await page.goto("/outbox");
    await page.getByText("Your client portal with Golden Hour Studio").first().click();
    await page.waitForTimeout(200);
    const outboxText = await page.locator("body").innerText();
    const link = /https?:\/\/[^\s]+\/client-portal\/login\?token=[\w-]+/.exec(outboxText)?.[0];
    expect(link, "login link in the outbox").toBeTruthy();
    await screenshot(page, "outbox-desktop");

    // The couple opens the link on a phone.
    const phone = await newContext(browser, PHONE);
    const clientPage = await phone.newPage();
    await clientPage.goto(new URL(link!).pathname + new URL(link!).search);
    await clientPage.waitForURL("**/client-portal");
    await clientPage.getByText("Welcome, Olivia", { exact: false }).first().waitFor();
    await settle(clientPage);
    await screenshot(clientPage, "portal-phone");
    await expectAccessible(clientPage, "client portal");
    // The link worked once.
    const reuse = await phone.newPage();
    await reuse.goto(new URL(link!).pathname + new URL(link!).search);
    await reuse.getByText(/already used/).waitFor();
    await phone.close();

    await page.goto("/clients");
    await page.getByText("Olivia Bennett").first().waitFor();
    await page.getByRole("button", { name: /actions for Olivia Bennett/i }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog")
      .or(page.getByRole("dialog"))
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByText("Client deleted", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "All Clients (1)" }).waitFor();
    await context.close();
  });

  it("shows the clients list as cards at phone width", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signIn(page, "demo@focal.studio", "focal-demo-2026");
    await page.goto("/clients");
    await page.getByText("Olivia Bennett").first().waitFor();
    await settle(page);
    await screenshot(page, "clients-list-phone");
    await page.getByText("Olivia Bennett").first().click();
    await page.getByRole("heading", { name: "Client Information" }).waitFor();
    await settle(page);
    await screenshot(page, "client-detail-phone");
    await context.close();
  });
});

/**
 * The studio's platform settings: an API token made in Settings, a webhook endpoint pointing at a
 * receiver this test runs on the loopback address, a client created with the token over the API, and
 * the delivery seen both by the receiver (signed) and in the endpoint's delivery log. Accessible, and
 * laid out at 1280 and 390 px.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe.js";
import { mailTo } from "./support/booking-journey.js";
import {
  baseUrl,
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
import { noSidewaysScroll } from "./support/journey.js";

interface Received {
  headers: IncomingHttpHeaders;
  body: { id: string; type: string; data: Record<string, unknown> };
}

let browser: Browser;
let receiver: Server;
const received: Received[] = [];

/** What an integration would run: it answers 200 to every POST and keeps what came. */
async function startReceiver(): Promise<string> {
  receiver = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body: JSON.parse(text) as Received["body"] });
      response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/focal-hooks`;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // Not started when only the export test runs.
  if (receiver) await new Promise((resolve) => receiver.close(resolve));
});

async function openIntegrations(page: Page) {
  // Under 768 px the sections are a select rather than tabs: the card's heading says it is there.
  await page.goto("/settings?tab=integrations");
  await page.getByRole("heading", { name: "Webhooks" }).waitFor();
}

describe("platform: API tokens and webhooks", () => {
  it("sends a client made with an API token to a webhook endpoint, and shows its delivery", async () => {
    const hookUrl = await startReceiver();
    const email = uniqueEmail("platform");
    await registerByApi(email, "pw-platform-1", "Northlight Studio");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-platform-1");
    await openIntegrations(page);

    // An API token, made in Settings and shown once.
    await page.getByRole("button", { name: "New token" }).first().click();
    await page.getByLabel("Name").fill("Zapier");
    await page.getByText("Read and write").click();
    await page.getByRole("button", { name: "Create token" }).click();
    const tokenDialog = page.getByRole("dialog", { name: "Copy your new token" });
    const token = (await tokenDialog.locator("code").textContent())?.trim() ?? "";
    expect(token).toMatch(/^focal_[A-Za-z0-9_-]{43}$/);
    await tokenDialog.getByRole("button", { name: "Done" }).click();

    // A webhook endpoint: the form checks its fields, then shows the signing secret once.
    await page.getByRole("button", { name: "Add endpoint" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add webhook endpoint" });
    await dialog.getByLabel("All events").click();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await dialog.getByText("Enter the address to send events to").waitFor();
    await dialog.getByText("Choose at least one event").waitFor();
    await dialog.getByLabel("Endpoint URL").fill(hookUrl);
    await dialog.getByLabel("client.created").click();
    await dialog.getByLabel("payment.received").click();
    await expectAccessible(page, "add webhook endpoint dialog");
    await screenshot(page, "platform-webhook-form-desktop");
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    const secretStep = page.getByRole("dialog", { name: "Endpoint added" });
    const secret = await secretStep.getByLabel("Signing secret").inputValue();
    expect(secret.length).toBeGreaterThan(20);
    await screenshot(page, "platform-webhook-secret-desktop");
    await secretStep.getByRole("button", { name: "Done" }).click();
    const endpoints = page.getByRole("list", { name: "Webhook endpoints" });
    await endpoints.getByText(hookUrl).waitFor();
    await endpoints.getByText("client.created, payment.received").waitFor();
    await expect
      .poll(() => endpoints.getByRole("switch", { name: `Send events to ${hookUrl}` }).isChecked())
      .toBe(true);

    // A client made over the API with the token: the endpoint hears of it.
    const created = await fetch(`${baseUrl()}/api/clients`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Ivy", lastName: "Moss", email: uniqueEmail("ivy") }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const clientId = ((await created.json()) as { id: string }).id;
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [delivery] = received;
    expect(delivery?.body).toMatchObject({
      type: "client.created",
      data: { id: clientId, name: "Ivy Moss" },
    });
    expect(String(delivery?.headers["focal-signature"] ?? "")).toMatch(/t=\d+/);

    // The delivery log shows it, delivered, and opens onto its attempt.
    await endpoints.getByRole("button", { name: "Deliveries" }).click();
    const log = page.getByRole("list", { name: `Deliveries to ${hookUrl}` });
    await expect
      .poll(
        async () => {
          if ((await log.getByText("Delivered").count()) > 0) return true;
          await endpoints.getByRole("button", { name: "Deliveries" }).click();
          await endpoints.getByRole("button", { name: "Deliveries" }).click();
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await log.getByText(`Event ${delivery!.body.id}`).waitFor();
    await log.getByRole("button", { name: "client.created attempts" }).click();
    await log.getByText("Attempt 1").waitFor();
    await log.getByText("HTTP 200").first().waitFor();
    await log.getByRole("button", { name: "Replay client.created event" }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    expect(received[1]?.body.id).toBe(delivery!.body.id);
    await settle(page);
    await expectAccessible(page, "webhooks card with its delivery log");
    await screenshot(page, "platform-webhooks-desktop");

    // Pausing the endpoint is one switch.
    await endpoints.getByRole("switch", { name: `Send events to ${hookUrl}` }).click();
    await expect
      .poll(() => endpoints.getByRole("switch", { name: `Send events to ${hookUrl}` }).isChecked())
      .toBe(false);

    // At 390 px the card fits without sideways scrolling.
    const phone = await newContext(browser, PHONE);
    const small = await phone.newPage();
    await signIn(small, email, "pw-platform-1");
    await openIntegrations(small);
    await small.getByRole("heading", { name: "Webhooks" }).scrollIntoViewIfNeeded();
    await small.getByRole("button", { name: "Deliveries" }).click();
    await small.getByRole("list", { name: `Deliveries to ${hookUrl}` }).waitFor();
    await noSidewaysScroll(small);
    await expectAccessible(small, "webhooks card at 390 px");
    await settle(small);
    await screenshot(small, "platform-webhooks-phone");

    // Deleting asks first.
    await endpoints.getByRole("button", { name: `Delete endpoint ${hookUrl}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete webhook endpoint?" });
    await confirm.getByRole("button", { name: "Delete endpoint" }).click();
    await page.getByText("No webhook endpoints yet").waitFor();

    await desktop.close();
    await phone.close();
  });
});

describe("platform: the studio's data export", () => {
  it("e-mails a link whose page can be opened again and again, and downloads the zip once", async () => {
    const email = uniqueEmail("export");
    await registerByApi(email, "pw-export-1", "Harbour Light Studio");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-export-1");
    await page.goto("/settings?tab=security");
    await page.getByRole("heading", { name: "Your data" }).waitFor();
    await page.getByRole("button", { name: "Export everything" }).click();
    await page.getByText("Ready: check your e-mail for the download link").waitFor({ timeout: 60_000 });
    await settle(page);
    await screenshot(page, "platform-your-data-desktop");

    const mail = await mailTo(page, email, "/exports/");
    const link = /https?:\/\/\S+\/exports\/[A-Za-z0-9_-]+/.exec(mail.textBody ?? "")?.[0];
    expect(link, mail.textBody ?? "").toBeDefined();
    const path = new URL(link!).pathname;

    // A scanner (or the photographer, twice) opening the page uses nothing up.
    const visitor = await newContext(browser, DESKTOP);
    const first = await visitor.newPage();
    await first.goto(path);
    await first.getByRole("heading", { name: "Your data export is ready" }).waitFor();
    await first.reload();
    const button = first.getByRole("button", { name: /^Download focal-export-/ });
    await button.waitFor();
    await expectAccessible(first, "export link page");
    await screenshot(first, "platform-export-link-desktop");
    const [download] = await Promise.all([first.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^focal-export-\d{4}-\d\d-\d\d\.zip$/);
    await first.getByRole("heading", { name: "Your download has started" }).waitFor();

    // Used once: the page says so, at phone width too.
    const phone = await newContext(browser, PHONE);
    const small = await phone.newPage();
    await small.goto(path);
    await small.getByRole("heading", { name: "This download link no longer works" }).waitFor();
    await noSidewaysScroll(small);
    await expectAccessible(small, "used export link at 390 px");
    await screenshot(small, "platform-export-link-used-phone");

    await desktop.close();
    await visitor.close();
    await phone.close();
  });
});

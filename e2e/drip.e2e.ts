import type { Browser } from "playwright-core";
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

describe("drip campaigns", () => {
  it("enables the wedding campaign with one e-mail off, enrols a lead, and previews HTML and text on a phone", async () => {
    const email = uniqueEmail("drip");
    await registerByApi(email, "pw-drip-studio", "Evergreen Studio");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-drip-studio");

    // A lead waiting in Inquiry before the campaign exists.
    const client = (await (
      await page.request.post("/api/clients", {
        data: { firstName: "Harper", lastName: "Lane", email: uniqueEmail("harper") },
      })
    ).json()) as { id: string };
    const project = await page.request.post("/api/projects", {
      data: { title: "Lane Vineyard Wedding", projectType: "WEDDING", clientId: client.id },
    });
    expect(project.status()).toBe(201);

    await page.goto("/drip-campaigns");
    await page.getByRole("heading", { name: "Drip Campaigns", exact: true }).waitFor();
    await page.getByText("24 Email Templates Ready").waitFor();
    await page.getByText("This campaign is off: nothing is sent.").waitFor();
    const rows = page.getByRole("list", { name: "Email sequence" }).getByRole("listitem");
    await rows.nth(23).waitFor();
    expect(await rows.count()).toBe(24);
    await expect.poll(() => rows.nth(0).getByText("Day 0").count()).toBe(1);
    await settle(page);
    await screenshot(page, "drip-desktop-off");

    await page.getByRole("checkbox", { name: "Enable Campaign" }).check();
    const second = page.getByRole("checkbox", { name: /^Send email 2:/ });
    await second.uncheck();
    await page.getByText("23 of 24").waitFor();
    await page.getByText("Unsaved changes").waitFor();
    // A tab switch and back loses nothing that was not saved yet.
    await page.getByRole("tab", { name: "Portrait" }).click();
    await page.getByRole("tab", { name: "Wedding" }).click();
    await expect.poll(() => second.isChecked()).toBe(false);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Settings saved successfully").first().waitFor();
    await page.getByText("1 lead starts receiving it", { exact: false }).first().waitFor();
    await page.getByText("All changes saved").waitFor();

    const saved = (await (await page.request.get("/api/static-campaign-settings/WEDDING")).json()) as {
      campaignEnabled: boolean;
      emailToggles: string;
    };
    expect(saved.campaignEnabled).toBe(true);
    expect(JSON.parse(saved.emailToggles)).toEqual({ "WEDDING-1": false });
    // The lead in Inquiry is now receiving it.
    await page.getByRole("link", { name: "Harper Lane" }).waitFor();
    await page.getByText("Active", { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, "drip-desktop-on");
    // The project page says where the lead is in the sequence.
    await page.getByRole("link", { name: "Harper Lane" }).click();
    await page.getByRole("heading", { name: "Lane Vineyard Wedding" }).waitFor();
    await page.getByText("Wedding campaign", { exact: true }).waitFor();
    await page.getByText(/of 24 sent/).waitFor();
    await page.goBack();
    await rows.nth(23).waitFor();

    // Editing an e-mail's wording for the studio, then restoring it.
    await page.getByRole("button", { name: "Preview email 3", exact: true }).click();
    const editDialog = page.getByRole("dialog");
    await editDialog.getByRole("button", { name: "Edit email" }).click();
    await editDialog
      .getByRole("textbox", { name: "Subject" })
      .fill("Our studio's own question list, {{firstName}}");
    await settle(page);
    await screenshot(page, "drip-desktop-edit");
    await editDialog.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Email updated").first().waitFor();
    await editDialog.getByRole("heading", { name: "Our studio's own question list, Emma" }).waitFor();
    await expect
      .poll(() =>
        editDialog.getByRole("button", { name: "Edit email" }).evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    // The toast is the top layer: the first Escape dismisses it, the second the dialog.
    await page.keyboard.press("Escape");
    await page.getByText("Email updated").first().waitFor({ state: "hidden" });
    await page.keyboard.press("Escape");
    await editDialog.waitFor({ state: "hidden" });
    await rows.nth(2).getByText("Edited").waitFor();
    await page.getByRole("button", { name: "Preview email 3", exact: true }).click();
    await editDialog.getByRole("button", { name: "Edit email" }).click();
    await editDialog.getByRole("button", { name: "Restore original" }).click();
    await page.getByText("Original restored").first().waitFor();
    await editDialog.getByRole("button", { name: "Close" }).click();
    await editDialog.waitFor({ state: "hidden" });
    await expect.poll(() => rows.nth(2).getByText("Edited").count()).toBe(0);
    await desktop.close();

    // On a phone: the type is a select, the switched-off e-mail stays off, and the preview shows both versions.
    const phone = await newContext(browser, PHONE);
    const mobile = await phone.newPage();
    await signIn(mobile, email, "pw-drip-studio");
    await mobile.goto("/drip-campaigns");
    await mobile.getByRole("combobox", { name: "Project type" }).waitFor();
    await mobile.getByRole("checkbox", { name: /^Send email 2:/ }).waitFor();
    expect(await mobile.getByRole("checkbox", { name: /^Send email 2:/ }).isChecked()).toBe(false);
    expect(await mobile.getByRole("checkbox", { name: "Enable Campaign" }).isChecked()).toBe(true);
    await settle(mobile);
    await screenshot(mobile, "drip-phone");

    await mobile.getByRole("button", { name: "Preview email 1", exact: true }).click();
    const dialog = mobile.getByRole("dialog");
    await dialog.getByRole("heading", { name: /Emma/ }).waitFor();
    const frame = mobile.frameLocator('iframe[title="HTML preview"]');
    await frame.getByText("Hi Emma,").waitFor();
    await frame.getByText("Evergreen Studio").first().waitFor();
    await frame.getByRole("link", { name: "Unsubscribe" }).waitFor();
    await settle(mobile);
    await screenshot(mobile, "drip-phone-preview-html");

    await dialog.getByRole("button", { name: "Text Version" }).click();
    const text = dialog.getByTestId("drip-text-version");
    await text.waitFor();
    const body = await text.innerText();
    expect(body).toMatch(/^Hi Emma,/);
    expect(body).toContain("Evergreen Studio");
    expect(body).toContain("/booking/calendar/");
    expect(body).toContain("Unsubscribe");
    await settle(mobile);
    await screenshot(mobile, "drip-phone-preview-text");

    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByText("Email 2 of 24").waitFor();
    await phone.close();
  });

  it("shows the load failure card when the e-mails cannot be loaded", async () => {
    const email = uniqueEmail("drip-fail");
    await registerByApi(email, "pw-drip-studio", "Evergreen Studio");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signIn(page, email, "pw-drip-studio");
    await page.route("**/api/drip-campaigns/static-templates**", (route) =>
      route.fulfill({ status: 500, body: '{"message":"Internal Server Error"}' }),
    );
    await page.goto("/drip-campaigns");
    await page.getByText("Unable to load email templates").waitFor();
    await settle(page);
    await screenshot(page, "drip-desktop-error");
    await page.unroute("**/api/drip-campaigns/static-templates**");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("list", { name: "Email sequence" }).waitFor();
    await context.close();
  });
});

/**
 * A studio's own drip campaign, from an AI draft to its second version: drafted with the stand-in AI
 * (three e-mails for Inquiry), one e-mail edited by hand, refused activation while e-mails wait for
 * approval, all approved and activated; a new lead in Inquiry receives e-mail #1 from the drip clock;
 * then a new version with a changed e-mail is published and its diff read on the version timeline.
 * Desktop and phone, axe on each screen.
 */
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
import { call, noSidewaysScroll } from "./support/journey.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A time zone where it is now mid-day, so that the drip clock sends a lead's first e-mail at once
 * rather than the next morning (the first e-mail waits for the studio's daytime).
 */
function daytimeZone(): string {
  const zones = [
    "UTC",
    "Europe/London",
    "Europe/Berlin",
    "Europe/Moscow",
    "Asia/Dubai",
    "Asia/Kolkata",
    "Asia/Bangkok",
    "Asia/Tokyo",
    "Australia/Sydney",
    "Pacific/Auckland",
    "Pacific/Kiritimati",
    "Pacific/Honolulu",
    "America/Anchorage",
    "America/Los_Angeles",
    "America/Denver",
    "America/Chicago",
    "America/New_York",
    "America/Sao_Paulo",
    "Atlantic/Azores",
  ];
  const hour = (zone: string) =>
    Number(
      new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" }).format(
        new Date(),
      ),
    );
  const zone = zones.find((z) => hour(z) >= 10 && hour(z) <= 16);
  if (!zone) throw new Error("no zone in daytime");
  return zone;
}

type Mail = { toAddress: string; subject: string | null; textBody: string | null };

async function mailTo(page: Page, address: string): Promise<Mail[]> {
  const { messages } = await call<{ messages: Mail[] }>(page.request, "get", "/api/outbox");
  return messages.filter((m) => m.toAddress === address);
}

describe("custom drip campaigns", () => {
  it("drafts with AI, approves, activates, sends e-mail #1, publishes version 2 and shows its diff", async () => {
    const email = uniqueEmail("own-drip");
    await registerByApi(email, "pw-own-drip", "Saltmarsh Studio");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, email, "pw-own-drip");
    await call(page.request, "put", "/api/photographer", { timezone: daytimeZone() });

    // The Drip Campaigns page: the studio's own campaigns above the prewritten sequences.
    await page.goto("/drip-campaigns");
    const own = page.getByRole("region", { name: "Your own campaigns" });
    await own.getByText("No campaigns of your own yet").waitFor();
    await settle(page);
    await expectAccessible(page, "drip campaigns, none of its own");
    await screenshot(page, "own-drip-desktop-empty");

    // Draft with AI (the stand-in answers a good draft).
    await own.getByRole("button", { name: "Draft with AI" }).click();
    const dialog = page.getByRole("dialog", { name: "Draft a campaign with AI" });
    await dialog
      .getByLabel("What should the campaign say?")
      .fill("Gentle follow-ups for couples who asked about a wedding and have not booked a call yet.");
    await dialog.getByRole("checkbox", { name: "Inquiry" }).check();
    await dialog.getByLabel("Number of e-mails").fill("3");
    await dialog.getByLabel("Campaign name").fill("Inquiry warm-up");
    await dialog.getByLabel("Your style").fill("relaxed, documentary");
    await dialog.getByLabel("Price range").fill("$3,000–$6,000");
    await settle(page);
    await expectAccessible(page, "draft with AI dialog");
    await screenshot(page, "own-drip-desktop-ai-dialog");
    await dialog.getByRole("button", { name: "Draft campaign" }).click();
    await page.waitForURL(/\/drip-campaigns\/custom\/[\w-]+$/);
    await page.getByRole("heading", { level: 1, name: "Inquiry warm-up" }).waitFor();
    const campaignPath = new URL(page.url()).pathname;
    const emails = page.getByRole("list", { name: "Campaign e-mails" }).getByRole("listitem");
    await expect.poll(() => emails.count()).toBe(3);
    expect(await page.getByText("Pending", { exact: true }).count()).toBe(3);
    await page.getByText("Drafted with AI", { exact: true }).waitFor();

    // Activating with e-mails waiting for approval is refused, in words.
    await page.getByRole("button", { name: "Activate" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /not approved/ })
      .waitFor();

    // Edit e-mail 2 by hand: marked, with the AI's original one click away.
    await page.getByRole("button", { name: "Edit e-mail 2" }).click();
    const edit = page.getByRole("dialog", { name: "Edit e-mail 2" });
    await edit.getByLabel("Subject").fill("A few questions about your day, {{firstName}}");
    await edit.getByRole("button", { name: "Save e-mail" }).click();
    await edit.waitFor({ state: "hidden" });
    const second = page.getByTestId("campaign-email-2");
    await second.getByText("Edited by hand").waitFor();
    await second.getByText("A few questions about your day,", { exact: false }).waitFor();
    await second.getByText(/View the original/).click();
    await second
      .getByText(/Still thinking it over/)
      .first()
      .waitFor();

    // Approve all three, then activate.
    for (const n of [1, 2, 3]) {
      await page.getByRole("button", { name: `Approve e-mail ${n}` }).click();
      await page.getByTestId(`campaign-email-${n}`).getByText("Approved", { exact: true }).waitFor();
    }
    await page.getByText("All 3 approved.").waitFor();
    await page.getByRole("button", { name: "Activate" }).click();
    await page.getByText("Campaign active").first().waitFor();
    await page.getByRole("button", { name: "Pause" }).waitFor();
    await settle(page);
    await expectAccessible(page, "campaign, active");
    await screenshot(page, "own-drip-desktop-active");

    // A new lead in Inquiry: the drip clock (every minute) sends it e-mail #1.
    const leadEmail = uniqueEmail("juniper");
    const client = await call<{ id: string }>(page.request, "post", "/api/clients", {
      firstName: "Juniper",
      lastName: "Hale",
      email: leadEmail,
    });
    await call(page.request, "post", "/api/projects", {
      title: "Hale Coastal Wedding",
      projectType: "WEDDING",
      clientId: client.id,
    });
    await expect
      .poll(async () => (await mailTo(page, leadEmail)).map((m) => m.subject), {
        timeout: 150_000,
        interval: 2_000,
        message: "e-mail #1 reaches the lead",
      })
      .toContainEqual(expect.stringMatching(/^Thank you, Juniper\? \(1 of 3\)/));
    const [first] = await mailTo(page, leadEmail);
    expect(first?.textBody).toContain("Hi Juniper,");
    expect(first?.textBody).toContain("Saltmarsh Studio");
    // Only e-mail #1 went: the others are days away.
    expect(await mailTo(page, leadEmail)).toHaveLength(1);
    await page.reload();
    await page.getByText("1 lead receiving this version").waitFor();

    // Publish a change: a new version, e-mail 1 rewritten and approved again, then published.
    await page.getByRole("button", { name: "Edit as new version" }).click();
    await page.waitForURL((url) => url.pathname !== campaignPath);
    await page.getByText("You are editing version 2, a draft.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Edit e-mail 1" }).click();
    const editFirst = page.getByRole("dialog", { name: "Edit e-mail 1" });
    await editFirst.getByLabel("Subject").fill("So glad you wrote, {{firstName}}");
    const body = editFirst.getByLabel("Email body");
    await body.fill(`${await body.inputValue()}\n\nP.S. Our autumn dates are filling up.`);
    await editFirst.getByRole("button", { name: "Save e-mail" }).click();
    await editFirst.waitFor({ state: "hidden" });
    await page.getByTestId("campaign-email-1").getByText("Pending", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Approve e-mail 1" }).click();
    await page.getByText("All 3 approved.").waitFor();
    await page.getByRole("button", { name: "Publish version 2" }).click();
    await page.getByText("Version 2 published").first().waitFor();
    await page.getByRole("button", { name: "Pause" }).waitFor();

    // The version timeline: version 2 with its changes and the diff of e-mail 1 against version 1.
    const timeline = page.getByRole("list", { name: "Version timeline" });
    await timeline.getByRole("heading", { name: "Version 2" }).waitFor();
    await timeline.getByRole("heading", { name: "Version 1" }).waitFor();
    await timeline.getByText("Compared with version 1: 1 e-mail changed").waitFor();
    const diff = timeline.getByTestId("email-diff-1").first();
    await diff.getByText("So glad you wrote, {{firstName}}").waitFor();
    await diff.getByText("P.S. Our autumn dates are filling up.").waitFor();
    expect(await diff.locator(".sr-only", { hasText: "Added:" }).count()).toBeGreaterThanOrEqual(2);
    expect(await diff.locator(".sr-only", { hasText: "Removed:" }).count()).toBeGreaterThanOrEqual(1);
    await timeline.getByRole("button", { name: "Restore this version" }).waitFor();
    // The diff in the middle of the screen, clear of the toast in the corner.
    await diff.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await settle(page);
    await expectAccessible(page, "campaign version 2 and its timeline");
    await screenshot(page, "own-drip-desktop-timeline");
    const versionTwoPath = new URL(page.url()).pathname;

    // Juniper stayed on version 1 until moved onto version 2.
    await page.getByRole("button", { name: "Move leads to this version (1)" }).click();
    await page.getByText("1 lead moved").first().waitFor();
    await page.getByText("1 lead receiving this version").waitFor();

    // The list on the Drip Campaigns page shows the live version 2 and its lead.
    await page.goto("/drip-campaigns");
    await page.getByRole("link", { name: /Inquiry warm-up/ }).waitFor();
    await page.getByText(/version 2, 1 lead on it/).waitFor();
    await settle(page);
    await screenshot(page, "own-drip-desktop-list");
    await desktop.close();

    // On a phone: the campaign page and its timeline fit, and pass axe.
    const phone = await newContext(browser, PHONE);
    const mobile = await phone.newPage();
    await mobile.emulateMedia({ reducedMotion: "reduce" });
    await signIn(mobile, email, "pw-own-drip");
    await mobile.goto(versionTwoPath);
    await mobile.getByRole("heading", { level: 1, name: "Inquiry warm-up" }).waitFor();
    await mobile.getByRole("list", { name: "Campaign e-mails" }).waitFor();
    await settle(mobile);
    await noSidewaysScroll(mobile);
    await expectAccessible(mobile, "campaign on a phone");
    await screenshot(mobile, "own-drip-phone-campaign");
    await mobile.getByTestId("email-diff-1").first().scrollIntoViewIfNeeded();
    await settle(mobile);
    await noSidewaysScroll(mobile);
    await screenshot(mobile, "own-drip-phone-diff");
    await mobile.goto("/drip-campaigns");
    await mobile.getByRole("link", { name: /Inquiry warm-up/ }).waitFor();
    await settle(mobile);
    await noSidewaysScroll(mobile);
    await expectAccessible(mobile, "drip campaigns on a phone");
    await screenshot(mobile, "own-drip-phone-list");
    await phone.close();
  }, 300_000);
});

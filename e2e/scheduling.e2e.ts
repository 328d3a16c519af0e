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

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The studio's (New York) date `days` from now, and its weekday. */
function newYorkDateAhead(days: number): { date: string; weekday: string } {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return { date, weekday: WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]! };
}

type OutboxMessage = { toAddress: string; textBody: string | null; attachments: { filename: string }[] };

/** The development outbox's message to `to` whose text holds `words`: e-mails leave through the job queue, a moment later. */
async function mailTo(page: Page, to: string, words: string): Promise<OutboxMessage | undefined> {
  for (let tries = 0; tries < 40; tries++) {
    const sent = (await (await page.request.get("/api/outbox")).json()) as { messages: OutboxMessage[] };
    const found = sent.messages.find((m) => m.toAddress === to && m.textBody?.includes(words));
    if (found) return found;
    await page.waitForTimeout(250);
  }
  return undefined;
}

describe("scheduling", () => {
  it("sets hours, a client books from a phone in London, the studio sees and confirms the booking", async () => {
    const email = uniqueEmail("scheduling");
    await registerByApi(email, "pw-scheduling", "Harbor & Pine Studio");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-scheduling");

    // Working hours for the weekday three days ahead: 09:00-17:00 New York (the defaults), lunch 12:00-13:00.
    const target = newYorkDateAhead(3);
    await page.goto("/scheduling");
    await page
      .getByText("No availability set for this day")
      .or(page.getByText("Daily Schedule Templates"))
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Set Daily Hours" }).click();
    const manager = page.getByRole("dialog", { name: "Daily Schedule Templates" });
    await manager.getByRole("combobox", { name: "Day" }).click();
    await page.getByRole("option", { name: target.weekday, exact: true }).click();
    await manager.getByLabel("End time").fill("08:00");
    await manager.getByRole("button", { name: "Create Template" }).click();
    await manager.getByText("End time must be after start time").waitFor();
    await manager.getByLabel("End time").fill("17:00");
    await manager.getByRole("button", { name: "Create Template" }).click();
    await page.getByText("Daily schedule template created successfully").first().waitFor();
    await manager.getByRole("button", { name: "Close" }).first().click();
    await manager.waitFor({ state: "hidden" });
    const publicToken = (
      (await (await page.request.get("/api/photographer")).json()) as { publicToken: string }
    ).publicToken;
    expect(await page.getByRole("textbox", { name: "Self-booking link" }).inputValue()).toMatch(
      new RegExp(`/booking/calendar/${publicToken}$`),
    );
    await screenshot(page, "scheduling-hours-set-desktop");

    // A couple in London books on a phone: times in their own zone, named.
    const phone = await newContext(browser, PHONE, { timezoneId: "Europe/London" });
    const visitor = await phone.newPage();
    await visitor.goto(`/booking/calendar/${publicToken}`);
    await visitor
      .getByRole("heading", { name: /Harbor & Pine Studio/ })
      .first()
      .waitFor();
    await visitor.locator(`button[data-date="${target.date}"]`).click();
    await visitor.getByText("Times are shown in your time zone").waitFor();
    await visitor.getByText("(Europe/London)").first().waitFor();
    // 09:00 in New York is 14:00 in London (13:00 during the weeks their clocks change on different dates).
    const first = visitor.getByRole("button", { name: /^1[34]:00 to 1[45]:00$/ });
    await first.waitFor();
    const slotLabel = (await first.getAttribute("aria-label"))!;
    await settle(visitor);
    await screenshot(visitor, "scheduling-public-calendar-phone");
    await expectAccessible(visitor, "public calendar with times");
    await first.click();
    const dialog = visitor.getByRole("dialog", { name: "Book your appointment" });
    await dialog.getByRole("button", { name: "Book appointment" }).click();
    await dialog.getByText("Name must be at least 2 characters").waitFor();
    await dialog.getByLabel("Name").fill("Emma Carter");
    await dialog.getByLabel("Email").fill("emma.carter@example.com");
    await dialog.getByLabel("Phone (optional)").fill("123");
    await dialog.getByLabel("Phone (optional)").press("Tab");
    await dialog.getByText("Phone number must be at least 10 digits").waitFor();
    await dialog.getByLabel("Phone (optional)").fill("+44 20 7946 0958");
    await dialog.getByRole("button", { name: "Book appointment" }).click();
    await visitor.getByText("Check your e-mail to confirm your booking.").first().waitFor();
    await settle(visitor);
    await screenshot(visitor, "scheduling-public-booked-phone");
    // The dialog closes by itself after 2 s and the booked time is gone from the list.
    await dialog.waitFor({ state: "hidden", timeout: 5_000 });
    await visitor.locator(`button[data-date="${target.date}"]`).click();
    await visitor.getByText("Times are shown in your time zone").waitFor();
    expect(await visitor.getByRole("button", { name: slotLabel, exact: true }).count()).toBe(0);

    // The studio sees it, in New York time, and confirms it.
    await page.reload();
    const bookings = page.getByRole("list", { name: "Upcoming bookings" });
    await bookings.getByText("Emma Carter").waitFor();
    await bookings.getByText("Pending").waitFor();
    await bookings
      .getByRole("button", { name: /View Details/ })
      .first()
      .click();
    const details = page.getByRole("dialog", { name: /Consultation/ });
    await details.getByText("09:00–10:00").waitFor();
    await details.getByText("emma.carter@example.com").waitFor();
    await settle(page);
    await screenshot(page, "scheduling-booking-details-desktop");
    await details.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Booking confirmed!").first().waitFor();
    await details.getByText("Confirmed", { exact: true }).waitFor();
    await details.getByRole("button", { name: "Close" }).first().click();
    await details.waitFor({ state: "hidden" });
    await bookings.getByText("Confirmed", { exact: true }).waitFor();

    // The day's slot list shows it BOOKED with the client's name.
    await page.locator(`button[data-date="${target.date}"]`).click();
    await page.getByText("BOOKED").first().waitFor();
    await page.getByText("Emma Carter").first().waitFor();
    await settle(page);
    await screenshot(page, "scheduling-day-booked-desktop");

    // The client's confirmation page shows it confirmed.
    const invite = await mailTo(page, "emma.carter@example.com", "/public/booking/");
    expect(invite?.attachments.map((a) => a.filename)).toContain("invite.ics");
    const link = /https?:\/\/\S+\/public\/booking\/[A-Za-z0-9_-]+/.exec(invite!.textBody!)![0];
    await visitor.goto(new URL(link).pathname);
    await visitor.getByText("Booking Confirmed!").waitFor();
    await settle(visitor);
    await screenshot(visitor, "scheduling-confirmation-page-phone");
    await expectAccessible(visitor, "booking confirmed");

    // The studio cancels it: a second click, then the client is told and the time is free again.
    await page
      .getByRole("button", { name: /View Details/ })
      .first()
      .click();
    const again = page.getByRole("dialog", { name: /Consultation/ });
    await again.getByRole("button", { name: "Cancel booking" }).click();
    await again.getByText("Cancel this booking?").waitFor();
    await again.getByText("Emma Carter gets an e-mail that takes it off their calendar").waitFor();
    await settle(page);
    await screenshot(page, "scheduling-cancel-booking-desktop");
    await expectAccessible(page, "cancel booking");
    await again.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByText("Booking cancelled").first().waitFor();
    await again.getByText("Cancelled", { exact: true }).waitFor();
    expect(await again.getByRole("button", { name: "Cancel booking" }).count()).toBe(0);
    const cancellation = await mailTo(page, "emma.carter@example.com", "has been cancelled");
    expect(cancellation?.attachments.map((a) => a.filename)).toEqual(["invite.ics"]);
    await visitor.reload();
    await visitor.getByText("This booking was cancelled").waitFor();

    await phone.close();
    await desktop.close();
  });
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe.js";
import { bookAndPay, mailTo, saturdayAhead, wallClock } from "./support/booking-journey.js";
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

const STUDIO_ZONE = "America/Los_Angeles";
const CLIENT_ZONE = "Europe/London";
const NAME = "Winter mini-sessions";
const PARK = "Golden Gate Park, Conservatory of Flowers";

describe("bookings by session type", () => {
  it("a studio makes a paid mini-session; London clients book, pay, reschedule and cancel on a phone", async () => {
    const email = uniqueEmail("types");
    await registerByApi(email, "pw-types", "Cypress Light Studio");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-types");
    await call(page.request, "put", "/api/photographer", { timezone: STUDIO_ZONE });
    const { publicToken } = await call<{ publicToken: string }>(page.request, "get", "/api/photographer");

    // A Saturday 10 to 16 days ahead (Los Angeles), 09:00-11:00, 20 minutes + 5 between: five slots.
    const day = saturdayAhead(STUDIO_ZONE, 10);
    await page.goto("/scheduling");
    await page.getByRole("tab", { name: "Session Types" }).click();
    await page.waitForURL(/[?&]tab=types/);
    const list = page.getByRole("list", { name: "Session types" });
    await list.getByRole("heading", { name: "Consultation" }).waitFor();
    await page.getByRole("button", { name: "New mini-session" }).click();
    const mini = page.getByRole("dialog", { name: "New mini-session" });
    await mini.getByRole("textbox", { name: "Name", exact: true }).fill(NAME);
    await mini.getByLabel("Date").fill(day);
    await mini.getByRole("textbox", { name: "Start", exact: true }).fill("09:00");
    await mini.getByLabel("Slot length (minutes)").fill("20");
    await mini.getByLabel("Break between (minutes)").fill("5");
    await mini.getByRole("textbox", { name: "End", exact: true }).fill("11:00");
    await mini.getByText("5 slots from 09:00 to 11:00").waitFor();
    await mini.getByRole("textbox", { name: "Price", exact: true }).fill("150.00");
    await mini.getByLabel("Address").fill(PARK);
    await mini.getByRole("button", { name: "Create mini-session" }).click();
    await mini.waitFor({ state: "hidden" });
    // Dismissed, so that it does not cover the editor's buttons in the screenshot.
    const created = page.locator("li").filter({ hasText: "Mini-session created" });
    await created.getByText("5 slots are open on your booking calendar").waitFor();
    await created.hover();
    await created.getByRole("button", { name: "Close" }).click();
    await created.waitFor({ state: "hidden" });
    const row = list.getByRole("article", { name: NAME });
    await row.getByText("Mini-session").first().waitFor();
    await row.getByText("$150.00").waitFor();
    await row.getByText(PARK).waitFor();

    // The editor of the new type, at 1280 px.
    await row.getByRole("button", { name: `Edit ${NAME}` }).click();
    const editor = page.getByRole("dialog", { name: `Edit ${NAME}` });
    expect(await editor.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe(NAME);
    await settle(page);
    await screenshot(page, "session-type-editor-desktop");
    await expectAccessible(page, "session type editor");
    await editor.getByRole("button", { name: "Cancel" }).first().click();
    await editor.waitFor({ state: "hidden" });

    // A client in London on a phone: the card, then the times on their clock.
    const phone = await newContext(browser, PHONE, { timezoneId: CLIENT_ZONE, locale: "en-GB" });
    const visitor = await phone.newPage();
    await visitor.goto(`/booking/calendar/${publicToken}`);
    const card = visitor.getByRole("link", { name: new RegExp(NAME) });
    await card.getByText("5 of 5 slots left").waitFor();
    await card.click();
    await visitor.getByRole("heading", { name: NAME, level: 1 }).waitFor();
    await visitor.getByText("5 of 5 slots left").waitFor();
    const times = ["09:00", "09:25", "09:50"].map((t) => wallClock(day, t, STUDIO_ZONE, CLIENT_ZONE));
    const ends = ["09:20", "09:45"].map((t) => wallClock(day, t, STUDIO_ZONE, CLIENT_ZONE));
    // An LA 09:00 is 17:00 in London (16:00 in the weeks their clocks change on different dates).
    expect(times[0]).toMatch(/^1[67]:00$/);
    const first = visitor.getByRole("button", { name: /^\d\d:\d\d to \d\d:\d\d$/ }).first();
    expect(await first.innerText()).toBe(times[0]);
    await visitor.getByText(`Times shown in`).first().waitFor();
    await settle(visitor);
    await noSidewaysScroll(visitor);
    await screenshot(visitor, "mini-session-public-phone");
    await expectAccessible(visitor, "mini-session page");

    const ava = { name: "Ava Moreno", email: uniqueEmail("ava"), phone: "+44 20 7946 0958" };
    const avaToken = await bookAndPay(visitor, `${times[0]} to ${ends[0]}`, ava, "$150.00");

    // The confirmation e-mail's link, opened on the phone: move to the next slot.
    const confirmation = await mailTo(page, ava.email, "Reschedule");
    const link = /https?:\/\/\S+\/public\/booking\/[A-Za-z0-9_-]+/.exec(confirmation.textBody!)?.[0];
    expect(link, confirmation.textBody!).toBeDefined();
    expect(new URL(link!).pathname).toBe(`/public/booking/${avaToken}`);
    await visitor.goto(new URL(link!).pathname);
    await visitor.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    await visitor.getByRole("button", { name: "Reschedule" }).click();
    await visitor.getByRole("heading", { name: "Pick a new time" }).waitFor();
    await visitor.getByText("4 of 5 slots left").waitFor();
    const next = visitor.getByRole("button", { name: `${times[1]} to ${ends[1]}`, exact: true });
    await next.waitFor();
    // The booked time is not offered again.
    expect(
      await visitor.getByRole("button", { name: `${times[0]} to ${ends[0]}`, exact: true }).count(),
    ).toBe(0);
    await visitor.getByRole("heading", { name: "Pick a new time" }).evaluate((h) => h.scrollIntoView());
    await settle(visitor);
    await noSidewaysScroll(visitor);
    await screenshot(visitor, "booking-reschedule-phone");
    await next.click();
    await visitor.getByRole("button", { name: "Move my booking" }).click();
    await visitor.getByText(new RegExp(`Done: your booking is now on .*${times[1]} – ${ends[1]}`)).waitFor();
    await visitor.getByText(`${times[1]} – ${ends[1]}`).first().waitFor();
    await expectAccessible(visitor, "booking page after reschedule");
    const moved = await call<{ startAt: string }>(visitor.request, "get", `/api/public/booking/${avaToken}`);
    expect(wallClock(moved.startAt.slice(0, 10), moved.startAt.slice(11, 16), "UTC", STUDIO_ZONE)).toBe(
      "09:25",
    );

    // A second client takes the freed first slot, pays, then cancels in time: a full refund.
    const ben = { name: "Ben Okafor", email: uniqueEmail("ben"), phone: "+44 20 7946 0123" };
    const second = await phone.newPage();
    await second.goto(`/booking/calendar/${publicToken}`);
    await second.getByRole("link", { name: new RegExp(NAME) }).click();
    await second.getByText("4 of 5 slots left").waitFor();
    await bookAndPay(second, `${times[0]} to ${ends[0]}`, ben, "$150.00");
    await second.getByRole("button", { name: "Cancel booking" }).click();
    const cancel = second.getByRole("alertdialog", { name: "Cancel this booking?" });
    await cancel.getByText("You paid $150.00. You'll get all of it back ($150.00).").waitFor();
    await cancel.getByLabel("Reason (optional)").fill("We're away that weekend.");
    await settle(second);
    await screenshot(second, "booking-cancel-dialog-phone");
    await cancel.getByRole("button", { name: "Yes, cancel it" }).click();
    await cancel.waitFor({ state: "hidden" });
    await second.getByRole("heading", { name: "This booking was cancelled" }).waitFor();
    await second.getByText(/^Paid \$150\.00 · \$150\.00 refunded/).waitFor();
    await settle(second);
    await screenshot(second, "booking-cancelled-refunded-phone");
    await expectAccessible(second, "cancelled booking");

    // One payment kept, one refunded: the studio's revenue this year is $150.00.
    await expect
      .poll(
        async () =>
          (await call<{ revenueYTD: number }>(page.request, "get", "/api/reports/summary")).revenueYTD,
      )
      .toBe(15_000);

    await phone.close();
    await desktop.close();
  });
});

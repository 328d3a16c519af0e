/**
 * What the bookings-by-type journey needs besides the browser: the mini-session's day, the wall-clock
 * time of one zone in another, the development outbox, and a visitor booking and paying a slot of a
 * paid type through the test checkout.
 */
import type { Page } from "playwright-core";
import { TEST_CARD_SUCCESS } from "../../src/shared/payments.js";
import { settle } from "./browser.js";

const DAY_MS = 86_400_000;

/** A date in an IANA zone as YYYY-MM-DD. */
const dateIn = (zone: string, at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(at);

/** The first Saturday at least `minDays` ahead on the zone's calendar (so 10 to 16 days for 10). */
export function saturdayAhead(zone: string, minDays: number): string {
  for (let days = minDays; ; days++) {
    const date = dateIn(zone, new Date(Date.now() + days * DAY_MS));
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6) return date;
  }
}

/** Minutes the zone's clock is ahead of UTC at `at`. */
function offsetMinutes(zone: string, at: Date): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!);
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** `time` on `date` in zone `from`, read on the clock of zone `to` ("HH:MM", 24 h). */
export function wallClock(date: string, time: string, from: string, to: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const instant = new Date(guess.getTime() - offsetMinutes(from, guess) * 60_000);
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: to,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(instant)
    .replace(".", ":");
}

type OutboxMessage = { toAddress: string; subject: string | null; textBody: string | null };

/**
 * The development outbox's message to `to` whose text holds `words` (read with the studio's session):
 * e-mails leave through the job queue, a moment after what caused them.
 */
export async function mailTo(studio: Page, to: string, words: string): Promise<OutboxMessage> {
  for (let tries = 0; tries < 60; tries++) {
    const res = await studio.request.get("/api/outbox");
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    const found = messages.find((m) => m.toAddress === to && m.textBody?.includes(words));
    if (found) return found;
    await studio.waitForTimeout(250);
  }
  throw new Error(`no e-mail to ${to} containing "${words}"`);
}

export interface Visitor {
  name: string;
  email: string;
  phone: string;
}

/**
 * On the type's page (already open), books the slot labelled `slotLabel` ("17:00 to 17:20"), goes to
 * the test checkout, pays with the test card and waits for the booking page: returns its token.
 */
export async function bookAndPay(
  page: Page,
  slotLabel: string,
  who: Visitor,
  amount: string,
): Promise<string> {
  await page.getByRole("button", { name: slotLabel, exact: true }).click();
  await page.getByRole("heading", { name: "Your details" }).waitFor();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(who.name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(who.email);
  await page.getByLabel("Phone (optional)").fill(who.phone);
  await page.getByText(`To book, you pay ${amount} now`).waitFor();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.waitForURL("**/test-checkout/**");
  await page.getByText("Test mode").first().waitFor();
  await page.getByRole("textbox", { name: "Card number" }).fill(TEST_CARD_SUCCESS);
  await page.getByRole("textbox", { name: "Expiry" }).fill("12 / 34");
  await page.getByRole("textbox", { name: "CVC" }).fill("123");
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
  await page.waitForURL(/\/public\/booking\/[^/?]+\?payment=success/);
  await page.getByText("Payment received — your session is confirmed.").waitFor();
  await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
  await page.getByText(`Paid ${amount}`, { exact: true }).waitFor();
  await settle(page);
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
}

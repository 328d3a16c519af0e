/**
 * Words for the public booking-by-type pages: prices, places, the live slot count, the zones and the
 * date ranges asked of the slots API (the booking page's policy and refunds: public-booking-manage-words).
 * Pure and Intl-only (no date library, no zod: these pages load on a phone on a tight
 * budget), so they are unit-tested on their own.
 */
import { formatMoney } from "../../../shared/currency";
import type { LocationKind, PublicSessionTypeSummary } from "../../../shared/session-types";
import { timeZoneLabel } from "../../../shared/time-zone";

/** "Free", "$150.00", or "$150.00 · $50.00 deposit to book". */
export function priceText(
  type: Pick<PublicSessionTypeSummary, "priceCents" | "depositCents" | "currency">,
): string {
  if (type.priceCents <= 0) return "Free";
  const price = formatMoney(type.priceCents, type.currency);
  return type.depositCents > 0
    ? `${price} · ${formatMoney(type.depositCents, type.currency)} deposit to book`
    : price;
}

/** What is paid when booking: the deposit when there is one, else the price (shared dueAtBookingCents). */
export const dueNowCents = (type: { priceCents: number; depositCents: number }) =>
  type.depositCents > 0 ? type.depositCents : type.priceCents;

const LOCATION_WORDS: Record<LocationKind, string> = {
  IN_PERSON: "In person",
  PHONE: "Phone call",
  GOOGLE_MEET: "Google Meet video call",
  CUSTOM: "Location shared by the studio",
};

/** Where the session happens, with the studio's detail when it gave one. */
export function locationText(location: { kind: LocationKind; detail: string | null }): string {
  const words = LOCATION_WORDS[location.kind] ?? "Location shared by the studio";
  const detail = location.detail?.trim();
  if (!detail) return words;
  return location.kind === "CUSTOM" ? detail : `${words}: ${detail}`;
}

/** A mini-session's live count: "7 of 10 slots left", "1 slot left", "Fully booked". */
export function slotsLeftText(remaining: number, total?: number): string {
  if (remaining <= 0) return "Fully booked";
  if (total !== undefined && total >= remaining) return `${remaining} of ${total} slots left`;
  return `${remaining} ${remaining === 1 ? "slot" : "slots"} left`;
}

/** The zone line(s) above the times: the visitor's, and the studio's when it is another one. */
export function zoneLines(visitorZone: string, studioZone: string): string[] {
  const lines = [`Times shown in ${timeZoneLabel(visitorZone)}`];
  if (studioZone && studioZone !== visitorZone) {
    lines.push(`The studio is in ${timeZoneLabel(studioZone)}`);
  }
  return lines;
}

/** "YYYY-MM" → its first and last day. */
export function monthBounds(month: string): { first: string; last: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, "0")}` };
}

/** A "YYYY-MM-DD" day moved by whole days (UTC arithmetic: no zone can shift it). */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The slots range to ask for while a month is shown: from today (never the past) to the month's end. */
export function monthRange(month: string, today: string): { from: string; to: string } {
  const { first, last } = monthBounds(month);
  return { from: first < today ? today : first, to: last };
}

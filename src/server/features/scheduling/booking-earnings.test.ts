/**
 * A paid booking in the studio's earnings ledger: its share after the operator's fee is in the payout
 * balance once it is paid (however often the payment is replayed), and a cancel's refund takes its
 * share back out, so what can be paid out is what the studio actually kept.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Balance, splitPayment } from "../../../shared/payments.js";
import type { TypedBookingResult } from "../../../shared/session-types.js";
import { photographerEarnings } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import {
  anon,
  book,
  bookingByToken,
  createType,
  ctx,
  laDate,
  laInstant,
  miniSession,
  sessionOf,
  setUpTypedBooking,
  studio,
  testCard,
  visitor,
} from "./typed-booking.fixture.js";

setUpTypedBooking();

const PRICE = 15_000;
const balance = async () =>
  (await as(ctx, studio.cookie).get("/api/stripe-connect/balance")).json() as Balance;
const total = (b: Balance) => b.availableCents + b.pendingCents;
const ledger = async () =>
  ctx.database.db
    .select()
    .from(photographerEarnings)
    .where(eq(photographerEarnings.photographerId, studio.photographerId));

describe("a paid booking's earnings", () => {
  it("enters the payout balance once when paid and leaves it when refunded on cancel", async () => {
    const day = laDate(25);
    // Cancellable up to the start, refunded in full.
    const slug = await createType({ ...miniSession(day, PRICE), cancelNoticeHours: 0 });
    const res = await book(slug, visitor(laInstant(day, "09:00")));
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json() as TypedBookingResult;
    const before = total(await balance());

    const sessionId = sessionOf(held.paymentUrl!);
    for (let i = 0; i < 3; i++) {
      const paid = await anon().post(`/api/test-checkout/${sessionId}/pay`, testCard);
      expect(paid.statusCode, paid.body).toBe(200);
    }
    expect((await bookingByToken(held.bookingToken)).status).toBe("CONFIRMED");
    const share = splitPayment(PRICE, ctx.config.PLATFORM_FEE_BASIS_POINTS).photographerEarningsCents;
    expect(share).toBeGreaterThan(0);
    expect(total(await balance()) - before).toBe(share);
    expect((await ledger()).filter((e) => e.totalAmountCents === PRICE)).toHaveLength(1);

    const cancelled = await anon().post(`/api/public/booking/${held.bookingToken}/cancel`, {
      reason: "Sick",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(total(await balance())).toBe(before);
    const rows = await ledger();
    expect(rows.filter((e) => e.totalAmountCents === -PRICE)).toHaveLength(1);
    // The fee given back is exactly the fee taken.
    expect(rows.reduce((sum, e) => sum + e.platformFeeCents, 0)).toBe(0);
  });
});

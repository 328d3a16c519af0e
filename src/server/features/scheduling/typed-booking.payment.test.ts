/**
 * A paid session type: the slot HELD while the client pays, released when the hold runs out, CONFIRMED
 * by the test checkout's payment (counted once in revenue however often it is replayed), and a payment
 * arriving after its hold ran out: the slot if it is still free, else the money back.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type RevenueReceived, TEST_CARD_DECLINED } from "../../../shared/payments.js";
import { HOLD_MINUTES, type TypedBookingResult } from "../../../shared/session-types.js";
import { bookingHistory, bookingPayments, bookings } from "../../db/schema/index.js";
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
  runHoldExpiry,
  sessionOf,
  setUpTypedBooking,
  slotsOf,
  starts,
  studio,
  testCard,
  visitor,
} from "./typed-booking.fixture.js";

setUpTypedBooking();

const PRICE = 7_500;
const revenue = async () =>
  (await as(ctx, studio.cookie).get("/api/stripe-connect/revenue")).json() as RevenueReceived;
const paymentOf = async (bookingId: string) =>
  (await ctx.database.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId)))[0]!;
const historyOf = async (bookingId: string) =>
  (await ctx.database.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, bookingId))).map(
    (h) => h.action,
  );
/** Revenue (YTD) as the reports and the dashboard show it. */
const reported = async () => ({
  reports: (await as(ctx, studio.cookie).get("/api/reports/summary")).json().revenueYTD as number,
  dashboard: (await as(ctx, studio.cookie).get("/api/dashboard")).json().figures.revenueYTD as number,
});
const pay = (sessionId: string) => anon().post(`/api/test-checkout/${sessionId}/pay`, testCard);

async function hold(slug: string, start: string): Promise<TypedBookingResult> {
  const res = await book(slug, visitor(start));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TypedBookingResult;
}

describe("a paid session type", () => {
  it("holds the slot while paying, releases it when the hold runs out, and confirms it on payment", async () => {
    const day = laDate(20);
    const slug = await createType(miniSession(day, PRICE));
    const start = laInstant(day, "09:50");
    const before = Date.now();
    const held = await hold(slug, start);
    expect(held.status).toBe("HELD");
    expect(held.paymentUrl).toMatch(/^http:\/\/focal\.test\/test-checkout\/cs_test_/);
    const expires = Date.parse(held.holdExpiresAt!);
    expect(expires).toBeGreaterThanOrEqual(before + HOLD_MINUTES * 60_000);
    expect(expires).toBeLessThan(Date.now() + HOLD_MINUTES * 60_000 + 1000);
    const booking = await bookingByToken(held.bookingToken);
    expect(booking.status).toBe("HELD");
    expect(await paymentOf(booking.id)).toMatchObject({
      status: "PENDING",
      amountCents: PRICE,
      currency: "USD",
    });

    // Held: gone from the page, and nobody else gets it; nothing is e-mailed yet.
    expect(starts(await slotsOf(slug, day, day))).not.toContain(start);
    expect((await book(slug, visitor(start))).statusCode).toBe(409);
    await ctx.queue.drain();
    expect((await bookingByToken(held.bookingToken)).requestEmailsSentAt).toBeNull();

    // The checkout page shows what is paid for; a declined card changes nothing.
    const sessionId = sessionOf(held.paymentUrl!);
    const page = await anon().get(`/api/test-checkout/${sessionId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ amountCents: PRICE, status: "open", businessName: "Sunset Studio" });
    expect(page.json().description).toMatch(/^Holiday minis on /);
    const declined = await anon().post(`/api/test-checkout/${sessionId}/pay`, {
      ...testCard,
      cardNumber: TEST_CARD_DECLINED,
    });
    expect(declined.statusCode).toBe(402);
    expect((await bookingByToken(held.bookingToken)).status).toBe("HELD");

    // The hold runs out: EXPIRED, its payment too, and the slot is back.
    await runHoldExpiry(new Date(expires + 1000));
    expect((await bookingByToken(held.bookingToken)).status).toBe("EXPIRED");
    expect((await paymentOf(booking.id)).status).toBe("EXPIRED");
    expect(await historyOf(booking.id)).toEqual(["EXPIRED"]);
    expect(starts(await slotsOf(slug, day, day))).toContain(start);

    // A new visitor holds it and pays: CONFIRMED, e-mails sent, revenue counts it once however often
    // the payment is replayed.
    const revenueBefore = await revenue();
    const reportedBefore = await reported();
    const second = await hold(slug, start);
    const paid = await pay(sessionOf(second.paymentUrl!));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirectUrl).toBe(
      `http://focal.test/public/booking/${second.bookingToken}?payment=success`,
    );
    const confirmed = await bookingByToken(second.bookingToken);
    expect(confirmed).toMatchObject({ status: "CONFIRMED", holdExpiresAt: null });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(await paymentOf(confirmed.id)).toMatchObject({ status: "COMPLETED" });
    expect(await historyOf(confirmed.id)).toEqual(["PAID"]);
    expect((await pay(sessionOf(second.paymentUrl!))).statusCode).toBe(200);
    await Promise.all([pay(sessionOf(second.paymentUrl!)), pay(sessionOf(second.paymentUrl!))]);
    expect(await revenue()).toEqual({
      receivedCents: revenueBefore.receivedCents + PRICE,
      payments: revenueBefore.payments + 1,
    });
    expect(await reported()).toEqual({
      reports: reportedBefore.reports + PRICE,
      dashboard: reportedBefore.dashboard + PRICE,
    });
    expect(await historyOf(confirmed.id)).toEqual(["PAID"]);
    await ctx.queue.drain();
    const sent = await bookingByToken(second.bookingToken);
    expect(sent.requestEmailsSentAt).not.toBeNull();
    expect(sent.confirmationSentAt).not.toBeNull();
    expect((await anon().get(`/api/test-checkout/${sessionOf(second.paymentUrl!)}`)).json().status).toBe(
      "complete",
    );
    // The expiry job leaves a confirmed booking alone.
    await runHoldExpiry(new Date(Date.now() + 3_600_000));
    expect((await bookingByToken(second.bookingToken)).status).toBe("CONFIRMED");
  });

  it("frees a lapsed hold for the next visitor even before the expiry job runs", async () => {
    const day = laDate(21);
    const slug = await createType(miniSession(day, PRICE));
    const start = laInstant(day, "10:40");
    const held = await hold(slug, start);
    const booking = await bookingByToken(held.bookingToken);
    // The clock moves past the hold; the job has not run.
    await ctx.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    expect(starts(await slotsOf(slug, day, day))).toContain(start);
    const next = await hold(slug, start);
    expect(next.status).toBe("HELD");
    expect((await bookingByToken(held.bookingToken)).status).toBe("EXPIRED");
    expect((await paymentOf(booking.id)).status).toBe("EXPIRED");
  });

  it("confirms a payment that arrives after its hold ran out when the slot is still free", async () => {
    const day = laDate(22);
    const slug = await createType(miniSession(day, PRICE));
    const held = await hold(slug, laInstant(day, "11:30"));
    await runHoldExpiry(new Date(Date.parse(held.holdExpiresAt!) + 1000));
    expect((await bookingByToken(held.bookingToken)).status).toBe("EXPIRED");
    const late = await pay(sessionOf(held.paymentUrl!));
    expect(late.statusCode, late.body).toBe(200);
    const booking = await bookingByToken(held.bookingToken);
    expect(booking.status).toBe("CONFIRMED");
    expect(await historyOf(booking.id)).toEqual(["EXPIRED", "PAID"]);
  });

  it("refunds in full a payment that arrives after its hold ran out and the slot was taken", async () => {
    const day = laDate(23);
    const slug = await createType(miniSession(day, PRICE));
    const start = laInstant(day, "11:55");
    const held = await hold(slug, start);
    await runHoldExpiry(new Date(Date.parse(held.holdExpiresAt!) + 1000));
    const taker = await hold(slug, start);
    expect(taker.status).toBe("HELD");
    const revenueBefore = await revenue();

    const late = await pay(sessionOf(held.paymentUrl!));
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().redirectUrl).toContain("payment=refunded");
    const booking = await bookingByToken(held.bookingToken);
    expect(booking.status).toBe("EXPIRED");
    // The refund is decided with the payment and asked of the provider as soon as that commits.
    const refunded = await paymentOf(booking.id);
    expect(refunded).toMatchObject({ status: "COMPLETED", refundedCents: PRICE, refundStatus: "SUCCEEDED" });
    expect(refunded.refundId).toMatch(/^re_test_/);
    await ctx.queue.drain();
    expect(await paymentOf(booking.id)).toMatchObject({ refundedCents: PRICE, refundStatus: "SUCCEEDED" });
    expect(await historyOf(booking.id)).toEqual(["EXPIRED", "PAID", "REFUNDED"]);
    // Received and given back: revenue nets to nothing, and the taker's hold is untouched.
    expect((await revenue()).receivedCents).toBe(revenueBefore.receivedCents);
    expect((await bookingByToken(taker.bookingToken)).status).toBe("HELD");
    // Replayed: nothing more.
    const replay = await pay(sessionOf(held.paymentUrl!));
    expect(replay.json().redirectUrl).toContain("payment=refunded");
    expect((await revenue()).receivedCents).toBe(revenueBefore.receivedCents);
  });
});

/**
 * A paid session type with Stripe (the local stand-in): no hold before the studio can take cards, the
 * checkout as a destination charge with the platform fee, the booking confirmed by the webhook once
 * however often Stripe retries, and a lapsed hold's checkout expired at Stripe.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { splitPayment } from "../../../shared/payments.js";
import type { TypedBookingResult } from "../../../shared/session-types.js";
import { bookingPayments, bookings } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import { sendStripeWebhook } from "../../test/stripe-context.js";
import {
  book,
  bookingByToken,
  createType,
  ctx,
  laDate,
  laInstant,
  miniSession,
  runHoldExpiry,
  setUpTypedBooking,
  stripe,
  studio,
  visitor,
} from "./typed-booking.fixture.js";

setUpTypedBooking({ stripe: true });

const PRICE = 6_000;
const api = () => as(ctx, studio.cookie);

function completed(sessionId: string, paymentIntent: string) {
  return {
    type: "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: "paid",
        payment_intent: paymentIntent,
        amount_total: PRICE,
      },
    },
  };
}

describe("a paid session type with Stripe", () => {
  it("refuses to hold a slot before the studio can take cards, writing nothing", async () => {
    const day = laDate(25);
    const slug = await createType(miniSession(day, PRICE));
    const res = await book(slug, visitor(laInstant(day, "09:00")));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Sunset Studio can't take card payments yet. Please contact them.");
    const rows = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.photographerId, studio.photographerId));
    expect(rows).toHaveLength(0);
  });

  it("charges the studio's account with the platform fee and confirms on the webhook, once", async () => {
    const created = await api().post("/api/stripe-connect/create-account");
    expect(created.statusCode, created.body).toBe(200);
    const accountId = created.json().accountId as string;
    stripe!.state.account = { details_submitted: true, charges_enabled: true, payouts_enabled: true };
    expect((await api().get("/api/stripe-connect/account-status")).json().onboardingCompleted).toBe(true);

    const day = laDate(26);
    const slug = await createType(miniSession(day, PRICE));
    const res = await book(slug, visitor(laInstant(day, "09:25")));
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json() as TypedBookingResult;
    expect(held.status).toBe("HELD");
    expect(held.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const booking = await bookingByToken(held.bookingToken);
    const [payment] = await ctx.database.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, booking.id));
    const fee = splitPayment(PRICE, ctx.config.PLATFORM_FEE_BASIS_POINTS).platformFeeCents;
    expect(fee).toBeGreaterThan(0);
    expect(stripe!.calls("POST", "/v1/checkout/sessions").at(-1)!.form).toMatchObject({
      "line_items[0][price_data][unit_amount]": String(PRICE),
      "line_items[0][price_data][currency]": "usd",
      "payment_intent_data[application_fee_amount]": String(fee),
      "payment_intent_data[transfer_data][destination]": accountId,
      "metadata[bookingPaymentId]": payment!.id,
      success_url: `http://focal.test/public/booking/${held.bookingToken}?payment=success`,
      cancel_url: `http://focal.test/public/booking/${held.bookingToken}?payment=cancelled`,
    });

    const event = completed(payment!.paymentSessionId!, "pi_booking_1");
    expect((await sendStripeWebhook(ctx, event)).statusCode).toBe(200);
    expect((await sendStripeWebhook(ctx, event)).statusCode).toBe(200); // Stripe retries
    expect(await bookingByToken(held.bookingToken)).toMatchObject({ status: "CONFIRMED" });
    const rows = await ctx.database.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, booking.id));
    expect(rows).toEqual([expect.objectContaining({ status: "COMPLETED", paymentIntentId: "pi_booking_1" })]);
    expect((await api().get("/api/stripe-connect/revenue")).json()).toEqual({
      receivedCents: PRICE,
      payments: 1,
    });
  });

  it("expires a lapsed hold's checkout at Stripe", async () => {
    const day = laDate(27);
    const slug = await createType(miniSession(day, PRICE));
    const res = await book(slug, visitor(laInstant(day, "09:50")));
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json() as TypedBookingResult;
    const sessionId = held.paymentUrl!.split("/").at(-1)!;
    await runHoldExpiry(new Date(Date.parse(held.holdExpiresAt!) + 1000));
    expect((await bookingByToken(held.bookingToken)).status).toBe("EXPIRED");
    expect(stripe!.calls("POST", `/v1/checkout/sessions/${sessionId}/expire`)).toHaveLength(1);
  });
});

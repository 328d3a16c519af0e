/**
 * A paid booking's webhook events, with Stripe (the local stand-in): nothing while the slot is only held,
 * then `booking.created` and `payment.received` once when the checkout completes (however often Stripe
 * retries it), and `booking.cancelled` and `payment.refunded` when the studio cancels and the money goes
 * back. The endpoint's address is never called: these tests do not run the delivery job.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TypedBookingResult } from "../../../shared/session-types.js";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../../../shared/webhooks.js";
import { bookingPayments, webhookDeliveries, webhookEvents } from "../../db/schema/index.js";
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
  setUpTypedBooking,
  stripe,
  studio,
  visitor,
} from "../scheduling/typed-booking.fixture.js";

setUpTypedBooking({ stripe: true });

const PRICE = 6_000;
const api = () => as(ctx, studio.cookie);
let endpointId: string;

beforeAll(async () => {
  const created = await api().post("/api/stripe-connect/create-account");
  expect(created.statusCode, created.body).toBe(200);
  stripe!.state.account = { details_submitted: true, charges_enabled: true, payouts_enabled: true };
  await api().get("/api/stripe-connect/account-status");
  const endpoint = await api().post("/api/webhooks/endpoints", {
    url: "https://hooks.example.com/focal",
    events: [...WEBHOOK_EVENT_TYPES],
  });
  expect(endpoint.statusCode, endpoint.body).toBe(201);
  endpointId = endpoint.json().id as string;
});

/** The studio's events of `type` about this booking, each with its deliveries' endpoints. */
async function eventsAbout(type: WebhookEventType, bookingId: string) {
  const rows = await ctx.database.db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.photographerId, studio.photographerId), eq(webhookEvents.type, type)));
  const about = rows.filter((row) => (row.data as { bookingId?: string }).bookingId === bookingId);
  return Promise.all(
    about.map(async (row) => ({
      data: row.data as Record<string, unknown>,
      endpoints: (
        await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, row.id))
      ).map((d) => d.endpointId),
    })),
  );
}

describe("a paid booking's webhook events", () => {
  it("emits the booking and its payment once paid, then its cancellation and refund", async () => {
    const day = laDate(26);
    const slug = await createType(miniSession(day, PRICE));
    const res = await book(slug, visitor(laInstant(day, "09:25")));
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json() as TypedBookingResult;
    const booking = await bookingByToken(held.bookingToken);
    // Held while the visitor pays: no booking yet for the studio's other apps.
    expect(await eventsAbout("booking.created", booking.id)).toHaveLength(0);

    const [payment] = await ctx.database.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, booking.id));
    const event = {
      type: "checkout.session.completed",
      data: {
        object: {
          id: payment!.paymentSessionId,
          object: "checkout.session",
          payment_status: "paid",
          payment_intent: "pi_booking_wh",
          amount_total: PRICE,
        },
      },
    };
    for (let i = 0; i < 2; i++) expect((await sendStripeWebhook(ctx, event)).statusCode).toBe(200);

    const created = await eventsAbout("booking.created", booking.id);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ data: { status: "CONFIRMED" }, endpoints: [endpointId] });
    const paid = await eventsAbout("payment.received", booking.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.data).toMatchObject({
      paymentId: payment!.id,
      proposalId: null,
      amountCents: PRICE,
      currency: "USD",
      method: "card:booking",
    });

    const cancelled = await api().put(`/api/bookings/${booking.id}`, { status: "CANCELLED" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = await eventsAbout("booking.cancelled", booking.id);
    expect(cancel).toHaveLength(1);
    expect(cancel[0]!.data).toMatchObject({ status: "CANCELLED", cancelledBy: "STUDIO" });
    const refunded = await eventsAbout("payment.refunded", booking.id);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.data).toMatchObject({ paymentId: payment!.id, amountCents: PRICE, currency: "USD" });
  });
});

/**
 * The client cancels their booking from its page: within the type's notice it is cancelled (who, when,
 * why, in its history), the invitation is withdrawn once, and a paid booking gets back what its type's
 * refund rule says, which revenue then loses. Past the notice, or a second time: 409, nothing changes.
 * The studio's own cancel of a paid booking refunds it in full; its booking details show all of it.
 */

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  BOOKING_ALREADY_CANCELLED,
  type CancelBookingResult,
  PAST_CANCEL_POLICY,
  type RefundRule,
  type StudioBooking,
} from "../../../shared/session-types.js";
import { bookings } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import {
  bookAt,
  bookingRow,
  historyRows,
  mailsStarting,
  pageUrl,
  pay,
  revenue,
  setDefaultType,
} from "./booking-self-service.fixture.js";
import { a, anon, ctx, setUpPublicBooking } from "./public-booking.fixture.js";

setUpPublicBooking();

const cancel = (token: string, reason?: string) =>
  anon().post(`${pageUrl(token)}/cancel`, reason ? { reason } : {});

describe("the client's cancel", () => {
  it.each([
    ["FULL", 10, 20_000, 5_000, 20_000],
    ["DEPOSIT_KEPT", 11, 20_000, 5_000, 15_000],
    ["NONE", 12, 20_000, 5_000, 0],
  ] as [
    RefundRule,
    number,
    number,
    number,
    number,
  ][])("refunds a paid booking by the %s rule, and revenue loses the refund", async (refundRule, days, paid, deposit, refunded) => {
    await setDefaultType({ refundRule, priceCents: paid, depositCents: deposit });
    const { id, token, address } = await bookAt(days, "10:00");
    await ctx.queue.drain();
    await pay(id, paid);
    const before = await revenue();

    const res = await cancel(token, "We moved the wedding");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CancelBookingResult;
    expect(body.status).toBe("CANCELLED");
    expect(body.refund).toEqual(
      refunded > 0 ? { amountCents: refunded, currency: "USD", status: "SUCCEEDED" } : null,
    );
    expect(body.payment).toMatchObject({ amountCents: paid, refundedCents: refunded });
    expect(await revenue()).toBe(before - refunded);

    const row = await bookingRow(id);
    expect(row).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "CLIENT",
      cancelReason: "We moved the wedding",
    });
    expect(row.cancelledAt).not.toBeNull();
    const actions = (await historyRows(id)).map((h) => `${h.action}:${h.actor}`);
    expect(actions).toEqual(refunded > 0 ? ["CANCELLED:CLIENT", "REFUNDED:SYSTEM"] : ["CANCELLED:CLIENT"]);

    // The invitation is withdrawn once, however often the jobs run.
    await ctx.queue.drain({ ignoreStartAfter: true });
    await ctx.queue.drain({ ignoreStartAfter: true });
    const withdrawn = await mailsStarting(address, "Cancelled: your consultation");
    expect(withdrawn).toHaveLength(1);
    expect(withdrawn[0]!.ics).toContain("METHOD:CANCEL");
    expect(await revenue()).toBe(before - refunded);
  });

  it("answers a replayed cancel 409 and sends nothing more", async () => {
    await setDefaultType({ refundRule: "FULL", priceCents: 0, depositCents: 0 });
    const { id, token, address } = await bookAt(13, "10:00");
    await ctx.queue.drain();
    await pay(id, 8_000);
    const before = await revenue();
    expect((await cancel(token)).statusCode).toBe(200);
    const again = await cancel(token);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ message: BOOKING_ALREADY_CANCELLED });
    await ctx.queue.drain({ ignoreStartAfter: true });
    expect(await mailsStarting(address, "Cancelled: your consultation")).toHaveLength(1);
    expect(await revenue()).toBe(before - 8_000);
    expect((await historyRows(id)).filter((h) => h.action === "CANCELLED")).toHaveLength(1);
  });

  it("refuses a cancel past the type's notice, and changes nothing", async () => {
    await setDefaultType({ cancelNoticeHours: 72 });
    const { id, token } = await bookAt(2, "10:00");
    const res = await cancel(token);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ message: PAST_CANCEL_POLICY });
    expect((await bookingRow(id)).status).toBe("PENDING");
    expect(await historyRows(id)).toEqual([]);
    await setDefaultType({ cancelNoticeHours: 24 });
  });

  it("refunds in full when the studio cancels a paid booking, and shows it in the booking's details", async () => {
    await setDefaultType({ refundRule: "NONE", priceCents: 12_000, depositCents: 3_000 });
    const { id } = await bookAt(14, "10:00");
    await ctx.database.db
      .update(bookings)
      .set({ answers: [{ label: "Where is the wedding?", answer: "Lisbon" }] })
      .where(eq(bookings.id, id));
    await pay(id, 12_000);
    const before = await revenue();
    const res = await as(ctx, a.cookie).put(`/api/bookings/${id}`, { status: "CANCELLED" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await revenue()).toBe(before - 12_000);

    const detail = (await as(ctx, a.cookie).get(`/api/bookings/${id}`)).json() as StudioBooking;
    expect(detail.sessionType).toMatchObject({ name: "Consultation" });
    expect(detail.answers).toEqual([{ label: "Where is the wedding?", answer: "Lisbon" }]);
    expect(detail.payment).toEqual({
      amountCents: 12_000,
      currency: "USD",
      status: "COMPLETED",
      refundedCents: 12_000,
      refundStatus: "SUCCEEDED",
    });
    expect(detail.history.map((h) => [h.action, h.actor])).toEqual([
      ["CANCELLED", "STUDIO"],
      ["REFUNDED", "SYSTEM"],
    ]);
    const list = (await as(ctx, a.cookie).get("/api/bookings")).json() as StudioBooking[];
    expect(list.find((b) => b.id === id)).toMatchObject({ payment: { refundedCents: 12_000 } });
    await setDefaultType({ refundRule: "FULL", priceCents: 0, depositCents: 0 });
  });
});

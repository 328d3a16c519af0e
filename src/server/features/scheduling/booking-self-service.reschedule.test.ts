/**
 * The client moves their booking from its page: within the type's notice the booking takes the new
 * time (an AVAILABLE slot of its type), its invitation keeps its UID with a higher SEQUENCE, both sides
 * are told once, and the history says who moved it from when to when. Past the notice, onto a taken
 * slot, or for a cancelled booking: 409 and nothing changes. The page also names how to reach the studio.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SLOT_TAKEN, SLOT_UNAVAILABLE } from "../../../shared/scheduling.js";
import {
  BOOKING_ALREADY_CANCELLED,
  PAST_RESCHEDULE_POLICY,
  type SelfServiceBookingView,
} from "../../../shared/session-types.js";
import { bookings, photographers } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import {
  bookAt,
  bookingRow,
  historyRows,
  instantAt,
  mailsStarting,
  pageUrl,
  setDefaultType,
} from "./booking-self-service.fixture.js";
import { a, anon, ctx, mailTo, setUpPublicBooking, tokenA } from "./public-booking.fixture.js";

setUpPublicBooking();

const reschedule = (token: string, start: string) => anon().post(`${pageUrl(token)}/reschedule`, { start });

describe("the client's reschedule", () => {
  it("shows the type, the policy and where to find slots on the booking's page", async () => {
    await setDefaultType({ rescheduleNoticeHours: 48, cancelNoticeHours: 24, refundRule: "DEPOSIT_KEPT" });
    const { token } = await bookAt(6, "10:00");
    const res = await anon().get(pageUrl(token));
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as SelfServiceBookingView;
    const start = Date.parse(instantAt(6, "10:00"));
    expect(view.policy).toEqual({
      cancelNoticeHours: 24,
      rescheduleNoticeHours: 48,
      refundRule: "DEPOSIT_KEPT",
      canCancel: true,
      canReschedule: true,
      cancelDeadline: new Date(start - 24 * 3_600_000).toISOString(),
      rescheduleDeadline: new Date(start - 48 * 3_600_000).toISOString(),
    });
    expect(view.sessionType).toMatchObject({ name: "Consultation", slug: "consultation", currency: "USD" });
    expect(view.publicToken).toBe(tokenA);
    expect(view.slug).toBe("consultation");
    expect(view.payment).toBeNull();
    expect(view.answers).toEqual([]);
    expect(view.history).toEqual([]);
    await setDefaultType({ rescheduleNoticeHours: 24, refundRule: "FULL" });
  });

  it("names how to reach the studio: the address its e-mails reply to, and its phone", async () => {
    const { token } = await bookAt(6, "12:00");
    const studioOf = async () => ((await anon().get(pageUrl(token))).json() as SelfServiceBookingView).studio;
    // No from-address of its own: the booking e-mails reply to the owner's sign-in address.
    await ctx.database.db
      .update(photographers)
      .set({ emailFromAddr: null, phone: null })
      .where(eq(photographers.id, a.photographerId));
    expect(await studioOf()).toEqual({ businessName: "Golden Hour Studio", email: a.email, phone: null });

    await ctx.database.db
      .update(photographers)
      .set({ emailFromAddr: "hello@goldenhour.test", phone: "+1 212 555 0100" })
      .where(eq(photographers.id, a.photographerId));
    expect(await studioOf()).toEqual({
      businessName: "Golden Hour Studio",
      email: "hello@goldenhour.test",
      phone: "+1 212 555 0100",
    });
    await ctx.database.db
      .update(photographers)
      .set({ emailFromAddr: null, phone: null })
      .where(eq(photographers.id, a.photographerId));
  });

  it("moves the booking within the policy: same UID, SEQUENCE:1, both sides told once", async () => {
    const { id, token, address } = await bookAt(5, "10:00");
    await ctx.queue.drain();
    const [request] = await mailsStarting(address, "Your consultation");
    const uid = /UID:(.+)\r\n/.exec(request!.ics)![1];
    expect(request!.text).toContain(`Reschedule or cancel: http://focal.test/public/booking/${token}`);
    const studioBefore = (await mailTo(a.email)).length;

    const to = instantAt(5, "13:00");
    const res = await reschedule(token, to);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as SelfServiceBookingView;
    expect(view.startAt).toBe(to);
    expect(view.endAt).toBe(new Date(Date.parse(to) + 60 * 60_000).toISOString());
    expect(view.history).toEqual([
      expect.objectContaining({
        action: "RESCHEDULED",
        actor: "CLIENT",
        fromStartAt: instantAt(5, "10:00"),
        toStartAt: to,
      }),
    ]);
    const row = await bookingRow(id);
    expect(row.sequence).toBe(1);

    await ctx.queue.drain();
    await ctx.queue.drain();
    const moved = await mailsStarting(address, "New time: your consultation");
    expect(moved).toHaveLength(1);
    expect(moved[0]!.ics).toContain("METHOD:REQUEST");
    expect(moved[0]!.ics).toContain(`UID:${uid}\r\n`);
    expect(moved[0]!.ics).toContain("SEQUENCE:1\r\n");
    expect(moved[0]!.ics).toContain(`DTSTART:${to.replace(/[-:]/g, "").replace(".000", "")}`);
    const toStudio = (await mailTo(a.email)).slice(studioBefore);
    expect(toStudio.map((m) => m.subject)).toEqual([expect.stringMatching(/^Rescheduled: Emma Carter, /)]);

    // The old time is free again, the new one is taken.
    const other = await bookAt(5, "10:00");
    expect(other.id).not.toBe(id);
  });

  it("refuses a move past the type's notice, and changes nothing", async () => {
    const { id, token } = await bookAt(7, "10:00");
    // The booking starts in three hours: well within the 24-hour notice.
    const soon = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 3_600_000) * 3_600_000);
    await ctx.database.db
      .update(bookings)
      .set({ startAt: soon, endAt: new Date(soon.getTime() + 3_600_000) })
      .where(eq(bookings.id, id));
    const page = (await anon().get(pageUrl(token))).json() as SelfServiceBookingView;
    expect(page.policy.canReschedule).toBe(false);
    expect(page.policy.canCancel).toBe(false);

    const res = await reschedule(token, instantAt(7, "14:00"));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ message: PAST_RESCHEDULE_POLICY });
    const row = await bookingRow(id);
    expect(row.startAt.toISOString()).toBe(soon.toISOString());
    expect(row.sequence).toBe(0);
    expect(await historyRows(id)).toEqual([]);
  });

  it("refuses a taken slot or a time the type does not offer, and a cancelled booking", async () => {
    const mine = await bookAt(8, "10:00");
    await bookAt(8, "12:00");
    const taken = await reschedule(mine.token, instantAt(8, "12:00"));
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({ message: SLOT_TAKEN });
    const offGrid = await reschedule(mine.token, instantAt(8, "12:30"));
    expect(offGrid.statusCode, offGrid.body).toBe(409);
    expect(offGrid.json()).toMatchObject({ message: SLOT_UNAVAILABLE });
    const evening = await reschedule(mine.token, instantAt(8, "20:00"));
    expect(evening.statusCode, evening.body).toBe(409);
    expect((await bookingRow(mine.id)).startAt.toISOString()).toBe(instantAt(8, "10:00"));

    expect(
      (await as(ctx, a.cookie).put(`/api/bookings/${mine.id}`, { status: "CANCELLED" })).statusCode,
    ).toBe(200);
    const cancelled = await reschedule(mine.token, instantAt(8, "14:00"));
    expect(cancelled.statusCode, cancelled.body).toBe(409);
    expect(cancelled.json()).toMatchObject({ message: BOOKING_ALREADY_CANCELLED });
  });

  it("answers 404 to an unknown token and 400 to a start that is not an instant", async () => {
    expect((await reschedule("no-such-booking-token", instantAt(9, "10:00"))).statusCode).toBe(404);
    const { token } = await bookAt(9, "10:00");
    expect((await reschedule(token, "tomorrow")).statusCode).toBe(400);
  });
});

/**
 * Booking reminders: the e-mail emailReminderHours and the text smsReminderHours before the start, each
 * once however often the job runs, never before they are due or after the start, none for a cancelled
 * booking, sent again for the new time after a reschedule, at the right instant across a DST change,
 * with the time written in the client's own zone.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bookings, outboxMessages } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import { bookAt, instantAt, pageUrl, setDefaultType } from "./booking-self-service.fixture.js";
import { a, anon, ctx, mailTo, setUpPublicBooking } from "./public-booking.fixture.js";

setUpPublicBooking();

const HOUR = 3_600_000;
// Enqueued by name: the app registered the job itself.
const remindersRun = {
  name: "scheduling.booking-reminders",
  payload: z.object({ at: z.string() }),
  handler: async () => {},
};

async function runAt(at: Date | number) {
  await ctx.queue.enqueue(remindersRun, { at: new Date(at).toISOString() });
  await ctx.queue.drain();
}

const reminders = async (address: string) =>
  (await mailTo(address)).filter((m) => m.subject?.startsWith("Reminder:")).map((m) => m.textBody ?? "");

const texts = async (token: string) =>
  (
    await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, "SMS"), eq(outboxMessages.toAddress, "+12125550199")))
  )
    .map((m) => m.textBody ?? "")
    .filter((body) => body.includes(token));

describe("booking reminders", () => {
  it("sends the e-mail and the text once each, when due and not after the start", async () => {
    await setDefaultType({ emailReminderHours: 24, smsReminderHours: 2 });
    const { token, address } = await bookAt(10, "10:00");
    const start = Date.parse(instantAt(10, "10:00"));

    await runAt(start - 24 * HOUR - 60_000);
    expect(await reminders(address)).toEqual([]);
    await runAt(start - 24 * HOUR);
    await runAt(start - 24 * HOUR + 60_000);
    const sent = await reminders(address);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("10:00–11:00 Eastern");
    expect(sent[0]).toContain(`http://focal.test/public/booking/${token}`);
    expect(await texts(token)).toEqual([]);

    await runAt(start - 2 * HOUR);
    await runAt(start - HOUR);
    expect(await texts(token)).toHaveLength(1);
    expect((await texts(token))[0]).toContain("Reminder: Consultation with Golden Hour Studio");
    expect(await reminders(address)).toHaveLength(1);
  });

  it("sends nothing after the start, nor for a cancelled booking", async () => {
    await setDefaultType({ emailReminderHours: 24, smsReminderHours: 2 });
    const late = await bookAt(11, "10:00");
    await runAt(Date.parse(instantAt(11, "10:00")) + 60_000);
    expect(await reminders(late.address)).toEqual([]);
    expect(await texts(late.token)).toEqual([]);

    const cancelled = await bookAt(11, "12:00");
    const res = await as(ctx, a.cookie).put(`/api/bookings/${cancelled.id}`, { status: "CANCELLED" });
    expect(res.statusCode, res.body).toBe(200);
    await runAt(Date.parse(instantAt(11, "12:00")) - HOUR);
    expect(await reminders(cancelled.address)).toEqual([]);
    expect(await texts(cancelled.token)).toEqual([]);
  });

  it("sends none when the type asks for none", async () => {
    await setDefaultType({ emailReminderHours: null, smsReminderHours: null });
    const { token, address } = await bookAt(12, "10:00");
    await runAt(Date.parse(instantAt(12, "10:00")) - HOUR);
    expect(await reminders(address)).toEqual([]);
    expect(await texts(token)).toEqual([]);
  });

  it("sends the reminder again for the new time after a reschedule", async () => {
    await setDefaultType({ emailReminderHours: 24, smsReminderHours: null });
    const { token, address } = await bookAt(13, "10:00");
    const first = Date.parse(instantAt(13, "10:00"));
    await runAt(first - 24 * HOUR);
    expect(await reminders(address)).toHaveLength(1);

    const moved = await anon().post(`${pageUrl(token)}/reschedule`, { start: instantAt(13, "15:00") });
    expect(moved.statusCode, moved.body).toBe(200);
    const second = Date.parse(instantAt(13, "15:00"));
    await runAt(second - 24 * HOUR - 60_000);
    expect(await reminders(address)).toHaveLength(1);
    await runAt(second - 24 * HOUR);
    await runAt(second - 23 * HOUR);
    const sent = await reminders(address);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain("15:00–16:00 Eastern");
  });

  it("goes at start − 24 h of real time across spring-forward, in the client's zone", async () => {
    await setDefaultType({ emailReminderHours: 24, smsReminderHours: null });
    const { id, address } = await bookAt(14, "10:00");
    // Monday 15 March 2027, 01:30 in Los Angeles (PDT, UTC−7): the clocks went forward the day before at
    // 02:00, so 24 hours earlier is Sunday 00:30 PST (08:30Z), an hour before "the same time yesterday".
    const start = new Date("2027-03-15T08:30:00Z");
    await ctx.database.db
      .update(bookings)
      .set({ startAt: start, endAt: new Date(start.getTime() + HOUR), clientTimezone: "America/Los_Angeles" })
      .where(eq(bookings.id, id));
    await runAt(Date.parse("2027-03-14T08:29:00Z"));
    expect(await reminders(address)).toEqual([]);
    await runAt(Date.parse("2027-03-14T08:30:00Z"));
    const sent = await reminders(address);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("Monday, March 15, 2027, 01:30–02:30 Pacific Daylight Time");
  });
});

/**
 * Booking reminders: the e-mail emailReminderHours and the text smsReminderHours before the start, each
 * once however often the job runs, never before they are due or after the start, none for a cancelled
 * booking, sent again for the new time after a reschedule, at the right instant across a DST change,
 * with the time written in the client's own zone; the text only to a client who agreed to texts.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bookings, clients, outboxMessages } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import { bookAt, bookingRow, instantAt, pageUrl, setDefaultType } from "./booking-self-service.fixture.js";
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

/** The booking's client's consent to texts, as the booking form's box or a STOP reply leaves it. */
async function setSmsOptIn(bookingId: string, smsOptIn: boolean) {
  const { clientId } = await bookingRow(bookingId);
  await ctx.database.db.update(clients).set({ smsOptIn }).where(eq(clients.id, clientId!));
}

describe("booking reminders", () => {
  it("sends the e-mail and the text once each, when due and not after the start", async () => {
    await setDefaultType({ emailReminderHours: 24, smsReminderHours: 2 });
    const { id, token, address } = await bookAt(10, "10:00");
    await setSmsOptIn(id, true);
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

  it("texts only a client who agreed to texts, and none after they replied STOP", async () => {
    await setDefaultType({ emailReminderHours: null, smsReminderHours: 2 });
    const start = (hhmm: string) => Date.parse(instantAt(15, hhmm));
    // A booking client starts without consent (the studio's default): the e-mail may go, the text not.
    const silent = await bookAt(15, "09:00");
    expect((await bookingRow(silent.id)).clientPhone).toBeTruthy();
    await runAt(start("09:00") - HOUR);
    expect(await texts(silent.token)).toEqual([]);

    const agreed = await bookAt(15, "11:00");
    await setSmsOptIn(agreed.id, true);
    await runAt(start("11:00") - HOUR);
    expect(await texts(agreed.token)).toHaveLength(1);

    // Consent given, then withdrawn by a STOP before the reminder was due.
    const stopped = await bookAt(15, "13:00");
    await setSmsOptIn(stopped.id, true);
    await setSmsOptIn(stopped.id, false);
    await runAt(start("13:00") - HOUR);
    expect(await texts(stopped.token)).toEqual([]);
    expect((await bookingRow(stopped.id)).smsReminderSentAt).toBeNull();
  });

  it("sends nothing after the start, nor for a cancelled booking", async () => {
    await setDefaultType({ emailReminderHours: 24, smsReminderHours: 2 });
    const late = await bookAt(11, "10:00");
    await setSmsOptIn(late.id, true);
    await runAt(Date.parse(instantAt(11, "10:00")) + 60_000);
    expect(await reminders(late.address)).toEqual([]);
    expect(await texts(late.token)).toEqual([]);

    const cancelled = await bookAt(11, "12:00");
    await setSmsOptIn(cancelled.id, true);
    const res = await as(ctx, a.cookie).put(`/api/bookings/${cancelled.id}`, { status: "CANCELLED" });
    expect(res.statusCode, res.body).toBe(200);
    await runAt(Date.parse(instantAt(11, "12:00")) - HOUR);
    expect(await reminders(cancelled.address)).toEqual([]);
    expect(await texts(cancelled.token)).toEqual([]);
  });

  it("sends none when the type asks for none", async () => {
    await setDefaultType({ emailReminderHours: null, smsReminderHours: null });
    const { id, token, address } = await bookAt(12, "10:00");
    await setSmsOptIn(id, true);
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

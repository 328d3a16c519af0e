/**
 * After a public booking: the studio's automations on APPOINTMENT_BOOKED, and the booking's own page
 * (confirming, unknown tokens), the studio confirming or cancelling it, and the invitations withdrawn.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PublicBookingResult } from "../../../shared/scheduling.js";
import { automationExecutions, bookings, templates } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import { dateAhead, slotAt, validBooking } from "../../test/scheduling-fixtures.js";
import {
  a,
  anon,
  b,
  bookUrl,
  ctx,
  email,
  mailTo,
  setUpPublicBooking,
  tokenA,
} from "./public-booking.fixture.js";

setUpPublicBooking();

describe("APPOINTMENT_BOOKED", () => {
  it("runs the studio's automations triggered by a booking, once", async () => {
    // Earlier bookings' events are handled first, before this automation exists.
    await ctx.queue.drain({ ignoreStartAfter: true });
    const [template] = await ctx.database.db
      .insert(templates)
      .values({
        photographerId: a.photographerId,
        name: "Before our call",
        channel: "EMAIL",
        subject: "Before our call, {{firstName}}",
        textBody: "Hi {{firstName}}, a few things to think about before we talk.",
      })
      .returning();
    const created = await as(ctx, a.cookie).post("/api/automations", {
      name: "Booked a consultation",
      projectType: "WEDDING",
      stageId: null,
      channel: "EMAIL",
      templateId: template!.id,
      triggerMode: "BUSINESS",
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await as(ctx, a.cookie).post(`/api/automations/${id}/steps`, {
      stepIndex: 0,
      delayMinutes: 0,
      enabled: true,
      templateId: template!.id,
    });
    await as(ctx, a.cookie).post("/api/business-triggers", {
      automationId: id,
      triggerType: "APPOINTMENT_BOOKED",
      enabled: true,
    });
    const address = email();
    const date = dateAhead(12);
    expect(
      (await anon().post(bookUrl(tokenA, date, slotAt(date, "10:00")), validBooking(address))).statusCode,
    ).toBe(201);
    await ctx.queue.drain({ ignoreStartAfter: true });
    await ctx.queue.drain({ ignoreStartAfter: true });
    const subjects = (await mailTo(address)).map((m) => m.subject);
    expect(subjects.filter((s) => s === "Before our call, Emma")).toHaveLength(1);
    const runs = await ctx.database.db
      .select()
      .from(automationExecutions)
      .where(eq(automationExecutions.automationId, id));
    expect(runs).toHaveLength(1);
  });
});

describe("the booking's own page", () => {
  async function newBooking(hhmm: string, days: number) {
    const res = await anon().post(
      bookUrl(tokenA, dateAhead(days), slotAt(dateAhead(days), hhmm)),
      validBooking(email()),
    );
    expect(res.statusCode, res.body).toBe(201);
    await ctx.queue.drain();
    return (res.json() as PublicBookingResult).booking;
  }

  it("shows the booking, confirms it with the client's details (the expected words), and sends the confirmation", async () => {
    const booking = await newBooking("14:00", 13);
    const page = await anon().get(`/api/public/booking/${booking.bookingToken}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      status: "PENDING",
      isFirstBooking: true,
      clientName: "Emma Carter",
      photographer: { businessName: "Golden Hour Studio" },
      timezone: "America/New_York",
    });
    const bad: [Record<string, unknown>, string][] = [
      [{ clientPhone: "" }, "Phone number must be at least 10 digits"],
      [{ clientName: " E " }, "Name must be at least 2 characters"],
      [{ clientEmail: "emma@" }, "Invalid email address"],
    ];
    for (const [change, message] of bad) {
      const res = await anon().post(`/api/public/booking/${booking.bookingToken}/confirm`, {
        clientName: "Emma Carter",
        clientEmail: "emma.carter@example.com",
        clientPhone: "(212) 555-0199",
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const confirmed = await anon().post(`/api/public/booking/${booking.bookingToken}/confirm`, {
      clientName: "Emma Carter-Lee",
      clientEmail: "emma.carter@example.com",
      clientPhone: "(212) 555-0100",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "CONFIRMED", clientName: "Emma Carter-Lee" });
    await ctx.queue.drain();
    const mail = await mailTo("emma.carter@example.com");
    expect(mail.map((m) => m.subject)).toEqual(["Confirmed: your consultation with Golden Hour Studio"]);
    expect(mail[0]!.attachments![0]!.content).toContain("STATUS:CONFIRMED");
    // Confirming twice changes nothing and sends nothing more.
    await anon().post(`/api/public/booking/${booking.bookingToken}/confirm`, {
      clientName: "Emma Carter-Lee",
      clientEmail: "emma.carter@example.com",
      clientPhone: "(212) 555-0100",
    });
    await ctx.queue.drain();
    expect(await mailTo("emma.carter@example.com")).toHaveLength(1);
  });

  it("answers Booking Not Found for an unknown token", async () => {
    const res = await anon().get("/api/public/booking/no-such-booking-token");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Booking Not Found" });
    const confirm = await anon().post("/api/public/booking/no-such-booking-token/confirm", {
      clientName: "Emma Carter",
      clientEmail: "emma@example.com",
      clientPhone: "(212) 555-0199",
    });
    expect(confirm.statusCode).toBe(404);
  });

  it("lets the studio confirm a booking, and hides it from another studio", async () => {
    const booking = await newBooking("16:00", 14);
    const other = as(ctx, b.cookie);
    expect((await other.get(`/api/bookings/${booking.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/bookings/${booking.id}`, { status: "CONFIRMED" })).statusCode).toBe(404);
    expect((await other.put(`/api/bookings/${booking.id}`, { status: "NOPE" })).statusCode).toBe(404);
    expect((await other.get("/api/bookings")).json()).toEqual([]);
    const bad = await as(ctx, a.cookie).put(`/api/bookings/${booking.id}`, { status: "MAYBE" });
    expect(bad.statusCode).toBe(400);
    const res = await as(ctx, a.cookie).put(`/api/bookings/${booking.id}`, { status: "CONFIRMED" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: booking.id, status: "CONFIRMED" });
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.confirmedAt).not.toBeNull();
  });

  it("frees the slot when a booking is cancelled", async () => {
    const booking = await newBooking("09:00", 15);
    await as(ctx, a.cookie).put(`/api/bookings/${booking.id}`, { status: "CANCELLED" });
    const again = await anon().post(
      bookUrl(tokenA, dateAhead(15), slotAt(dateAhead(15), "09:00")),
      validBooking(email()),
    );
    expect(again.statusCode, again.body).toBe(201);
  });

  it("withdraws the invitations from both calendars when the studio cancels, once", async () => {
    const client = email();
    const booked = await anon().post(
      bookUrl(tokenA, dateAhead(16), slotAt(dateAhead(16), "10:00")),
      validBooking(client),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const { booking } = booked.json() as PublicBookingResult;
    await ctx.queue.drain();
    const studioMailsBefore = (await mailTo(a.email)).length;
    // The studio's automations (an earlier test made one) e-mail the client too: only the booking's count here.
    const bookingMails = async () =>
      (await mailTo(client)).filter((m) => m.subject?.includes("consultation with Golden Hour Studio"));
    const [request] = await bookingMails();
    const uid = /UID:(.+)\r\n/.exec(request!.attachments![0]!.content)![1];

    const res = await as(ctx, a.cookie).put(`/api/bookings/${booking.id}`, { status: "CANCELLED" });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.queue.drain();
    const toClient = await bookingMails();
    expect(toClient.map((m) => m.subject)).toEqual([
      "Your consultation with Golden Hour Studio",
      "Cancelled: your consultation with Golden Hour Studio",
    ]);
    const cancellation = toClient[1]!;
    expect(cancellation.textBody).toContain("Your consultation with Golden Hour Studio has been cancelled.");
    expect(cancellation.attachments).toEqual([
      expect.objectContaining({
        filename: "invite.ics",
        contentType: "text/calendar; method=CANCEL; charset=UTF-8",
      }),
    ]);
    const ics = cancellation.attachments![0]!.content;
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    // The same event, at a higher sequence than the request's, or calendars ignore the update.
    expect(ics).toContain(`UID:${uid}\r\n`);
    expect(ics).toContain("SEQUENCE:2");
    const toStudio = (await mailTo(a.email)).slice(studioMailsBefore);
    expect(toStudio.map((m) => m.subject)).toEqual([expect.stringMatching(/^Cancelled: Emma Carter, /)]);
    expect(toStudio[0]!.attachments![0]!.content).toContain("METHOD:CANCEL");

    // Cancelling again, or the job running again, sends nothing more.
    await as(ctx, a.cookie).put(`/api/bookings/${booking.id}`, { status: "CANCELLED" });
    await ctx.queue.drain();
    expect(await bookingMails()).toHaveLength(2);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.cancellationSentAt).not.toBeNull();
  });

  it("sends nothing to withdraw when a booking is cancelled before its invitations went out", async () => {
    const address = email();
    const res = await anon().post(
      bookUrl(tokenA, dateAhead(17), slotAt(dateAhead(17), "11:00")),
      validBooking(address),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json() as PublicBookingResult;
    const studioMailsBefore = (await mailTo(a.email)).length;
    await as(ctx, a.cookie).put(`/api/bookings/${booking.id}`, { status: "CANCELLED" });
    await ctx.queue.drain();
    const subjects = (await mailTo(address)).map((m) => m.subject);
    expect(subjects.filter((subject) => subject?.includes("consultation with Golden Hour Studio"))).toEqual(
      [],
    );
    expect(await mailTo(a.email)).toHaveLength(studioMailsBefore);
  });
});

import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicBookingResult, PublicCalendarView, PublicSlots } from "../../../shared/scheduling.js";
import {
  automationExecutions,
  bookings,
  clients,
  outboxMessages,
  projects,
  stages,
  templates,
} from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { dateAhead, setEveryDayHours, slotAt, validBooking } from "../../test/scheduling-fixtures.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
let tokenA: string;

const anon = () => as(ctx, null);
const calendarUrl = (token: string) => `/api/public/booking/calendar/${token}`;
const bookUrl = (token: string, date: string, slotId: string, tz?: string) =>
  `${calendarUrl(token)}/book/${date}/${slotId}${tz ? `?tz=${encodeURIComponent(tz)}` : ""}`;
const email = () => `emma-${randomUUID().slice(0, 8)}@example.com`;
const mailTo = (to: string) =>
  ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), eq(outboxMessages.channel, "EMAIL")));

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour Studio" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
  await setEveryDayHours(ctx, a);
  tokenA = ((await as(ctx, a.cookie).get("/api/photographer")).json() as { publicToken: string }).publicToken;
});
afterAll(() => ctx.close());

describe("the public calendar", () => {
  it("shows the studio's branding, enabled weekdays and bookable dates inside the window", async () => {
    const res = await anon().get(calendarUrl(tokenA));
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as PublicCalendarView;
    expect(view.success).toBe(true);
    expect(view.photographer).toMatchObject({ businessName: "Golden Hour Studio", brandPrimary: "#3b82f6" });
    expect(view.dailyTemplates.every((d) => d.isEnabled)).toBe(true);
    // 24 hours' notice: today is never bookable; the window runs 60 days.
    expect(view.availableDates).not.toContain(dateAhead(0));
    expect(view.availableDates).toContain(dateAhead(2));
    expect(view.availableDates).toContain(dateAhead(60));
    expect(view.availableDates).not.toContain(dateAhead(61));
  });

  it("names the dates in the visitor's zone when asked, and refuses a zone that doesn't exist", async () => {
    const tokyo = (await anon().get(`${calendarUrl(tokenA)}?tz=Asia/Tokyo`)).json() as PublicCalendarView;
    expect(tokyo.datesTimezone).toBe("Asia/Tokyo");
    // 09:00-17:00 in New York is 22:00/23:00 to 06:00/07:00 in Tokyo: the last window date spills into the next day.
    expect(tokyo.availableDates).toContain(dateAhead(61));
    const bad = await anon().get(`${calendarUrl(tokenA)}?tz=Mars/Olympus`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "Invalid time zone" });
  });

  it("answers Calendar Not Found for an unknown token", async () => {
    const res = await anon().get(calendarUrl("no-such-token-anywhere"));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: "Calendar Not Found" });
    expect(
      (await anon().get(`${calendarUrl("no-such-token-anywhere")}/slots/${dateAhead(3)}`)).statusCode,
    ).toBe(404);
  });

  it("lists a day's free slots as instants, in the visitor's zone's day", async () => {
    const date = dateAhead(3);
    const res = await anon().get(`${calendarUrl(tokenA)}/slots/${date}`);
    const day = res.json() as PublicSlots;
    expect(day.slots).toHaveLength(8);
    expect(day.slots[0]!.id).toBe(slotAt(date, "09:00"));
    expect(Date.parse(day.slots[0]!.endTime) - Date.parse(day.slots[0]!.startTime)).toBe(3_600_000);
    // In London the same studio day starts at 14:00: every slot is still on that London date.
    const london = (
      await anon().get(`${calendarUrl(tokenA)}/slots/${date}?tz=Europe/London`)
    ).json() as PublicSlots;
    expect(london.timezone).toBe("Europe/London");
    expect(london.slots.map((s) => s.id)).toEqual(day.slots.map((s) => s.id));
  });
});

describe("booking a slot", () => {
  it("refuses bad contact details with the expected words and books nothing", async () => {
    const date = dateAhead(4);
    const slot = slotAt(date, "10:00");
    const cases: [Record<string, unknown>, string][] = [
      [{ clientName: "E" }, "Name must be at least 2 characters"],
      [{ clientName: "x".repeat(101) }, "Name too long"],
      [{ clientEmail: "not-an-email" }, "Invalid email address"],
      [{ clientEmail: `${"e".repeat(250)}@example.com` }, "Email too long"],
      [{ clientPhone: "555-0199" }, "Phone number must be at least 10 digits"],
      [{ clientPhone: "1".repeat(21) }, "Phone number too long"],
      [{ bookingNotes: "n".repeat(501) }, "Notes too long"],
    ];
    for (const [change, message] of cases) {
      const res = await anon().post(bookUrl(tokenA, date, slot), { ...validBooking(email()), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const rows = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.photographerId, a.photographerId));
    expect(rows).toHaveLength(0);
  });

  it("books a free slot: a PENDING consultation, a new client, a project in the consultation stage, e-mails with an invitation", async () => {
    const date = dateAhead(5);
    const slot = slotAt(date, "11:00");
    const address = email();
    const { clientPhone: _phone, ...withoutPhone } = validBooking(address);
    const res = await anon().post(bookUrl(tokenA, date, slot), withoutPhone);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as PublicBookingResult;
    expect(result).toMatchObject({ success: true, message: "Booking confirmed!" });
    expect(result.booking).toMatchObject({ title: "Consultation", status: "PENDING" });
    expect(result.booking.bookingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [client] = await ctx.database.db
      .select()
      .from(clients)
      .where(and(eq(clients.photographerId, a.photographerId), eq(clients.email, address)));
    expect(client).toMatchObject({ firstName: "Emma", lastName: "Carter", leadSource: "BOOKING" });
    const [project] = await ctx.database.db.select().from(projects).where(eq(projects.clientId, client!.id));
    const [stage] = await ctx.database.db.select().from(stages).where(eq(stages.id, project!.stageId!));
    expect(stage!.name).toBe("Consultation");
    expect(project).toMatchObject({ leadSource: "BOOKING", title: "Emma Carter Wedding" });

    const list = (await as(ctx, a.cookie).get("/api/bookings")).json() as {
      id: string;
      isFirstBooking: boolean;
    }[];
    expect(list.find((x) => x.id === result.booking.id)).toMatchObject({ isFirstBooking: true });

    // The slot is gone from the public list, and BOOKED for the studio.
    const free = (await anon().get(`${calendarUrl(tokenA)}/slots/${date}`)).json() as PublicSlots;
    expect(free.slots.map((s) => s.id)).not.toContain(slot);
    const studioDay = (await as(ctx, a.cookie).get(`/api/availability/slots/${date}`)).json() as {
      slots: { id: string; isAvailable: boolean; reason: string; booking: { clientName: string } | null }[];
    };
    expect(studioDay.slots.find((s) => s.id === slot)).toMatchObject({
      isAvailable: false,
      reason: "BOOKED",
      booking: { clientName: "Emma Carter" },
    });

    await ctx.queue.drain();
    const toClient = await mailTo(address);
    expect(toClient).toHaveLength(1);
    expect(toClient[0]!.subject).toBe("Your consultation with Golden Hour Studio");
    expect(toClient[0]!.textBody).toContain(
      `http://focal.test/public/booking/${result.booking.bookingToken}`,
    );
    expect(toClient[0]!.attachments).toEqual([
      expect.objectContaining({
        filename: "invite.ics",
        contentType: "text/calendar; method=REQUEST; charset=UTF-8",
      }),
    ]);
    const ics = toClient[0]!.attachments![0]!.content;
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`DTSTART:${slot.slice(0, 13)}00Z`);
    expect(ics).toContain("STATUS:TENTATIVE");
    const toStudio = await mailTo(a.email);
    expect(toStudio.map((m) => m.subject)).toEqual([expect.stringMatching(/^New booking: Emma Carter, /)]);
    // A re-run of the job sends nothing more.
    await ctx.queue.drain();
    expect(await mailTo(address)).toHaveLength(1);
  });

  it("links a returning client to their project, and a second booking is not a first one", async () => {
    const address = email();
    const first = await anon().post(
      bookUrl(tokenA, dateAhead(6), slotAt(dateAhead(6), "09:00")),
      validBooking(address),
    );
    const second = await anon().post(bookUrl(tokenA, dateAhead(7), slotAt(dateAhead(7), "09:00")), {
      ...validBooking(address.toUpperCase()),
    });
    expect(second.statusCode, second.body).toBe(201);
    const rows = await ctx.database.db.select().from(bookings).where(eq(bookings.clientEmail, address));
    expect(rows.map((r) => r.isFirstBooking).sort()).toEqual([false, true]);
    expect(new Set(rows.map((r) => r.projectId)).size).toBe(1);
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(1);
    expect(first.statusCode).toBe(201);
  });

  it("refuses a taken slot, a slot that isn't offered, a malformed one and a date that doesn't match", async () => {
    const date = dateAhead(8);
    const slot = slotAt(date, "13:00");
    expect((await anon().post(bookUrl(tokenA, date, slot), validBooking(email()))).statusCode).toBe(201);
    const again = await anon().post(bookUrl(tokenA, date, slot), validBooking(email()));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Sorry, that time was just booked by someone else. Please choose another time.",
    );
    const offHours = await anon().post(bookUrl(tokenA, date, slotAt(date, "20:00")), validBooking(email()));
    expect(offHours.statusCode).toBe(409);
    expect(offHours.json().message).toBe("That time is no longer available. Please choose another time.");
    const soon = await anon().post(
      bookUrl(tokenA, dateAhead(0), slotAt(dateAhead(0), "16:00")),
      validBooking(email()),
    );
    expect(soon.statusCode).toBe(409);
    expect(
      (await anon().post(bookUrl(tokenA, date, "tomorrow-at-ten"), validBooking(email()))).statusCode,
    ).toBe(409);
    expect((await anon().post(bookUrl(tokenA, dateAhead(9), slot), validBooking(email()))).statusCode).toBe(
      409,
    );
    expect(
      (await anon().post(bookUrl("no-such-token-anywhere", date, slot), validBooking(email()))).statusCode,
    ).toBe(404);
  });

  it("gives one booking and one clear error when two visitors race for the same slot", async () => {
    const date = dateAhead(10);
    const slot = slotAt(date, "15:00");
    const results = await Promise.all(
      Array.from({ length: 6 }, () => anon().post(bookUrl(tokenA, date, slot), validBooking(email()))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe(
        "Sorry, that time was just booked by someone else. Please choose another time.",
      );
    }
    const rows = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.photographerId, a.photographerId));
    expect(
      rows.filter(
        (r) =>
          r.startAt.getTime() ===
          Date.parse(
            `${slot.slice(0, 4)}-${slot.slice(4, 6)}-${slot.slice(6, 8)}T${slot.slice(9, 11)}:${slot.slice(11, 13)}:00Z`,
          ),
      ),
    ).toHaveLength(1);
  });

  it("has the database refuse a second active booking at the same start, and allow it once cancelled", async () => {
    const startAt = new Date("2030-01-07T15:00:00Z");
    const row = (token: string, status = "PENDING") => ({
      photographerId: a.photographerId,
      title: "Consultation",
      startAt,
      endAt: new Date(startAt.getTime() + 3_600_000),
      status,
      bookingToken: token,
    });
    await ctx.database.db.insert(bookings).values(row(`direct-${randomUUID()}`));
    await expect(
      ctx.database.db.insert(bookings).values(row(`direct-${randomUUID()}`)),
    ).rejects.toMatchObject({
      cause: { code: "23505" },
    });
    await ctx.database.db.insert(bookings).values(row(`direct-${randomUUID()}`, "CANCELLED"));
    // Another studio may have a booking at that very time.
    await ctx.database.db
      .insert(bookings)
      .values({ ...row(`direct-${randomUUID()}`), photographerId: b.photographerId });
    await ctx.database.db.delete(bookings).where(eq(bookings.startAt, startAt));
  });

  it("keeps a buffer around bookings when the studio sets one", async () => {
    const rules = await as(ctx, a.cookie).put("/api/availability/settings", {
      slotMinutes: 60,
      slotIntervalMinutes: 60,
      bufferMinutes: 30,
      minNoticeHours: 24,
      bookingWindowDays: 60,
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const date = dateAhead(11);
    expect(
      (await anon().post(bookUrl(tokenA, date, slotAt(date, "12:00")), validBooking(email()))).statusCode,
    ).toBe(201);
    const free = (await anon().get(`${calendarUrl(tokenA)}/slots/${date}`)).json() as PublicSlots;
    expect(free.slots.map((s) => s.id)).toEqual(
      ["09:00", "10:00", "14:00", "15:00", "16:00"].map((t) => slotAt(date, t)),
    );
    const next = await anon().post(bookUrl(tokenA, date, slotAt(date, "13:00")), validBooking(email()));
    expect(next.statusCode).toBe(409);
    await as(ctx, a.cookie).put("/api/availability/settings", {
      ...(rules.json() as Record<string, number>),
      bufferMinutes: 0,
    });
  });
});

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

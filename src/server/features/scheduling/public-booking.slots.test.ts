/**
 * The public booking page's calendar and booking a slot: branding, dates and slots in the visitor's zone,
 * bad contact details, the booking and its e-mails, returning clients, taken and unoffered slots, races,
 * and the buffer around bookings.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PublicBookingResult, PublicCalendarView, PublicSlots } from "../../../shared/scheduling.js";
import { bookings, clients, projects, stages } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import { dateAhead, slotAt, validBooking } from "../../test/scheduling-fixtures.js";
import {
  a,
  anon,
  b,
  bookUrl,
  calendarUrl,
  ctx,
  email,
  mailTo,
  setUpPublicBooking,
  tokenA,
} from "./public-booking.fixture.js";

setUpPublicBooking();

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

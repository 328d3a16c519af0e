import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CalendarFeed,
  CalendarStatus,
  DaySlots,
  PublicBookingResult,
  PublicSlots,
} from "../../../shared/scheduling.js";
import { bookings, outboxMessages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { startGoogleStandIn } from "../../test/google-stand-in.js";
import { as } from "../../test/http.js";
import { dateAhead, setEveryDayHours, slotAt, validBooking } from "../../test/scheduling-fixtures.js";

let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
let tokenA: string;

beforeAll(async () => {
  google = await startGoogleStandIn();
  ctx = await createTestContext({
    GOOGLE_CLIENT_ID: "focal-test.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "test-secret",
    GOOGLE_OAUTH_URL: google.url,
    GOOGLE_API_URL: google.url,
  });
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour Studio" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
  await setEveryDayHours(ctx, a);
  tokenA = ((await as(ctx, a.cookie).get("/api/photographer")).json() as { publicToken: string }).publicToken;
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});

const api = (who: TestPhotographer) => as(ctx, who.cookie);

/** Google's consent page sends the popup back to our callback: follow that hop as the browser would. */
async function connect(who: TestPhotographer) {
  const { authUrl } = (await api(who).get("/api/auth/google-calendar")).json() as { authUrl: string };
  const consent = await fetch(authUrl, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location")!);
  expect(`${back.origin}${back.pathname}`).toBe("http://focal.test/api/auth/google-calendar/callback");
  return ctx.app.inject({
    method: "GET",
    url: `${back.pathname}${back.search}`,
    headers: { cookie: who.cookie },
  });
}

async function book(date: string, hhmm: string) {
  const res = await as(ctx, null).post(
    `/api/public/booking/calendar/${tokenA}/book/${date}/${slotAt(date, hhmm)}`,
    validBooking(`emma-${randomUUID().slice(0, 8)}@example.com`),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as PublicBookingResult).booking;
}

describe("Google Calendar", () => {
  it("connects through Google's consent page and reports the account", async () => {
    expect((await api(a).get("/api/calendar/status")).json()).toEqual({
      authenticated: false,
      email: null,
      configured: true,
    });
    const { authUrl } = (await api(a).get("/api/auth/google-calendar")).json() as { authUrl: string };
    const url = new URL(authUrl);
    expect(url.origin).toBe(new URL(google.url).origin);
    expect(url.searchParams.get("client_id")).toBe("focal-test.apps.googleusercontent.com");
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("scope")).toContain("calendar");

    const page = await connect(a);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Google Calendar connected");
    const status = (await api(a).get("/api/calendar/status")).json() as CalendarStatus;
    expect(status.authenticated).toBe(true);
    expect(status.email).toMatch(/@/);
    // Another studio is not connected by it.
    expect(((await api(b).get("/api/calendar/status")).json() as CalendarStatus).authenticated).toBe(false);
  });

  it("refuses a callback whose state isn't the one it issued", async () => {
    await api(b).get("/api/auth/google-calendar");
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/google-calendar/callback?code=anything&state=forged-state-value",
      headers: { cookie: b.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(((await api(b).get("/api/calendar/status")).json() as CalendarStatus).authenticated).toBe(false);
    const denied = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/google-calendar/callback?error=access_denied",
      headers: { cookie: b.cookie },
    });
    expect(denied.statusCode).toBe(400);
  });

  it("keeps busy times in the connected calendar off the booking page", async () => {
    const date = dateAhead(9);
    google.setBusy([
      {
        start: new Date(Date.parse(`${slotIso(slotAt(date, "10:00"))}`)).toISOString(),
        end: new Date(Date.parse(`${slotIso(slotAt(date, "11:30"))}`)).toISOString(),
      },
    ]);
    const free = (
      await as(ctx, null).get(`/api/public/booking/calendar/${tokenA}/slots/${date}`)
    ).json() as PublicSlots;
    const ids = free.slots.map((s) => s.id);
    expect(ids).toContain(slotAt(date, "09:00"));
    expect(ids).not.toContain(slotAt(date, "10:00"));
    expect(ids).not.toContain(slotAt(date, "11:00"));
    expect(ids).toContain(slotAt(date, "12:00"));
    const studio = (await api(a).get(`/api/availability/slots/${date}`)).json() as DaySlots;
    expect(studio.slots.find((s) => s.id === slotAt(date, "10:00"))).toMatchObject({
      isAvailable: false,
      reason: "BUSY",
    });
    const refused = await as(ctx, null).post(
      `/api/public/booking/calendar/${tokenA}/book/${date}/${slotAt(date, "10:00")}`,
      validBooking("busy@example.com"),
    );
    expect(refused.statusCode).toBe(409);
    google.setBusy([]);
  });

  it("adds a confirmed booking to the calendar with a Google Meet link, once", async () => {
    const booking = await book(dateAhead(10), "14:00");
    await ctx.queue.drain();
    expect(google.events).toHaveLength(0);
    const res = await api(a).put(`/api/bookings/${booking.id}`, { status: "CONFIRMED" });
    expect(res.statusCode).toBe(200);
    await ctx.queue.drain();
    await ctx.queue.drain();
    expect(google.events).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.calendarEventId).toBeTruthy();
    expect(row!.meetingLink).toMatch(/^https:\/\/meet\.google\.com\//);
    const view = (await api(a).get(`/api/bookings/${booking.id}`)).json();
    expect(view.meetingLink).toBe(row!.meetingLink);
    const page = (await as(ctx, null).get(`/api/public/booking/${booking.bookingToken}`)).json();
    expect(page).toMatchObject({ status: "CONFIRMED", meetingLink: row!.meetingLink });
    const [mail] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, "Confirmed: your consultation with Golden Hour Studio"));
    expect(mail!.textBody).toContain(row!.meetingLink!);
  });

  it("takes a cancelled booking's event out of the calendar, once", async () => {
    const booking = await book(dateAhead(12), "15:00");
    await api(a).put(`/api/bookings/${booking.id}`, { status: "CONFIRMED" });
    await ctx.queue.drain();
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.calendarEventId).toBeTruthy();
    const deletionsBefore = google.deletions.length;

    await api(a).put(`/api/bookings/${booking.id}`, { status: "CANCELLED" });
    await ctx.queue.drain();
    expect(google.deletions.slice(deletionsBefore)).toEqual([
      { eventId: row!.calendarEventId, sendUpdates: "all" },
    ]);
    const [after] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after!.cancellationSentAt).not.toBeNull();
    await api(a).put(`/api/bookings/${booking.id}`, { status: "CANCELLED" });
    await ctx.queue.drain();
    expect(google.deletions).toHaveLength(deletionsBefore + 1);
  });

  it("refreshes an expired access token and keeps working", async () => {
    google.expireAccessTokens();
    const booking = await book(dateAhead(11), "09:00");
    await api(a).put(`/api/bookings/${booking.id}`, { status: "CONFIRMED" });
    await ctx.queue.drain();
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.meetingLink).toMatch(/^https:\/\/meet\.google\.com\//);
  });

  it("disconnects: forgets the tokens and revokes the grant", async () => {
    const res = await api(a).post("/api/calendar/disconnect");
    expect(res.json()).toEqual({ success: true });
    expect(((await api(a).get("/api/calendar/status")).json() as CalendarStatus).authenticated).toBe(false);
    expect(google.calls.some((c) => c.path.includes("revoke"))).toBe(true);
  });
});

describe("without Google's variables", () => {
  it("says how to enable it", async () => {
    const plain = await createTestContext();
    try {
      const who = await createTestPhotographer(plain);
      expect((await as(plain, who.cookie).get("/api/calendar/status")).json()).toEqual({
        authenticated: false,
        email: null,
        configured: false,
      });
      const res = await as(plain, who.cookie).get("/api/auth/google-calendar");
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Google Calendar isn't set up on this server. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to enable it.",
      );
    } finally {
      await plain.close();
    }
  });
});

describe("the iCalendar feed", () => {
  it("publishes bookings and project dates at a secret URL that can be reset and turned off", async () => {
    expect((await api(a).get("/api/calendar/feed")).json()).toEqual({ url: null, createdAt: null });
    const booking = await book(dateAhead(12), "11:00");
    const clientId = (await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!
      .clientId;
    await api(a).post("/api/projects", {
      title: "Emma & James",
      projectType: "WEDDING",
      clientId,
      eventDate: "2027-06-12",
    });
    const feed = (await api(a).post("/api/calendar/feed")).json() as CalendarFeed;
    expect(feed.url).toMatch(
      /^http:\/\/focal\.test\/api\/public\/calendar-feed\/[A-Za-z0-9_-]{43}\/focal\.ics$/,
    );
    const path = new URL(feed.url!).pathname;
    const res = await ctx.app.inject({ method: "GET", url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    const ics = res.body.replace(/\r\n /g, "");
    expect(ics).toContain(`UID:booking-${booking.id}@focal.test`);
    expect(ics).toContain("DTSTART;VALUE=DATE:20270612");
    expect(ics).toContain("SUMMARY:Emma & James (Emma Carter)");

    // B's feed shows none of A's bookings.
    const other = (await api(b).post("/api/calendar/feed")).json() as CalendarFeed;
    const otherIcs = (await ctx.app.inject({ method: "GET", url: new URL(other.url!).pathname })).body;
    expect(otherIcs).not.toContain(booking.id);

    const reset = (await api(a).post("/api/calendar/feed")).json() as CalendarFeed;
    expect(reset.url).not.toBe(feed.url);
    expect((await ctx.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: new URL(reset.url!).pathname })).statusCode).toBe(200);
    expect((await api(a).delete("/api/calendar/feed")).json()).toEqual({ url: null, createdAt: null });
    expect((await ctx.app.inject({ method: "GET", url: new URL(reset.url!).pathname })).statusCode).toBe(404);
    expect((await api(a).get("/api/calendar/feed")).json()).toEqual({ url: null, createdAt: null });
  });
});

/** 20261124T1400Z -> 2026-11-24T14:00:00Z */
function slotIso(id: string) {
  return `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}T${id.slice(9, 11)}:${id.slice(11, 13)}:00Z`;
}

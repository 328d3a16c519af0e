/**
 * What the booking-by-type tests share: one app per file with a Los Angeles studio open 09:00-17:00
 * every day (`studio`, public token `token`), session types made through the studio's API, the type's
 * slots and book addresses, the instant of a wall-clock time in Los Angeles, and the test card.
 *
 * `ctx`, `studio` and `token` are live bindings assigned by the hook.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { zonedTimeToUtc } from "../../../shared/automation-schedule.js";
import { TEST_CARD_SUCCESS } from "../../../shared/payments.js";
import type { PublicTypeSlots, SessionTypeInput, TypedBookingInput } from "../../../shared/session-types.js";
import { bookings, photographers } from "../../db/schema/index.js";
import { createTestProvider } from "../../integrations/payments/test.provider.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { dateAhead, setEveryDayHours } from "../../test/scheduling-fixtures.js";
import { createStripeTestContext, type StripeStandIn } from "../../test/stripe-context.js";
import { bookingHoldsJob } from "./booking-holds.job.js";

export const LA = "America/Los_Angeles";
export const LONDON = "Europe/London";

export let ctx: TestContext;
export let studio: TestPhotographer;
export let token: string;
/** The Stripe stand-in, when the file asked for Stripe. */
export let stripe: StripeStandIn | undefined;

export function setUpTypedBooking(options: { stripe?: boolean } = {}) {
  beforeAll(async () => {
    if (options.stripe) ({ ctx, stripe } = await createStripeTestContext());
    else ctx = await createTestContext();
    studio = await createTestPhotographer(ctx, { businessName: "Sunset Studio" });
    await ctx.database.db
      .update(photographers)
      .set({ timezone: LA })
      .where(eq(photographers.id, studio.photographerId));
    await setEveryDayHours(ctx, studio);
    token = ((await as(ctx, studio.cookie).get("/api/photographer")).json() as { publicToken: string })
      .publicToken;
  });
  afterAll(async () => {
    await ctx.close();
    await stripe?.close();
  });
}

export const anon = () => as(ctx, null);
export const laDate = (days: number) => dateAhead(days, LA);

/** The instant of `hh:mm` on `date` on the Los Angeles wall clock, as an ISO string. */
export function laInstant(date: string, hhmm: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = hhmm.split(":").map(Number) as [number, number];
  return zonedTimeToUtc({ year, month, day, hour, minute }, LA).toISOString();
}

/** Makes a session type through the studio's API; answers its slug. */
export async function createType(values: Partial<SessionTypeInput>): Promise<string> {
  const slug = values.slug ?? `type-${randomUUID().slice(0, 8)}`;
  const res = await as(ctx, studio.cookie).post("/api/session-types", {
    name: "Portrait session",
    durationMinutes: 60,
    minNoticeHours: 0,
    ...values,
    slug,
  });
  expect(res.statusCode, res.body).toBe(201);
  return slug;
}

/** A mini-session day: one date, 09:00-13:00, 20-minute slots with 5 minutes after each. */
export const miniSession = (date: string, priceCents = 0): Partial<SessionTypeInput> => ({
  name: "Holiday minis",
  durationMinutes: 20,
  bufferAfterMinutes: 5,
  priceCents,
  availability: { windows: [{ date, startTime: "09:00", endTime: "13:00" }] },
  questions: [{ label: "How many people?", type: "SHORT_TEXT", required: true }],
});

export const typeUrl = (slug: string, t = token) => `/api/public/booking/calendar/${t}/types/${slug}`;

export async function slotsOf(slug: string, from: string, to: string, tz = LA): Promise<PublicTypeSlots> {
  const res = await anon().get(`${typeUrl(slug)}/slots?from=${from}&to=${to}&tz=${encodeURIComponent(tz)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PublicTypeSlots;
}

export const starts = (view: PublicTypeSlots) => view.days.flatMap((d) => d.slots.map((s) => s.start));

export const visitor = (start: string, extra: Partial<TypedBookingInput> = {}): TypedBookingInput => ({
  start,
  clientName: "Ava Brooks",
  clientEmail: `ava-${randomUUID().slice(0, 8)}@example.com`,
  timeZone: LONDON,
  answers: [{ label: "How many people?", answer: "4" }],
  ...extra,
});

export const book = (slug: string, input: TypedBookingInput) => anon().post(`${typeUrl(slug)}/book`, input);

export const testCard = { cardNumber: TEST_CARD_SUCCESS, expiry: "12 / 34", cvc: "123" };

/** The checkout session id at the end of a paymentUrl (/test-checkout/{id}). */
export const sessionOf = (paymentUrl: string) => paymentUrl.split("/").at(-1)!;

export const bookingByToken = async (bookingToken: string) =>
  (await ctx.database.db.select().from(bookings).where(eq(bookings.bookingToken, bookingToken)))[0]!;

/** Runs the hold expiry as if it were `at`. */
export async function runHoldExpiry(at: Date) {
  await ctx.queue.enqueue(bookingHoldsJob(ctx.database, createTestProvider("http://focal.test")), {
    at: at.toISOString(),
  });
  await ctx.queue.drain();
}

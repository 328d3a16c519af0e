/**
 * Many identical requests at once from the booking's page (a double tap, a retrying browser): twenty
 * reschedules to the same time make one move (one SEQUENCE step, one history entry, one e-mail), and
 * twenty cancels of a paid booking cancel it and refund it once. PostgreSQL only: PGlite runs one
 * statement at a time, so nothing there is ever concurrent.
 */
import { describe, expect, it } from "vitest";
import { testDbKind } from "../../test/databases.js";
import {
  bookAt,
  bookingRow,
  historyRows,
  instantAt,
  mailsStarting,
  pageUrl,
  pay,
  revenue,
} from "./booking-self-service.fixture.js";
import { anon, ctx, setUpPublicBooking } from "./public-booking.fixture.js";

describe.runIf(testDbKind() === "postgres")("20 identical requests at once (PostgreSQL)", () => {
  setUpPublicBooking();

  it("reschedule: one move", async () => {
    const { id, token, address } = await bookAt(5, "10:00");
    await ctx.queue.drain();
    const to = instantAt(5, "14:00");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => anon().post(`${pageUrl(token)}/reschedule`, { start: to })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const row = await bookingRow(id);
    expect(row.startAt.toISOString()).toBe(to);
    expect(row.sequence).toBe(1);
    expect(await historyRows(id)).toHaveLength(1);
    await ctx.queue.drain();
    expect(await mailsStarting(address, "New time: your consultation")).toHaveLength(1);
  });

  it("cancel: one cancel, one refund", async () => {
    const { id, token } = await bookAt(6, "10:00");
    await pay(id, 9_000);
    const before = await revenue();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => anon().post(`${pageUrl(token)}/cancel`, {})),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    expect(await revenue()).toBe(before - 9_000);
    const actions = (await historyRows(id)).map((h) => h.action).sort();
    expect(actions).toEqual(["CANCELLED", "REFUNDED"]);
  });
});

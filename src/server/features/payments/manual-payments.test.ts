/**
 * Payments the studio records by hand (a cheque, cash, a transfer): what is recorded, its status, receipt and
 * event, and the bad input, unsigned proposals and other studios refused. Refunds are in refunds.test.ts.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Balance, RevenueReceived } from "../../../shared/payments.js";
import { outboxMessages } from "../../db/schema/index.js";
import type { TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { refundsFixture } from "./refunds.fixture.js";

const f = refundsFixture();
const { heard, api, anonymous, daysAgo, proposalFor, record, view, statusOf, paymentRows } = f;
let ctx: TestContext;
beforeAll(() => {
  ctx = f.ctx();
});

describe("payments recorded by hand", () => {
  it("records a cheque and cash up to the total, with the status, receipt and event a card payment has", async () => {
    const who = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
    const { proposal, clientEmail } = await proposalFor(who);
    await ctx.queue.drain();
    heard.length = 0;

    const cheque = await record(who, proposal.id, {
      amountCents: 100_000,
      method: "CHECK",
      receivedOn: daysAgo(3),
      note: "  Cheque #1042  ",
    });
    expect(cheque.statusCode, cheque.body).toBe(201);
    expect(cheque.json()).toMatchObject({
      kind: "PAYMENT",
      method: "CHECK",
      amountCents: 100_000,
      status: "COMPLETED",
      receivedOn: daysAgo(3),
      note: "Cheque #1042",
      refundableCents: 100_000,
    });
    expect(await statusOf(proposal.id)).toBe("PAID_PARTIAL");
    expect(await view(proposal.token)).toMatchObject({ paidCents: 100_000, canPay: true });

    // More than is left (3,247.00 - 1,000.00 = 2,247.50): refused, nothing recorded.
    const tooMuch = await record(who, proposal.id, { amountCents: 224_751, method: "CASH" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe("Only $2,247.50 is still owed on this proposal");
    expect(await paymentRows(proposal.id)).toHaveLength(1);

    const cash = await record(who, proposal.id, {
      amountCents: 224_750,
      method: "CASH",
      receivedOn: daysAgo(1),
    });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(await statusOf(proposal.id)).toBe("PAID_FULL");
    const more = await record(who, proposal.id, { amountCents: 1, method: "OTHER" });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe("This proposal is already paid in full");

    // The receipt and the studio's notice go out as for a card payment; the same business events.
    await ctx.queue.drain();
    await ctx.queue.drain();
    expect(heard.map((e) => e.eventType).sort()).toEqual(["DEPOSIT_PAID", "FULL_PAYMENT_MADE"]);
    const toClient = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.photographerId, who.photographerId), eq(outboxMessages.toAddress, clientEmail)),
      );
    expect(toClient.map((m) => m.subject).sort()).toEqual([
      "Receipt: $1,000.00 paid to Golden Hour",
      "Receipt: $2,247.50 paid to Golden Hour",
    ]);
    const toStudio = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.photographerId, who.photographerId), eq(outboxMessages.toAddress, who.email)),
      );
    expect(toStudio.map((m) => m.subject)).toContain("Payment received: $1,000.00 from Ana Ruiz");

    // Revenue counts it; earnings (what payouts draw on) do not: cash never reached the account.
    expect((await api(who).get("/api/stripe-connect/revenue")).json()).toEqual({
      receivedCents: 324_750,
      payments: 2,
    } satisfies RevenueReceived);
    expect((await api(who).get("/api/stripe-connect/earnings")).json()).toEqual([]);
    expect(((await api(who).get("/api/stripe-connect/balance")).json() as Balance).availableCents).toBe(0);
  });

  it("refuses bad input, unsigned proposals and other studios, recording nothing", async () => {
    const who = await createTestPhotographer(ctx);
    const other = await createTestPhotographer(ctx);
    const { proposal } = await proposalFor(who);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ amountCents: 0 }, /more than zero/],
      [{ amountCents: -5 }, /more than zero/],
      [{ amountCents: 1.5 }, /whole number/],
      [{ amountCents: "100" }, /whole number/],
      [{ amountCents: 100, method: "VENMO" }, /method must be/],
      [{ amountCents: 100, method: "CARD" }, /method must be/],
      [{ amountCents: 100, receivedOn: "0000-01-01" }, /Dates must be between/],
      [{ amountCents: 100, receivedOn: "2026-02-30" }, /receivedOn must be a date/],
      [{ amountCents: 100, receivedOn: "yesterday" }, /receivedOn must be a date/],
      [{ amountCents: 100, receivedOn: "2199-01-01" }, /can't be in the future/],
      [{ amountCents: 100, receivedOn: daysAgo(-3) }, /can't be in the future/],
      [{ amountCents: 100, receivedOn: "1990-01-01" }, /more than 10 years ago/],
      [{ amountCents: 100, note: "x".repeat(501) }, /note must be at most 500/],
    ];
    for (const [body, message] of bad) {
      const res = await record(who, proposal.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const missing = await api(who).post(`/api/proposals/${proposal.id}/payments`, { amountCents: 100 });
    expect(missing.statusCode).toBe(400);

    expect((await record(other, proposal.id, { amountCents: 100 })).statusCode).toBe(404);
    expect((await api(other).get(`/api/proposals/${proposal.id}/payments`)).statusCode).toBe(404);
    expect((await record(who, randomUUID(), { amountCents: 100 })).statusCode).toBe(404);
    expect((await record(who, "not-a-uuid", { amountCents: 100 })).statusCode).toBe(404);
    expect(
      (await anonymous().post(`/api/proposals/${proposal.id}/payments`, { amountCents: 100 })).statusCode,
    ).toBe(401);

    // Not signed yet: nothing agreed to pay for.
    const { proposal: unsigned } = await proposalFor(who, false);
    const early = await record(who, unsigned.id, { amountCents: 100 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Payments can be recorded once the client has signed the proposal");

    expect(await paymentRows(proposal.id)).toEqual([]);
    expect(await paymentRows(unsigned.id)).toEqual([]);
    expect(await statusOf(proposal.id)).toBe("SIGNED");
  });
});

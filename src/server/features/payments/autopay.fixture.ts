/**
 * What the autopay tests share: a signed proposal with a deposit due on signing, an instalment due
 * 2030-03-02 and one due 2030-06-01 (a studio in New York), paid or opted in through the API, and the
 * morning run started through the job queue at a chosen instant.
 */
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AutopayState } from "../../../shared/autopay.js";
import type { ScheduleEntry } from "../../../shared/schedule.js";
import { autopayAttempts, estimatePayments, outboxMessages } from "../../db/schema/index.js";
import { defineJob } from "../../jobs/queue.js";
import type { TestContext } from "../../test/context.js";
import type { TestPhotographer } from "../../test/factories.js";
import { scheduleFixture } from "../proposals/schedule.fixture.js";
import { autopayJobPayload } from "./autopay-charge.js";

export const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };
/** Pays the checkout and is saved, then declines every off-session charge (test.provider.ts). */
export const decliningCard = { ...card, cardNumber: "4000 0000 0000 0341" };

export const threeWays = [
  { label: "Retainer", amountCents: 3_000, dueDate: null },
  { label: "Engagement", amountCents: 3_000, dueDate: "2030-03-02" },
  { label: "Final", percentBasisPoints: 4_000, dueDate: "2030-06-01" },
];

/** 2030-03-02 in New York (EST, UTC-5): 08:30 and 09:30 on the studio's clock. */
export const BEFORE_MORNING = "2030-03-02T13:30:00.000Z";
export const MORNING = "2030-03-02T14:30:00.000Z";
export const NEXT_MORNING = "2030-03-03T14:30:00.000Z";

// The run's own definition is registered by the payments module; the queue needs only its name to send.
const autopayTick = defineJob({
  name: "payments.autopay",
  payload: autopayJobPayload,
  handler: async () => {},
});

export function autopayFixture(ctx: () => TestContext) {
  const f = scheduleFixture(ctx);

  /** A signed three-instalment proposal of a studio in New York. */
  async function scheduledProposal(who: TestPhotographer) {
    await f.setTimeZone(who, "America/New_York");
    const p = await f.signedProposal(who);
    const entries = await f.setSchedule(who, p.id, threeWays);
    return { ...p, entries };
  }

  /** Pays the retainer through the test checkout page, keeping the card when `autopay`. */
  async function payRetainer(token: string, retainerId: string, autopay: boolean, with_ = card) {
    const sessionId = await f.openCheckout(token, {
      installmentId: retainerId,
      ...(autopay ? { autopay } : {}),
    });
    const paid = await f.anonymous().post(`/api/test-checkout/${sessionId}/pay`, with_);
    expect(paid.statusCode, paid.body).toBe(200);
    await ctx().queue.drain();
    return sessionId;
  }

  async function publicPage(token: string) {
    const res = await f.anonymous().get(`/api/public/proposals/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      autopay: AutopayState;
      schedule: ScheduleEntry[];
      receipts: Record<string, unknown>[];
    };
  }

  /** The morning run, as the queue's timer starts it, then everything it queued (receipts, notices). */
  async function runMorning(at: string) {
    await ctx().queue.enqueue(autopayTick, { at });
    await ctx().queue.drain();
  }

  const autopayPayments = (estimateId: string) =>
    ctx()
      .database.db.select()
      .from(estimatePayments)
      .where(and(eq(estimatePayments.estimateId, estimateId), eq(estimatePayments.method, "card:autopay")));

  const attempts = (estimateId: string) =>
    ctx().database.db.select().from(autopayAttempts).where(eq(autopayAttempts.estimateId, estimateId));

  const mailTo = (address: string) =>
    ctx().database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address));

  return { ...f, scheduledProposal, payRetainer, publicPage, runMorning, autopayPayments, attempts, mailTo };
}

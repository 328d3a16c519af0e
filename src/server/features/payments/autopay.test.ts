/**
 * Autopay with the built-in test provider: opting in while paying saves the card; the studio's morning
 * run charges each DUE or OVERDUE unpaid instalment once (not a PAID or UPCOMING one, nothing before
 * 09:00 on the studio's clock, nothing with autopay off); a declined card records no payment, e-mails
 * the client a pay link, tells the studio, and is not charged again; both sides switch it off.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photographerEarnings } from "../../db/schema/index.js";
import { createTestProvider } from "../../integrations/payments/test.provider.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { autopayFixture, BEFORE_MORNING, decliningCard, MORNING, NEXT_MORNING } from "./autopay.fixture.js";
import { createAutopayRun } from "./autopay-charge.js";
import { createCheckoutService } from "./checkout.service.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
const f = autopayFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
});
afterAll(async () => {
  await ctx.close();
});

const clientEmailOf = async (token: string) =>
  ((await f.anonymous().get(`/api/public/proposals/${token}`)).json() as { client: { email: string } }).client
    .email;

describe("opting in", () => {
  it("saves the test card and turns autopay on, on both proposal answers", async () => {
    const p = await f.scheduledProposal(a);
    await f.payRetainer(p.token, p.entries[0]!.id, true);
    const expected = { enabled: true, cardLabel: "Test card ending 4242", lastFailure: null };
    expect((await f.publicPage(p.token)).autopay).toEqual(expected);
    const studio = await f.api(a).get(`/api/proposals/${p.id}`);
    expect(studio.json().autopay).toEqual(expected);
  });

  it("leaves autopay off for a card payment without it", async () => {
    const p = await f.scheduledProposal(a);
    await f.payRetainer(p.token, p.entries[0]!.id, false);
    expect((await f.publicPage(p.token)).autopay).toEqual({
      enabled: false,
      cardLabel: null,
      lastFailure: null,
    });
  });

  it("refuses an autopay flag that is not a boolean", async () => {
    const p = await f.scheduledProposal(a);
    const res = await f.anonymous().post(`/api/public/proposals/${p.token}/pay`, {
      installmentId: p.entries[0]!.id,
      autopay: "yes",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("autopay must be true or false");
  });
});

describe("the morning run", () => {
  it("charges the instalment due today once, from 09:00 on the studio's clock", async () => {
    const p = await f.scheduledProposal(a);
    const [retainer, engagement] = p.entries;
    await f.payRetainer(p.token, retainer!.id, true);

    await f.runMorning(BEFORE_MORNING);
    expect(await f.autopayPayments(p.id)).toHaveLength(0);

    await f.runMorning(MORNING);
    await f.runMorning(MORNING);
    await f.runMorning(NEXT_MORNING);
    const charged = await f.autopayPayments(p.id);
    // Only the Engagement (due today): not the paid Retainer, not the Final (UPCOMING until June).
    expect(charged.map((r) => [r.status, r.installmentId, r.amountCents])).toEqual([
      ["COMPLETED", engagement!.id, 3_000],
    ]);
    const schedule = (await f.publicPage(p.token)).schedule;
    expect(schedule.map((e) => e.status)).toEqual(["PAID", "PAID", "UPCOMING"]);
    const earnings = await ctx.database.db
      .select()
      .from(photographerEarnings)
      .where(eq(photographerEarnings.estimatePaymentId, charged[0]!.id));
    expect(
      earnings.map((e) => [e.totalAmountCents, e.platformFeeCents + e.photographerEarningsCents]),
    ).toEqual([[3_000, 3_000]]);
    // The receipt went out for it, with its PDF.
    const receipts = (await f.mailTo(await clientEmailOf(p.token))).filter((m) =>
      m.subject?.startsWith("Receipt"),
    );
    expect(receipts).toHaveLength(2);
    expect(receipts.every((m) => m.attachments?.[0]?.contentType === "application/pdf")).toBe(true);
  });

  it("catches up before 09:00 on an instalment whose own morning was missed (due yesterday)", async () => {
    const p = await f.scheduledProposal(a);
    const [retainer, engagement] = p.entries;
    await f.payRetainer(p.token, retainer!.id, true);
    // 08:30 on 2030-03-03: the Engagement fell due at 09:00 the day before, when no run happened.
    await f.runMorning("2030-03-03T13:30:00.000Z");
    const charged = await f.autopayPayments(p.id);
    expect(charged.map((r) => [r.status, r.installmentId])).toEqual([["COMPLETED", engagement!.id]]);
  });

  it("charges an instalment already overdue as soon as the card is saved, not at the next hourly pass", async () => {
    await f.setTimeZone(a, "America/New_York");
    const p = await f.signedProposal(a);
    const [retainer, engagement] = await f.setSchedule(a, p.id, [
      { label: "Retainer", amountCents: 3_000, dueDate: null },
      { label: "Engagement", amountCents: 3_000, dueDate: "2020-03-02" },
      { label: "Final", percentBasisPoints: 4_000, dueDate: "2099-06-01" },
    ]);
    // payRetainer drains the queue: the run the saved card started is among what it runs.
    await f.payRetainer(p.token, retainer!.id, true);
    const charged = await f.autopayPayments(p.id);
    expect(charged.map((r) => [r.status, r.installmentId])).toEqual([["COMPLETED", engagement!.id]]);
  });

  it("charges nothing once autopay is switched off", async () => {
    const p = await f.scheduledProposal(a);
    await f.payRetainer(p.token, p.entries[0]!.id, true);
    const off = await f.anonymous().put(`/api/public/proposals/${p.token}/autopay`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, cardLabel: null, lastFailure: null });
    await f.runMorning(MORNING);
    expect(await f.autopayPayments(p.id)).toHaveLength(0);
    expect(await f.attempts(p.id)).toHaveLength(0);
  });

  it("records no payment for a declined card, e-mails a pay link, tells the studio, and does not retry", async () => {
    const p = await f.scheduledProposal(a);
    const [retainer, engagement] = p.entries;
    await f.payRetainer(p.token, retainer!.id, true, decliningCard);
    expect((await f.publicPage(p.token)).autopay.cardLabel).toBe("Test card ending 0341");

    await f.runMorning(MORNING);
    const rows = await f.autopayPayments(p.id);
    expect(rows.map((r) => r.status)).toEqual(["FAILED"]);
    const page = await f.publicPage(p.token);
    // Still unpaid (the page reads today's real date, so it shows the 2030 instalment as upcoming).
    expect(page.schedule[1]!.paidCents).toBe(0);
    expect(page.autopay).toMatchObject({
      enabled: true,
      lastFailure: { installmentId: engagement!.id, message: "Your card was declined." },
    });
    const toClient = (await f.mailTo(await clientEmailOf(p.token))).filter((m) =>
      m.subject?.startsWith("Payment not received"),
    );
    expect(toClient).toHaveLength(1);
    expect(toClient[0]!.textBody).toContain(`http://focal.test/public/proposals/${p.token}`);
    const toStudio = (await f.mailTo(a.email)).filter((m) => m.subject?.startsWith("Autopay declined"));
    expect(toStudio).toHaveLength(1);

    // The next mornings: the same card is not charged again, and nobody is e-mailed again.
    await f.runMorning(NEXT_MORNING);
    await f.runMorning("2030-06-02T14:30:00.000Z");
    expect(await f.attempts(p.id)).toHaveLength(1);
    expect(
      (await f.mailTo(await clientEmailOf(p.token))).filter((m) =>
        m.subject?.startsWith("Payment not received"),
      ),
    ).toHaveLength(1);
  });
});

describe("a charge left unsettled", () => {
  it("is asked again later with the same idempotency key, and recorded once", async () => {
    const p = await f.scheduledProposal(a);
    await f.payRetainer(p.token, p.entries[0]!.id, true);
    const inner = createTestProvider(ctx.config.publicUrl);
    const keys: string[] = [];
    const run = (reachable: boolean) =>
      createAutopayRun({
        database: ctx.database,
        config: ctx.config,
        provider: {
          ...inner,
          async chargeOffSession(input) {
            keys.push(input.idempotencyKey);
            if (!reachable) throw new Error("connect ECONNREFUSED");
            return inner.chargeOffSession(input);
          },
        },
        checkout: createCheckoutService(ctx.database, ctx.config, inner, ctx.queue, ctx.bus),
        notifyDeclined: async () => {},
      });
    expect(await run(false).runAutopay(new Date(MORNING))).toEqual({ charged: 0, declined: 0 });
    expect((await f.attempts(p.id)).map((r) => r.status)).toEqual(["CHARGING"]);
    // Ten minutes on, the claim is still its first worker's; twenty minutes on, it is taken over.
    const later = (minutes: number) => new Date(new Date(MORNING).getTime() + minutes * 60_000);
    expect(await run(true).runAutopay(later(10))).toEqual({ charged: 0, declined: 0 });
    expect(await run(true).runAutopay(later(20))).toEqual({ charged: 1, declined: 0 });
    expect(await run(true).runAutopay(later(40))).toEqual({ charged: 0, declined: 0 });
    const key = `autopay-${p.entries[1]!.id}-1`;
    expect(keys).toEqual([key, key]);
    expect((await f.autopayPayments(p.id)).map((r) => r.status)).toEqual(["COMPLETED"]);
  });
});

describe("switching off", () => {
  it("lets the studio switch it off, and answers 404 to another studio", async () => {
    const p = await f.scheduledProposal(a);
    await f.payRetainer(p.token, p.entries[0]!.id, true);
    const other = await as(ctx, b.cookie).put(`/api/proposals/${p.id}/autopay`, { enabled: false });
    expect(other.statusCode).toBe(404);
    expect((await f.publicPage(p.token)).autopay.enabled).toBe(true);
    const off = await f.api(a).put(`/api/proposals/${p.id}/autopay`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, cardLabel: null, lastFailure: null });
    expect((await f.api(a).get(`/api/proposals/${p.id}`)).json().autopay.enabled).toBe(false);
  });

  it("refuses turning it on here, with the schema's message, from both sides", async () => {
    const p = await f.scheduledProposal(a);
    const message = "Autopay can only be turned off here; pay an instalment by card to turn it on";
    const fromClient = await f.anonymous().put(`/api/public/proposals/${p.token}/autopay`, { enabled: true });
    expect([fromClient.statusCode, fromClient.json().message]).toEqual([400, message]);
    const fromStudio = await f.api(a).put(`/api/proposals/${p.id}/autopay`, { enabled: true });
    expect([fromStudio.statusCode, fromStudio.json().message]).toEqual([400, message]);
  });

  it("answers 404 for an unknown token", async () => {
    const res = await f
      .anonymous()
      .put("/api/public/proposals/no-such-token-here/autopay", { enabled: false });
    expect(res.statusCode).toBe(404);
  });
});

/**
 * Payment reminders (PAYMENT_DUE_SOON / PAYMENT_OVERDUE): each fires once per automation and
 * instalment, at the send hour on the studio's wall clock N days before or after the due date, never
 * for an instalment paid by the time it is queued or sent, and only for the studio's own proposals.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { automationExecutions, estimates } from "../../db/schema/index.js";
import {
  ctx,
  drain,
  engine,
  mailTo,
  minutes,
  optOutOfEmail,
  owedInstallment,
  pay,
  reminderRule,
  remindersOf,
  runsOf,
  setClock,
  setUpPaymentReminders,
  studio,
} from "./payment-reminders.fixture.js";

setUpPaymentReminders();

/** Ticks before, at and after `firesAt`: only the tick at it queues. */
async function expectFiresOnlyAt(firesAt: Date) {
  expect(await engine().runPaymentReminders(minutes(firesAt, -1))).toBe(0);
  expect(await engine().runPaymentReminders(firesAt)).toBe(1);
  for (const later of [1, 2, 60, 23 * 60]) {
    expect(await engine().runPaymentReminders(minutes(firesAt, later))).toBe(0);
  }
}

describe("a payment due soon", () => {
  it("is reminded of once, N days before at the send hour, with the instalment's details", async () => {
    const who = await studio("America/New_York");
    const rule = await reminderRule(who, "PAYMENT_DUE_SOON", { daysBefore: 3, triggerHour: 9 });
    const owed = await owedInstallment(who, "2027-03-10");
    // The deposit is paid: the money fills it first, so the final payment is still owed.
    await pay(who, owed.proposal.id, 2_500);

    // 7 March 2027, 09:00 EST (UTC-5).
    const firesAt = new Date("2027-03-07T14:00:00Z");
    await expectFiresOnlyAt(firesAt);
    setClock(minutes(firesAt, 1));
    await drain();
    await engine().runClock(minutes(firesAt, 5));
    await drain();

    const mail = await mailTo(owed.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Final payment of $75.00 due March 10, 2027");
    expect(mail[0]!.textBody).toContain(`${ctx.config.publicUrl}/public/proposals/${owed.proposal.token}`);
    const runs = await runsOf(rule.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ projectId: owed.projectId, status: "SUCCESS", scheduledFor: firesAt });
    expect(await remindersOf(rule.id)).toEqual([
      expect.objectContaining({ installmentId: owed.installmentId, executionId: runs[0]!.id }),
    ]);
  });

  it("is not reminded of when paid before it is queued", async () => {
    const who = await studio("America/New_York");
    const rule = await reminderRule(who, "PAYMENT_DUE_SOON", { daysBefore: 3, triggerHour: 9 });
    const owed = await owedInstallment(who, "2027-03-10");
    await pay(who, owed.proposal.id, 10_000);
    expect(await engine().runPaymentReminders(new Date("2027-03-07T14:00:00Z"))).toBe(0);
    expect(await runsOf(rule.id)).toEqual([]);
    expect(await remindersOf(rule.id)).toEqual([]);
  });

  it("is not sent when paid between queuing and sending, and says why", async () => {
    const who = await studio("America/New_York");
    const rule = await reminderRule(who, "PAYMENT_DUE_SOON", { daysBefore: 3, triggerHour: 9 });
    const owed = await owedInstallment(who, "2027-03-10");
    const firesAt = new Date("2027-03-07T14:00:00Z");
    expect(await engine().runPaymentReminders(firesAt)).toBe(1);
    await pay(who, owed.proposal.id, 10_000);
    setClock(firesAt);
    await drain();
    expect(await mailTo(owed.email)).toEqual([]);
    expect(await runsOf(rule.id)).toEqual([
      expect.objectContaining({
        status: "SKIPPED",
        reason: '"Final payment" was paid before the reminder was due',
      }),
    ]);
  });

  it("is not reminded of for an unsigned or an archived proposal", async () => {
    const who = await studio("America/New_York");
    const rule = await reminderRule(who, "PAYMENT_DUE_SOON", { daysBefore: 3, triggerHour: 9 });
    await owedInstallment(who, "2027-03-10", { signed: false });
    const archived = await owedInstallment(who, "2027-03-10");
    await ctx.database.db
      .update(estimates)
      .set({ archivedAt: new Date() })
      .where(eq(estimates.id, archived.proposal.id));
    expect(await engine().runPaymentReminders(new Date("2027-03-07T14:00:00Z"))).toBe(0);
    expect(await remindersOf(rule.id)).toEqual([]);
  });
});

describe("a payment overdue", () => {
  it("is reminded of once, N days after at the send hour; a due-soon rule reminds of it too", async () => {
    const who = await studio("America/Chicago");
    const overdue = await reminderRule(who, "PAYMENT_OVERDUE", {
      daysBefore: 2,
      triggerHour: 10,
      triggerMinute: 30,
    });
    const soon = await reminderRule(who, "PAYMENT_DUE_SOON", { daysBefore: 1, triggerHour: 10 });
    const owed = await owedInstallment(who, "2027-04-20");
    // 21 April 2027, 10:00 CDT (UTC-5): the due-soon rule; the 22nd, 10:30 CDT: the overdue one.
    expect(await engine().runPaymentReminders(new Date("2027-04-19T15:00:00Z"))).toBe(1);
    await expectFiresOnlyAt(new Date("2027-04-22T15:30:00Z"));
    setClock(new Date("2027-04-22T15:31:00Z"));
    await drain();
    expect((await mailTo(owed.email)).map((m) => m.subject)).toEqual([
      "Final payment of $75.00 due April 20, 2027",
      "Final payment of $75.00 due April 20, 2027",
    ]);
    expect(await runsOf(overdue.id)).toHaveLength(1);
    expect(await runsOf(soon.id)).toHaveLength(1);
  });
});

describe("across a daylight-saving change", () => {
  it("New York (clocks back on 1 November 2026): 2 days before 3 November at 09:00 EST", async () => {
    const who = await studio("America/New_York");
    const rule = await reminderRule(who, "PAYMENT_DUE_SOON", { daysBefore: 2, triggerHour: 9 });
    const owed = await owedInstallment(who, "2026-11-03");
    // 09:00 EST (UTC-5) on 1 November, not 13:00 UTC (09:00 EDT, the offset before the change).
    await expectFiresOnlyAt(new Date("2026-11-01T14:00:00Z"));
    setClock(new Date("2026-11-01T14:00:00Z"));
    await drain();
    expect(await mailTo(owed.email)).toHaveLength(1);
    expect(await runsOf(rule.id)).toEqual([expect.objectContaining({ status: "SUCCESS" })]);
  });

  it("London (clocks forward on 28 March 2027): 2 days before 30 March at 09:00 BST", async () => {
    const who = await studio("Europe/London");
    const rule = await reminderRule(who, "PAYMENT_DUE_SOON", { daysBefore: 2, triggerHour: 9 });
    const owed = await owedInstallment(who, "2027-03-30");
    // 09:00 BST (UTC+1) on 28 March is 08:00 UTC.
    await expectFiresOnlyAt(new Date("2027-03-28T08:00:00Z"));
    setClock(new Date("2027-03-28T08:00:00Z"));
    await drain();
    expect(await mailTo(owed.email)).toHaveLength(1);
    expect(await runsOf(rule.id)).toHaveLength(1);
  });
});

describe("like other automated messages", () => {
  it("waits for the end of quiet hours, then sends once", async () => {
    const who = await studio("America/New_York", { start: "21:00", end: "08:00" });
    const rule = await reminderRule(who, "PAYMENT_OVERDUE", { daysBefore: 1, triggerHour: 7 });
    const owed = await owedInstallment(who, "2027-09-14");
    // 15 September 2027, 07:00 EDT: inside quiet hours, held until 08:00 EDT (12:00 UTC). The date is
    // ahead of the real clock, so the queue itself holds the job until the (fake) morning.
    const firesAt = new Date("2027-09-15T11:00:00Z");
    expect(await engine().runPaymentReminders(firesAt)).toBe(1);
    setClock(firesAt);
    await drain();
    expect(await mailTo(owed.email)).toEqual([]);
    const [held] = await runsOf(rule.id);
    expect(held).toMatchObject({ status: "SCHEDULED", scheduledFor: new Date("2027-09-15T12:00:00Z") });

    setClock(new Date("2027-09-15T12:00:00Z"));
    await drain(true);
    await engine().runExecution(held!.id);
    expect(await mailTo(owed.email)).toHaveLength(1);
    expect(await runsOf(rule.id)).toEqual([expect.objectContaining({ status: "SUCCESS" })]);
  });

  it("respects the client's e-mail opt-out", async () => {
    const who = await studio("America/New_York");
    const rule = await reminderRule(who, "PAYMENT_DUE_SOON", { daysBefore: 3, triggerHour: 9 });
    const owed = await owedInstallment(who, "2027-03-10");
    await optOutOfEmail(owed.clientId);
    expect(await engine().runPaymentReminders(new Date("2027-03-07T14:00:00Z"))).toBe(1);
    setClock(new Date("2027-03-07T14:00:00Z"));
    await drain();
    expect(await mailTo(owed.email)).toEqual([]);
    expect(await runsOf(rule.id)).toEqual([
      expect.objectContaining({ status: "SKIPPED", reason: "Ana Ruiz opted out of e-mail" }),
    ]);
  });
});

describe("another studio", () => {
  it("is neither reminded by this studio's rules nor reminds of this studio's instalments", async () => {
    const mine = await studio("America/New_York");
    const theirs = await studio("America/New_York");
    const myRule = await reminderRule(mine, "PAYMENT_DUE_SOON", { daysBefore: 3, triggerHour: 9 });
    const theirRule = await reminderRule(theirs, "PAYMENT_DUE_SOON", { daysBefore: 3, triggerHour: 9 });
    const myOwed = await owedInstallment(mine, "2027-03-10");
    expect(await engine().runPaymentReminders(new Date("2027-03-07T14:00:00Z"))).toBe(1);
    expect(await remindersOf(theirRule.id)).toEqual([]);
    expect(await remindersOf(myRule.id)).toEqual([
      expect.objectContaining({ photographerId: mine.photographerId, installmentId: myOwed.installmentId }),
    ]);
    const theirRuns = await ctx.database.db
      .select()
      .from(automationExecutions)
      .where(eq(automationExecutions.photographerId, theirs.photographerId));
    expect(theirRuns).toEqual([]);
  });
});

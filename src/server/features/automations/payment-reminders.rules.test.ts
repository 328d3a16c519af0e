/**
 * Payment reminder automations: what the API accepts (a known trigger, N days between 1 and 365, a
 * message rather than a move), and exactly once when two servers' clocks tick at the same minute.
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  PAYMENT_REMINDER_DAYS_MESSAGE,
  PAYMENT_REMINDER_MESSAGES_ONLY,
} from "../../../shared/automations.js";
import { automations } from "../../db/schema/index.js";
import { testDbKind } from "../../test/databases.js";
import {
  api,
  ctx,
  drain,
  engine,
  mailTo,
  owedInstallment,
  reminderRule,
  remindersOf,
  runsOf,
  setClock,
  setUpPaymentReminders,
  studio,
} from "./payment-reminders.fixture.js";

setUpPaymentReminders();

describe("a payment reminder automation's input", () => {
  const valid = {
    name: "Balance reminder",
    projectType: "WEDDING",
    automationType: "COMMUNICATION",
    stageId: null,
    channel: "EMAIL",
    triggerType: "PAYMENT_DUE_SOON",
    daysBefore: 3,
    triggerHour: 9,
    triggerMinute: 0,
    triggerMode: "BUSINESS",
  };

  it("answers 400 with a message, and writes nothing, for bad input", async () => {
    const who = await studio("America/New_York");
    const stored = async () =>
      (
        await ctx.database.db
          .select({ n: count() })
          .from(automations)
          .where(eq(automations.photographerId, who.photographerId))
      )[0]!.n;
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ triggerType: "PAYMENT_LATE" }, "Invalid option"],
      [{ daysBefore: 0 }, "Days must be between 1 and 365"],
      [{ daysBefore: 366 }, "Days must be between 1 and 365"],
      [{ daysBefore: 2.5 }, "Days must be between 1 and 365"],
      [{ daysBefore: "three" }, "Days must be between 1 and 365"],
      [{ daysBefore: undefined }, PAYMENT_REMINDER_DAYS_MESSAGE],
      [{ triggerHour: 24 }, "Hour must be between 0 and 23"],
      [
        { automationType: "STAGE_CHANGE", triggerType: "PAYMENT_OVERDUE", channel: null },
        PAYMENT_REMINDER_MESSAGES_ONLY,
      ],
    ];
    for (const [change, message] of cases) {
      const res = await api(who).post("/api/automations", { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect((res.json() as { message: string }).message, JSON.stringify(change)).toContain(message);
    }
    expect(await stored()).toBe(before);
  });

  it("refuses a reminder trigger on an automation without its days, and an unknown trigger", async () => {
    const who = await studio("America/New_York");
    const created = await api(who).post("/api/automations", {
      ...valid,
      triggerType: null,
      daysBefore: undefined,
    });
    expect(created.statusCode, created.body).toBe(201);
    const automationId = (created.json() as { id: string }).id;
    const add = (triggerType: string) =>
      api(who).post("/api/business-triggers", { automationId, triggerType });
    const noDays = await add("PAYMENT_OVERDUE");
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json()).toEqual({ message: PAYMENT_REMINDER_DAYS_MESSAGE });
    const unknown = await add("PAYMENT_SOMETIME");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: "Unknown business event" });
    expect((await api(who).get(`/api/automations/${automationId}`)).json()).toMatchObject({
      businessTriggers: [],
    });
  });

  it("shows the reminder's trigger, days and send time on the automation", async () => {
    const who = await studio("America/New_York");
    const rule = await reminderRule(who, "PAYMENT_OVERDUE", { daysBefore: 2, triggerHour: 10 });
    const shown = (await api(who).get(`/api/automations/${rule.id}`)).json();
    expect(shown).toMatchObject({
      triggerType: "PAYMENT_OVERDUE",
      daysBefore: 2,
      triggerTiming: "AFTER",
      triggerHour: 10,
      businessTriggers: [expect.objectContaining({ triggerType: "PAYMENT_OVERDUE" })],
    });
  });
});

describe.runIf(testDbKind() === "postgres")("two servers ticking at once", () => {
  it("queue one reminder per automation and instalment, and send it once", async () => {
    const who = await studio("America/New_York");
    const rule = await reminderRule(who, "PAYMENT_DUE_SOON", { daysBefore: 3, triggerHour: 9 });
    const owed = await owedInstallment(who, "2027-03-10");
    const firesAt = new Date("2027-03-07T14:00:00Z");
    const queued = await Promise.all(
      Array.from({ length: 24 }, (_, i) => engine().runPaymentReminders(new Date(firesAt.getTime() + i))),
    );
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await remindersOf(rule.id)).toHaveLength(1);
    const runs = await runsOf(rule.id);
    expect(runs).toHaveLength(1);

    // The run's job delivered to two workers at once still sends one e-mail.
    setClock(firesAt);
    await Promise.all([engine().runExecution(runs[0]!.id), engine().runExecution(runs[0]!.id)]);
    await drain();
    expect(await mailTo(owed.email)).toHaveLength(1);
    expect(await runsOf(rule.id)).toEqual([expect.objectContaining({ status: "SUCCESS" })]);
  });
});

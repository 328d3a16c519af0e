import { describe, expect, it } from "vitest";
import { type Automation, automationGroup, type BusinessTriggerType } from "../../../shared/automations";
import { automationsForStage, groupAutomations, isGlobalAutomation } from "./automation-filters";
import { describeTimeTrigger, describeTrigger, formatTriggerTime } from "./automation-labels";

const STAGE = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

function automation(overrides: Partial<Automation> = {}): Automation {
  return {
    id: "a",
    projectType: "WEDDING",
    name: "Welcome",
    automationType: "COMMUNICATION",
    stageId: null,
    stageName: null,
    channel: "EMAIL",
    triggerType: null,
    targetStageId: null,
    targetStageName: null,
    daysBefore: null,
    triggerTiming: "BEFORE",
    triggerHour: 9,
    triggerMinute: 0,
    eventType: null,
    stageCondition: null,
    templateId: null,
    questionnaireTemplateId: null,
    eventDateCondition: "ANY",
    enabled: true,
    triggerMode: "STAGE",
    createdAt: "2026-01-10T10:00:00.000Z",
    steps: [],
    businessTriggers: [],
    ...overrides,
  };
}

const step = (stepIndex: number, delayMinutes: number) => ({
  id: `s${stepIndex}`,
  automationId: "a",
  stepIndex,
  delayMinutes,
  templateId: null,
  enabled: true,
  quietHoursStart: null,
  quietHoursEnd: null,
  template: null,
});

const trigger = {
  id: "t",
  automationId: "a",
  triggerType: "DEPOSIT_PAID" as BusinessTriggerType,
  enabled: true,
  minAmountCents: null,
  projectType: null,
};

describe("when a card says it runs", () => {
  it("shows the business trigger first, else the first step's delay, else Immediately", () => {
    expect(describeTrigger(automation({ businessTriggers: [trigger], steps: [step(0, 60)] }))).toBe(
      "When deposit paid",
    );
    expect(describeTrigger(automation({ steps: [step(1, 0), step(0, 2 * 1440)] }))).toBe("After 2 days");
    expect(describeTrigger(automation({ steps: [step(0, 0)] }))).toBe("Immediately");
    expect(describeTrigger(automation())).toBe("Immediately");
  });

  it("describes a time trigger with its date and 24-hour time", () => {
    const countdown = automation({
      automationType: "COUNTDOWN",
      daysBefore: 1,
      triggerTiming: "AFTER",
      eventType: "DELIVERY_DATE",
      triggerHour: 18,
      triggerMinute: 30,
    });
    expect(describeTrigger(countdown)).toBe("1 day after delivery date at 18:30");
    expect(describeTimeTrigger({ ...countdown, daysBefore: 14, triggerTiming: "BEFORE" })).toBe(
      "14 days before delivery date at 18:30",
    );
    expect(formatTriggerTime(9, 0)).toBe("09:00");
  });
});

describe("a payment reminder's card", () => {
  const reminder = (triggerType: "PAYMENT_DUE_SOON" | "PAYMENT_OVERDUE", daysBefore: number) =>
    automation({
      triggerType,
      daysBefore,
      triggerTiming: triggerType === "PAYMENT_DUE_SOON" ? "BEFORE" : "AFTER",
      triggerHour: 9,
      triggerMinute: 30,
      triggerMode: "BUSINESS",
      steps: [step(0, 0)],
      businessTriggers: [{ ...trigger, triggerType }],
    });

  it("says which reminder, how many days from the due date and when it sends", () => {
    expect(describeTrigger(reminder("PAYMENT_DUE_SOON", 3))).toBe(
      "Payment due soon: 3 days before the due date at 09:30",
    );
    expect(describeTrigger(reminder("PAYMENT_OVERDUE", 1))).toBe(
      "Payment overdue: 1 day after the due date at 09:30",
    );
    // Named on the automation only (made through the API without its business trigger row).
    expect(describeTrigger({ ...reminder("PAYMENT_OVERDUE", 7), businessTriggers: [] })).toBe(
      "Payment overdue: 7 days after the due date at 09:30",
    );
  });

  it("is grouped with the trigger-based automations, with or without its business trigger row", () => {
    expect(automationGroup(reminder("PAYMENT_DUE_SOON", 3))).toBe("Trigger-Based");
    expect(automationGroup({ ...reminder("PAYMENT_OVERDUE", 3), businessTriggers: [] })).toBe(
      "Trigger-Based",
    );
  });
});

describe("which tab and group an automation belongs to", () => {
  it("is global with neither a stage nor a stage condition", () => {
    expect(isGlobalAutomation(automation())).toBe(true);
    expect(isGlobalAutomation(automation({ stageId: STAGE }))).toBe(false);
    expect(isGlobalAutomation(automation({ stageCondition: STAGE }))).toBe(false);
  });

  it("lists a stage's own automations and groups them Immediate, Time-Based, Trigger-Based", () => {
    const list = [
      automation({ id: "now", stageId: STAGE, steps: [step(0, 0)] }),
      automation({ id: "later", stageId: STAGE, steps: [step(0, 30)] }),
      automation({ id: "event", stageId: STAGE, businessTriggers: [trigger] }),
      automation({ id: "conditioned", automationType: "COUNTDOWN", stageCondition: STAGE }),
      automation({ id: "elsewhere", stageId: "other" }),
    ];
    const forStage = automationsForStage(list, STAGE);
    expect(forStage.map((a) => a.id)).toEqual(["now", "later", "event", "conditioned"]);
    expect(
      groupAutomations(forStage).map(({ group, automations }) => [group, automations.map((a) => a.id)]),
    ).toEqual([
      ["Immediate", ["now", "conditioned"]],
      ["Time-Based", ["later"]],
      ["Trigger-Based", ["event"]],
    ]);
  });
});

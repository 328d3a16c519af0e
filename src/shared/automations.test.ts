import { describe, expect, it } from "vitest";
import { delayToMinutes, formatDelay, minutesToDelay } from "./automation-delays";
import {
  automationConfigurationProblem,
  automationGroup,
  createAutomationInputSchema,
  INVALID_AUTOMATION_CONFIGURATION,
  isPaymentReminderTrigger,
  PAYMENT_REMINDER_DAYS_MESSAGE,
  PAYMENT_REMINDER_MESSAGES_ONLY,
  paymentReminderTiming,
} from "./automations";

describe("delay arithmetic", () => {
  it("stores days*1440 + hours*60 + minutes", () => {
    expect(delayToMinutes({ days: 2, hours: 3, minutes: 15 })).toBe(2 * 1440 + 180 + 15);
    expect(delayToMinutes({})).toBe(0);
    expect(delayToMinutes({ days: -1, hours: Number.NaN, minutes: 30 })).toBe(30);
  });

  it("splits stored minutes back into days, hours and minutes", () => {
    expect(minutesToDelay(3075)).toEqual({ days: 2, hours: 3, minutes: 15 });
    expect(minutesToDelay(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it("displays minutes below 60, hours below 1440, else days with hours", () => {
    expect(formatDelay(0)).toBe("Immediately");
    expect(formatDelay(1)).toBe("1 minute");
    expect(formatDelay(45)).toBe("45 minutes");
    expect(formatDelay(60)).toBe("1 hour");
    expect(formatDelay(90)).toBe("1 hour 30 minutes");
    expect(formatDelay(1439)).toBe("23 hours 59 minutes");
    expect(formatDelay(1440)).toBe("1 day");
    expect(formatDelay(1440 * 3 + 120)).toBe("3 days 2 hours");
    expect(formatDelay(1440 * 7 + 5)).toBe("7 days");
  });
});

describe("server configuration rule", () => {
  const parse = (input: object) => createAutomationInputSchema.parse({ name: "A", ...input });
  const stage = "0b0e5a55-5a52-4c7a-9d4f-0d8c1f0e2b11";

  it("COMMUNICATION needs a stage (or explicit global null) and a channel or questionnaire", () => {
    expect(automationConfigurationProblem(parse({ stageId: stage, channel: "EMAIL" }))).toBeNull();
    expect(automationConfigurationProblem(parse({ stageId: null, channel: "SMS" }))).toBeNull();
    expect(
      automationConfigurationProblem(parse({ stageId: stage, questionnaireTemplateId: stage })),
    ).toBeNull();
    expect(automationConfigurationProblem(parse({ channel: "EMAIL" }))).toBe(
      INVALID_AUTOMATION_CONFIGURATION,
    );
    expect(automationConfigurationProblem(parse({ stageId: stage }))).toBe(INVALID_AUTOMATION_CONFIGURATION);
  });

  it("STAGE_CHANGE needs a trigger type and a target stage; COUNTDOWN days, event type and template", () => {
    expect(
      automationConfigurationProblem(
        parse({ automationType: "STAGE_CHANGE", triggerType: "DEPOSIT_PAID", targetStageId: stage }),
      ),
    ).toBeNull();
    expect(
      automationConfigurationProblem(parse({ automationType: "STAGE_CHANGE", triggerType: "DEPOSIT_PAID" })),
    ).toBe(INVALID_AUTOMATION_CONFIGURATION);
    expect(
      automationConfigurationProblem(
        parse({ automationType: "COUNTDOWN", daysBefore: 14, eventType: "EVENT_DATE", templateId: stage }),
      ),
    ).toBeNull();
    expect(
      automationConfigurationProblem(
        parse({ automationType: "COUNTDOWN", daysBefore: 14, eventType: "EVENT_DATE" }),
      ),
    ).toBe(INVALID_AUTOMATION_CONFIGURATION);
  });

  it("a payment reminder is a communication automation with its days", () => {
    const reminder = { stageId: null, channel: "EMAIL", triggerType: "PAYMENT_DUE_SOON", daysBefore: 3 };
    expect(automationConfigurationProblem(parse(reminder))).toBeNull();
    expect(automationConfigurationProblem(parse({ ...reminder, daysBefore: undefined }))).toBe(
      PAYMENT_REMINDER_DAYS_MESSAGE,
    );
    expect(
      automationConfigurationProblem(
        parse({
          ...reminder,
          automationType: "STAGE_CHANGE",
          triggerType: "PAYMENT_OVERDUE",
          targetStageId: stage,
        }),
      ),
    ).toBe(PAYMENT_REMINDER_MESSAGES_ONLY);
    expect(createAutomationInputSchema.safeParse({ name: "A", ...reminder, daysBefore: 366 }).success).toBe(
      false,
    );
    expect(paymentReminderTiming("PAYMENT_DUE_SOON")).toBe("BEFORE");
    expect(paymentReminderTiming("PAYMENT_OVERDUE")).toBe("AFTER");
    expect(isPaymentReminderTrigger("DEPOSIT_PAID")).toBe(false);
  });

  it("'global', 'none' and 'unavailable' count as no value", () => {
    const parsed = parse({ stageId: "global", templateId: "none", questionnaireTemplateId: "unavailable" });
    expect(parsed.stageId).toBeNull();
    expect(parsed.templateId).toBeNull();
    expect(parsed.questionnaireTemplateId).toBeNull();
  });
});

describe("grouping", () => {
  const step = (delayMinutes: number, stepIndex = 0) => ({ delayMinutes, stepIndex }) as never;
  it("business triggers first, then stage change or a zero first delay, else time-based", () => {
    expect(
      automationGroup({
        automationType: "COMMUNICATION",
        steps: [step(60)],
        businessTriggers: [{} as never],
      }),
    ).toBe("Trigger-Based");
    expect(automationGroup({ automationType: "STAGE_CHANGE", steps: [], businessTriggers: [] })).toBe(
      "Immediate",
    );
    expect(automationGroup({ automationType: "COMMUNICATION", steps: [step(0)], businessTriggers: [] })).toBe(
      "Immediate",
    );
    expect(automationGroup({ automationType: "COMMUNICATION", steps: [], businessTriggers: [] })).toBe(
      "Immediate",
    );
    expect(
      automationGroup({
        automationType: "COMMUNICATION",
        steps: [step(0, 1), step(1440, 0)],
        businessTriggers: [],
      }),
    ).toBe("Time-Based");
  });
});

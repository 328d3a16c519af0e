/**
 * The automation form with a payment reminder chosen (Payment due soon / Payment overdue): the days and
 * send time it asks for, what it refuses (a move, a delay), its suggested name and its plan of calls.
 */
import { describe, expect, it } from "vitest";
import {
  BUSINESS_TRIGGER_TYPES,
  createAutomationInputSchema,
  PAYMENT_REMINDER_MESSAGES_ONLY,
} from "../../../shared/automations";
import {
  DAYS_RANGE_MESSAGE,
  HOUR_RANGE_MESSAGE,
  planAutomations,
  suggestedName,
  validateAutomationDraft,
} from "./automation-form";
import { BOOKED, ctx, draft, WELCOME } from "./automation-form.fixture";
import { reminderTimingPatch, reminderTriggerOf } from "./edit-reminder-fields";
import { countsDays } from "./send-time-form";

const reminder = (overrides = {}) =>
  draft({
    triggerMode: "BUSINESS",
    businessEvent: "PAYMENT_DUE_SOON",
    templateId: WELCOME,
    timeDays: "3",
    timeHour: "9",
    ...overrides,
  });

describe("a payment reminder in the automation form", () => {
  it("is offered among the business events", () => {
    expect(BUSINESS_TRIGGER_TYPES).toEqual(expect.arrayContaining(["PAYMENT_DUE_SOON", "PAYMENT_OVERDUE"]));
  });

  it("asks for its days (1 to 365) and send hour, and refuses a move", () => {
    expect(validateAutomationDraft(reminder(), ctx)).toEqual({});
    expect(validateAutomationDraft(reminder({ timeDays: "0" }), ctx)).toEqual({
      timeDays: DAYS_RANGE_MESSAGE,
    });
    expect(validateAutomationDraft(reminder({ timeDays: "366" }), ctx)).toEqual({
      timeDays: DAYS_RANGE_MESSAGE,
    });
    expect(validateAutomationDraft(reminder({ timeHour: "" }), ctx)).toEqual({
      timeHour: HOUR_RANGE_MESSAGE,
    });
    expect(
      validateAutomationDraft(reminder({ moveProjects: true, targetStageId: BOOKED }), ctx).moveProjects,
    ).toBe(PAYMENT_REMINDER_MESSAGES_ONLY);
    // Another business event keeps ignoring the days field.
    expect(validateAutomationDraft(reminder({ businessEvent: "DEPOSIT_PAID", timeDays: "0" }), ctx)).toEqual(
      {},
    );
  });

  it("counts days like a time trigger: no delay or questionnaire is asked for", () => {
    expect(countsDays(reminder())).toBe(true);
    expect(countsDays(reminder({ businessEvent: "DEPOSIT_PAID" }))).toBe(false);
    // A delay typed before choosing the reminder neither blocks it nor delays it.
    const typed = reminder({ delayMode: "delayed", delayDays: "x" });
    expect(validateAutomationDraft(typed, ctx)).toEqual({});
    const result = planAutomations(typed, ctx);
    expect(result.ok && result.plan[0]?.step?.delayMinutes).toBe(0);
  });

  it("suggests a name saying which reminder and when", () => {
    expect(suggestedName(reminder(), ctx)).toBe("Payment due soon, 3 days before - Email");
    expect(suggestedName(reminder({ businessEvent: "PAYMENT_OVERDUE", timeDays: "1" }), ctx)).toBe(
      "Payment overdue, 1 day after - Email",
    );
  });

  it("plans one communication automation with its days, send time, step and business trigger", () => {
    const result = planAutomations(reminder({ businessEvent: "PAYMENT_OVERDUE", timeMinute: 30 }), ctx);
    expect(result).toEqual({
      ok: true,
      plan: [
        {
          kind: "communication",
          automation: {
            name: "Payment overdue, 3 days after - Email",
            enabled: true,
            projectType: "WEDDING",
            channel: "EMAIL",
            templateId: WELCOME,
            automationType: "COMMUNICATION",
            stageId: null,
            questionnaireTemplateId: null,
            triggerMode: "BUSINESS",
            triggerType: "PAYMENT_OVERDUE",
            daysBefore: 3,
            triggerTiming: "AFTER",
            triggerHour: 9,
            triggerMinute: 30,
          },
          step: { stepIndex: 0, delayMinutes: 0, enabled: true, templateId: WELCOME },
          businessTrigger: "PAYMENT_OVERDUE",
        },
      ],
    });
    // What the server accepts.
    if (result.ok)
      expect(createAutomationInputSchema.safeParse(result.plan[0]!.automation).success).toBe(true);
  });
});

describe("editing a payment reminder", () => {
  it("knows a reminder by its business trigger or its own trigger type, and checks its days", () => {
    const base = { businessTriggers: [], triggerType: null };
    expect(reminderTriggerOf(base)).toBeNull();
    expect(reminderTriggerOf({ ...base, triggerType: "PAYMENT_OVERDUE" })).toBe("PAYMENT_OVERDUE");
    expect(reminderTimingPatch({ days: "5", hour: "18", minute: 45 })).toEqual({
      patch: { daysBefore: 5, triggerHour: 18, triggerMinute: 45 },
    });
    expect(reminderTimingPatch({ days: "0", hour: "9", minute: 0 })).toEqual({ error: DAYS_RANGE_MESSAGE });
    expect(reminderTimingPatch({ days: "", hour: "9", minute: 0 })).toEqual({ error: DAYS_RANGE_MESSAGE });
  });
});

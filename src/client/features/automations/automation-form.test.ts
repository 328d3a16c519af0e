import { describe, expect, it, vi } from "vitest";
import {
  type AutomationDraft,
  newAutomationDraft,
  withChannel,
  withDelayField,
  withDelayMode,
  withMoveProjects,
  withSendMessages,
} from "./automation-draft";
import {
  type AutomationFormContext,
  BUSINESS_TRIGGER_REQUIRED_MESSAGE,
  INVALID_TEMPLATE_MESSAGE,
  NO_ACTION_MESSAGE,
  planAutomations,
  STAGE_PIPELINE_MESSAGE,
  submitLabel,
  suggestedName,
  validateAutomationDraft,
} from "./automation-form";
import { runCreationPlan } from "./create-automations";

const INQUIRY = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const BOOKED = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const WELCOME = "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e";
const REMINDER_SMS = "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f";

const ctx: AutomationFormContext = {
  projectType: "WEDDING",
  stages: [
    { id: INQUIRY, name: "Inquiry" },
    { id: BOOKED, name: "Booked" },
  ],
  templates: [
    { id: WELCOME, channel: "EMAIL" },
    { id: REMINDER_SMS, channel: "SMS" },
  ],
  questionnaires: [],
};

const draft = (overrides: Partial<AutomationDraft> = {}): AutomationDraft => ({
  ...newAutomationDraft(),
  ...overrides,
});

describe("the submit label", () => {
  it("asks for an action first, then the trigger, the message and the target stage", () => {
    expect(submitLabel(draft({ sendMessages: false }))).toBe("Enable at least one action");
    expect(submitLabel(draft())).toBe("Select trigger stage");
    expect(submitLabel(draft({ triggerMode: "BUSINESS" }))).toBe("Select business event");
    expect(submitLabel(draft({ triggerStageId: INQUIRY }))).toBe("Select template or questionnaire");
    expect(
      submitLabel(
        draft({
          triggerMode: "BUSINESS",
          businessEvent: "DEPOSIT_PAID",
          templateId: WELCOME,
          moveProjects: true,
        }),
      ),
    ).toBe("Select target stage");
  });

  it("names what will be created once nothing is missing", () => {
    const ready = draft({ triggerMode: "BUSINESS", businessEvent: "DEPOSIT_PAID", templateId: WELCOME });
    expect(submitLabel(ready)).toBe("Create Communication Automation");
    expect(submitLabel({ ...ready, moveProjects: true, targetStageId: BOOKED })).toBe(
      "Create Communication + Pipeline Automations",
    );
    expect(
      submitLabel({ ...withSendMessages(ready, false), moveProjects: true, targetStageId: BOOKED }),
    ).toBe("Create Pipeline Automation");
  });

  it("does not count 'none' or 'unavailable' as a template or questionnaire", () => {
    const base = draft({ triggerStageId: INQUIRY });
    expect(submitLabel({ ...base, templateId: "none" })).toBe("Select template or questionnaire");
    expect(submitLabel({ ...base, questionnaireTemplateId: "unavailable" })).toBe(
      "Select template or questionnaire",
    );
  });

  it("needs no trigger choice in time mode (its days and date have defaults)", () => {
    expect(submitLabel(draft({ triggerMode: "TIME", templateId: WELCOME }))).toBe(
      "Create Communication Automation",
    );
  });
});

describe("the messages under the fields", () => {
  it("asks for at least one action", () => {
    const errors = validateAutomationDraft(draft({ sendMessages: false, triggerStageId: INQUIRY }), ctx);
    expect(errors).toEqual({ actions: NO_ACTION_MESSAGE });
  });

  it("requires the trigger of the chosen mode", () => {
    expect(validateAutomationDraft(draft({ templateId: WELCOME }), ctx).triggerStageId).toBe(
      "Select trigger stage",
    );
    expect(
      validateAutomationDraft(draft({ templateId: WELCOME, triggerStageId: "global" }), ctx).triggerStageId,
    ).toBeUndefined();
    expect(
      validateAutomationDraft(draft({ templateId: WELCOME, triggerMode: "BUSINESS" }), ctx).businessEvent,
    ).toBe("Select business event");
  });

  it("bounds the time trigger: days 1 to 365, hour 0 to 23, and a base date", () => {
    const time = draft({ triggerMode: "TIME", templateId: WELCOME });
    expect(validateAutomationDraft(time, ctx)).toEqual({});
    expect(validateAutomationDraft({ ...time, timeDays: "0" }, ctx).timeDays).toBe(
      "Days must be between 1 and 365",
    );
    expect(validateAutomationDraft({ ...time, timeDays: "366" }, ctx).timeDays).toBeDefined();
    expect(validateAutomationDraft({ ...time, timeDays: "2.5" }, ctx).timeDays).toBeDefined();
    expect(validateAutomationDraft({ ...time, timeHour: "24" }, ctx).timeHour).toBe(
      "Hour must be between 0 and 23",
    );
    expect(validateAutomationDraft({ ...time, timeHour: "0" }, ctx).timeHour).toBeUndefined();
    expect(validateAutomationDraft({ ...time, timeBaseDate: "" }, ctx).timeBaseDate).toBeDefined();
  });

  it("checks the template against the channel's templates", () => {
    const stage = draft({ triggerStageId: INQUIRY });
    expect(validateAutomationDraft({ ...stage, templateId: REMINDER_SMS }, ctx).templateId).toBe(
      INVALID_TEMPLATE_MESSAGE,
    );
    const noSms = { ...ctx, templates: [{ id: WELCOME, channel: "EMAIL" as const }] };
    expect(validateAutomationDraft({ ...stage, channel: "SMS" }, noSms).templateId).toBe(
      "No SMS templates available. Please create templates first.",
    );
    expect(validateAutomationDraft(stage, ctx).templateId).toBe("Select template or questionnaire");
  });

  it("accepts a questionnaire instead of a template, except on a time trigger", () => {
    const withQuestionnaire = { ...ctx, questionnaires: [{ id: BOOKED }] };
    const stage = draft({ triggerStageId: INQUIRY, questionnaireTemplateId: BOOKED });
    expect(validateAutomationDraft(stage, withQuestionnaire)).toEqual({});
    expect(
      validateAutomationDraft({ ...stage, triggerMode: "TIME" }, withQuestionnaire).templateId,
    ).toBeDefined();
  });

  it("keeps a delay within its bounds (hours up to 23, minutes up to 59)", () => {
    const delayed = draft({ triggerStageId: INQUIRY, templateId: WELCOME, delayMode: "delayed" });
    expect(validateAutomationDraft({ ...delayed, delayHours: "24" }, ctx).delayHours).toBeDefined();
    expect(validateAutomationDraft({ ...delayed, delayMinutes: "60" }, ctx).delayMinutes).toBeDefined();
    expect(validateAutomationDraft({ ...delayed, delayDays: "-1" }, ctx).delayDays).toBeDefined();
    expect(validateAutomationDraft({ ...delayed, delayDays: "" }, ctx)).toEqual({});
  });

  it("refuses pipeline automations without a business event trigger", () => {
    const pipeline = withSendMessages(draft({ moveProjects: true, targetStageId: BOOKED }), false);
    expect(validateAutomationDraft({ ...pipeline, triggerStageId: INQUIRY }, ctx).moveProjects).toBe(
      STAGE_PIPELINE_MESSAGE,
    );
    expect(validateAutomationDraft({ ...pipeline, triggerMode: "TIME" }, ctx).moveProjects).toBe(
      BUSINESS_TRIGGER_REQUIRED_MESSAGE,
    );
    const business = {
      ...pipeline,
      triggerMode: "BUSINESS" as const,
      businessEvent: "DEPOSIT_PAID" as const,
    };
    expect(validateAutomationDraft(business, ctx)).toEqual({});
    expect(validateAutomationDraft({ ...business, targetStageId: "" }, ctx).targetStageId).toBe(
      "Select target stage",
    );
  });
});

describe("the form's transitions", () => {
  it("clears template, delay, questionnaire and channel when Send Messages is turned off", () => {
    const full = draft({
      channel: "SMS",
      templateId: REMINDER_SMS,
      questionnaireTemplateId: BOOKED,
      delayMode: "delayed",
      delayDays: "2",
    });
    expect(withSendMessages(full, false)).toMatchObject({
      sendMessages: false,
      channel: "EMAIL",
      templateId: "",
      questionnaireTemplateId: "",
      delayMode: "immediate",
      delayDays: "0",
    });
  });

  it("clears the target stage when Move Projects is turned off", () => {
    expect(withMoveProjects(draft({ moveProjects: true, targetStageId: BOOKED }), false).targetStageId).toBe(
      "",
    );
  });

  it("switches to delayed on a non-zero delay, and zeroes it when immediate is chosen", () => {
    const typed = withDelayField(draft(), "delayHours", "3");
    expect(typed.delayMode).toBe("delayed");
    expect(withDelayField(draft(), "delayHours", "0").delayMode).toBe("immediate");
    expect(withDelayMode(typed, "immediate")).toMatchObject({ delayMode: "immediate", delayHours: "0" });
  });

  it("drops the template when the channel changes", () => {
    expect(withChannel(draft({ templateId: WELCOME }), "SMS").templateId).toBe("");
  });
});

describe("the plan of calls", () => {
  it("stage trigger + messages: a communication automation and its first step", () => {
    const result = planAutomations(
      draft({
        name: " Inquiry follow-up ",
        triggerStageId: INQUIRY,
        templateId: WELCOME,
        delayMode: "delayed",
        delayDays: "1",
        delayHours: "2",
        delayMinutes: "30",
      }),
      ctx,
    );
    expect(result).toEqual({
      ok: true,
      plan: [
        {
          kind: "communication",
          automation: {
            name: "Inquiry follow-up",
            enabled: true,
            projectType: "WEDDING",
            channel: "EMAIL",
            templateId: WELCOME,
            automationType: "COMMUNICATION",
            stageId: INQUIRY,
            questionnaireTemplateId: null,
            triggerMode: "STAGE",
          },
          step: { stepIndex: 0, delayMinutes: 1590, enabled: true, templateId: WELCOME },
          businessTrigger: undefined,
        },
      ],
    });
  });

  it("a global stage trigger sends a null stage", () => {
    const result = planAutomations(draft({ triggerStageId: "global", templateId: WELCOME }), ctx);
    expect(result.ok && result.plan[0]?.automation.stageId).toBeNull();
  });

  it("business trigger + both actions: two automations, each with the business trigger", () => {
    const result = planAutomations(
      draft({
        triggerMode: "BUSINESS",
        businessEvent: "DEPOSIT_PAID",
        templateId: WELCOME,
        moveProjects: true,
        targetStageId: BOOKED,
      }),
      ctx,
    );
    if (!result.ok) throw new Error("expected a plan");
    expect(result.plan.map((p) => p.automation.name)).toEqual([
      "Deposit paid - Email",
      "Deposit paid - Move to Booked",
    ]);
    expect(result.plan[0]).toMatchObject({
      automation: { automationType: "COMMUNICATION", stageId: null, triggerMode: "BUSINESS" },
      step: { delayMinutes: 0 },
      businessTrigger: "DEPOSIT_PAID",
    });
    expect(result.plan[1]).toEqual({
      kind: "pipeline",
      automation: {
        name: "Deposit paid - Move to Booked",
        enabled: true,
        projectType: "WEDDING",
        automationType: "STAGE_CHANGE",
        stageId: null,
        channel: null,
        templateId: null,
        questionnaireTemplateId: null,
        triggerType: "DEPOSIT_PAID",
        targetStageId: BOOKED,
        triggerMode: "BUSINESS",
      },
      businessTrigger: "DEPOSIT_PAID",
    });
  });

  it("time trigger: one countdown automation with its date, hour and minute", () => {
    const result = planAutomations(
      draft({
        triggerMode: "TIME",
        templateId: WELCOME,
        timeDays: "14",
        timeTiming: "AFTER",
        timeHour: "18",
        timeMinute: 30,
        timeBaseDate: "DELIVERY_DATE",
      }),
      ctx,
    );
    if (!result.ok) throw new Error("expected a plan");
    expect(result.plan).toHaveLength(1);
    expect(result.plan[0]?.step).toBeUndefined();
    expect(result.plan[0]?.automation).toMatchObject({
      name: "14 days after delivery date - Email",
      automationType: "COUNTDOWN",
      stageId: null,
      daysBefore: 14,
      triggerTiming: "AFTER",
      triggerHour: 18,
      triggerMinute: 30,
      eventType: "DELIVERY_DATE",
      triggerMode: "TIME",
    });
  });

  it("reports the first wrong field in screen order", () => {
    const result = planAutomations(draft({ moveProjects: true }), ctx);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.first).toBe("triggerStageId");
  });

  it("gives a typed name to both automations, the pipeline one marked", () => {
    const result = planAutomations(
      draft({
        name: "Booking",
        triggerMode: "BUSINESS",
        businessEvent: "PROJECT_BOOKED",
        templateId: WELCOME,
        moveProjects: true,
        targetStageId: BOOKED,
      }),
      ctx,
    );
    expect(result.ok && result.plan.map((p) => p.automation.name)).toEqual(["Booking", "Booking (pipeline)"]);
  });

  it("suggests a name from the trigger and actions", () => {
    expect(
      suggestedName(
        draft({
          triggerMode: "BUSINESS",
          businessEvent: "DEPOSIT_PAID",
          moveProjects: true,
          targetStageId: BOOKED,
        }),
        ctx,
      ),
    ).toBe("Deposit paid - Email + Move to Booked");
    expect(suggestedName(draft({ triggerStageId: INQUIRY }), ctx)).toBe("Inquiry - Email");
    expect(suggestedName(draft({ triggerStageId: "global", channel: "SMS" }), ctx)).toBe("Any stage - SMS");
  });
});

describe("running the plan", () => {
  const plan = () => {
    const result = planAutomations(
      draft({
        triggerMode: "BUSINESS",
        businessEvent: "PROJECT_BOOKED",
        templateId: WELCOME,
        moveProjects: true,
        targetStageId: BOOKED,
      }),
      ctx,
    );
    if (!result.ok) throw new Error("expected a plan");
    return result.plan;
  };

  it("posts each automation, then its step and business trigger", async () => {
    let n = 0;
    const request = vi.fn(async (method: string, _url: string, _body?: unknown) =>
      method === "POST" ? { id: `a${++n}` } : null,
    );
    await expect(runCreationPlan(plan(), request)).resolves.toEqual(["a1", "a4"]);
    expect(request.mock.calls.map(([method, url]) => `${method} ${url}`)).toEqual([
      "POST /api/automations",
      "POST /api/automations/a1/steps",
      "POST /api/business-triggers",
      "POST /api/automations",
      "POST /api/business-triggers",
    ]);
    expect(request.mock.calls[2]?.[2]).toEqual({
      automationId: "a1",
      triggerType: "PROJECT_BOOKED",
      enabled: true,
    });
  });

  it("deletes what it created when a later call fails, and rethrows the failure", async () => {
    const failure = new Error("500: boom");
    const request = vi.fn(async (method: string, url: string) => {
      if (method === "POST" && url === "/api/automations") {
        return { id: request.mock.calls.length === 1 ? "first" : "second" };
      }
      if (url === "/api/business-triggers" && request.mock.calls.length > 4) throw failure;
      return null;
    });
    await expect(runCreationPlan(plan(), request)).rejects.toBe(failure);
    const deletes = request.mock.calls.filter(([method]) => method === "DELETE").map(([, url]) => url);
    expect(deletes).toEqual(["/api/automations/first", "/api/automations/second"]);
  });
});

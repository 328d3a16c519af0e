/**
 * The automation form's fields: the submit button's label, the messages under the fields, and the
 * transitions when an action, the delay or the channel changes.
 */
import { describe, expect, it } from "vitest";
import {
  withChannel,
  withDelayField,
  withDelayMode,
  withMoveProjects,
  withSendMessages,
} from "./automation-draft";
import {
  BUSINESS_TRIGGER_REQUIRED_MESSAGE,
  INVALID_TEMPLATE_MESSAGE,
  NO_ACTION_MESSAGE,
  STAGE_PIPELINE_MESSAGE,
  submitLabel,
  validateAutomationDraft,
} from "./automation-form";
import { BOOKED, ctx, draft, INQUIRY, REMINDER_SMS, WELCOME } from "./automation-form.fixture";

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

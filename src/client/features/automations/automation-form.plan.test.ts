/**
 * The automation form's plan of calls (which automations, steps and business triggers a draft becomes,
 * and the suggested name), and running that plan against the API, undoing it when a call fails.
 */
import { describe, expect, it, vi } from "vitest";
import { planAutomations, suggestedName } from "./automation-form";
import { BOOKED, ctx, draft, INQUIRY, WELCOME } from "./automation-form.fixture";
import { runCreationPlan } from "./create-automations";

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

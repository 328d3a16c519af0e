import { describe, expect, it } from "vitest";
import { gettingStartedOpen, gettingStartedSteps } from "./getting-started-steps";

const done = (steps: ReturnType<typeof gettingStartedSteps>) =>
  Object.fromEntries(steps.map((step) => [step.key, step.done]));

describe("the dashboard's getting-started list", () => {
  it("starts with nothing done on a new studio, the starter automations first", () => {
    const steps = gettingStartedSteps({ automations: 0, hours: [], proposals: [] });
    expect(steps[0]).toMatchObject({ key: "automations", title: "Add the recommended automations" });
    expect(done(steps)).toEqual({ automations: false, hours: false, proposal: false });
    expect(gettingStartedOpen(steps)).toBe(true);
  });

  it("ticks each step off from the studio's data, and closes when all are done", () => {
    const some = gettingStartedSteps({
      automations: 55,
      hours: [{ isEnabled: false }],
      proposals: [{ sentAt: null }],
    });
    expect(done(some)).toEqual({ automations: true, hours: false, proposal: false });
    const all = gettingStartedSteps({
      automations: 1,
      hours: [{ isEnabled: true }],
      proposals: [{ sentAt: null }, { sentAt: "2026-11-01T10:00:00.000Z" }],
    });
    expect(done(all)).toEqual({ automations: true, hours: true, proposal: true });
    expect(gettingStartedOpen(all)).toBe(false);
  });
});

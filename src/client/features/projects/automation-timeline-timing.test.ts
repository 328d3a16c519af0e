import { describe, expect, it } from "vitest";
import type { AutomationTimelineEntry } from "../../../shared/automations";
import { nextTimelineRefetch, relativeTo } from "./automation-timeline-timing";

const NOW = Date.parse("2026-07-17T12:00:00Z");
const entry = (
  status: AutomationTimelineEntry["status"],
  minutesFromNow: number,
): AutomationTimelineEntry => ({
  id: `${status}-${minutesFromNow}`,
  automationId: "a",
  automationName: "Reminder",
  status,
  channel: "EMAIL",
  executedAt: status === "SCHEDULED" ? null : new Date(NOW).toISOString(),
  scheduledFor: new Date(NOW + minutesFromNow * 60_000).toISOString(),
  reason: null,
  summary: null,
});

describe("nextTimelineRefetch", () => {
  it("does not poll without scheduled steps", () => {
    expect(nextTimelineRefetch(undefined, NOW)).toBe(false);
    expect(nextTimelineRefetch([entry("SUCCESS", -5)], NOW)).toBe(false);
  });

  it("polls every few seconds while a step is due, and stops when it looks stuck", () => {
    expect(nextTimelineRefetch([entry("SCHEDULED", 0)], NOW)).toBe(5000);
    expect(nextTimelineRefetch([entry("SCHEDULED", -3)], NOW)).toBe(5000);
    expect(nextTimelineRefetch([entry("SCHEDULED", -30)], NOW)).toBe(false);
  });

  it("waits for the soonest step due within hours, and ignores ones days away", () => {
    expect(nextTimelineRefetch([entry("SCHEDULED", 2), entry("SCHEDULED", 60)], NOW)).toBe(125_000);
    expect(nextTimelineRefetch([entry("SCHEDULED", 3 * 1440)], NOW)).toBe(false);
  });
});

describe("relativeTo", () => {
  it("reads both ways", () => {
    expect(relativeTo(NOW + 3 * 86_400_000, NOW)).toBe("in 3 days");
    expect(relativeTo(NOW - 5 * 60_000, NOW)).toBe("5 minutes ago");
    expect(relativeTo(NOW - 10_000, NOW)).toBe("just now");
    expect(relativeTo(NOW + 10_000, NOW)).toBe("in a moment");
  });
});

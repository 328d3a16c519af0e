/**
 * The project page's explanation of its automations: what ran, what is scheduled next (and when, after
 * quiet hours), and what was skipped and why. It reads the execution rows the engine keeps.
 */
import type { AutomationTimelineEntry, ExecutionStatus } from "../../../shared/automations.js";
import type { Database } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import { findStudioProject, selectProjectExecutions } from "./automation-timeline.queries.js";

export function createAutomationTimeline(database: Database) {
  const { db } = database;

  async function forProject(photographerId: string, projectId: string): Promise<AutomationTimelineEntry[]> {
    const project = await findStudioProject(db, photographerId, projectId);
    if (!project) throw notFound("Project not found");
    const rows = await selectProjectExecutions(db, photographerId, projectId);
    const entries = rows.map(({ run, name }) => ({
      id: run.id,
      automationId: run.automationId,
      automationName: name,
      status: run.status as ExecutionStatus,
      channel: (run.channel as AutomationTimelineEntry["channel"]) ?? null,
      executedAt: run.status === "SCHEDULED" ? null : run.executedAt.toISOString(),
      scheduledFor: run.scheduledFor?.toISOString() ?? null,
      reason: run.reason,
      summary: run.summary,
    }));
    // What is next comes first, soonest first; then what happened, latest first.
    const upcoming = entries
      .filter((e) => e.status === "SCHEDULED")
      .sort((a, b) => (a.scheduledFor ?? "").localeCompare(b.scheduledFor ?? ""));
    const past = entries
      .filter((e) => e.status !== "SCHEDULED")
      .sort((a, b) => (b.executedAt ?? "").localeCompare(a.executedAt ?? ""));
    return [...upcoming, ...past];
  }

  return { forProject };
}

export type AutomationTimeline = ReturnType<typeof createAutomationTimeline>;

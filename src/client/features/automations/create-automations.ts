/**
 * Runs a creation plan against the API (creation takes several calls; on any failure the automations
 * already created are deleted, so a half-made pair never runs). The request function is passed in so
 * the rollback can be tested without a server.
 */
import type { PlannedAutomation } from "./automation-form";

export type RequestJson = (method: string, url: string, body?: unknown) => Promise<unknown>;

function idOf(created: unknown): string {
  const id = (created as { id?: unknown } | null)?.id;
  if (typeof id !== "string" || id === "") throw new Error("The server did not return the new automation");
  return id;
}

/** Creates every planned automation in order; returns their ids. Throws the first failure after undoing. */
export async function runCreationPlan(plan: readonly PlannedAutomation[], request: RequestJson) {
  const created: string[] = [];
  try {
    for (const planned of plan) {
      const id = idOf(await request("POST", "/api/automations", planned.automation));
      created.push(id);
      if (planned.step) {
        await request("POST", `/api/automations/${encodeURIComponent(id)}/steps`, planned.step);
      }
      if (planned.businessTrigger) {
        await request("POST", "/api/business-triggers", {
          automationId: id,
          triggerType: planned.businessTrigger,
          enabled: true,
        });
      }
    }
    return created;
  } catch (error) {
    // Deleting an automation takes its steps and triggers with it; a failed undo must not hide the cause.
    await Promise.allSettled(
      created.map((id) => request("DELETE", `/api/automations/${encodeURIComponent(id)}`)),
    );
    throw error;
  }
}

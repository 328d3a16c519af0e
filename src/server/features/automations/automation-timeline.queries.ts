/** SQL for a project's automation timeline: the project's ownership and the engine's execution rows. */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { automationExecutions, automations, projects } from "../../db/schema/index.js";

export async function findStudioProject(tx: DbOrTx, photographerId: string, projectId: string) {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.photographerId, photographerId)));
  return row ?? null;
}

/** Every execution row of the project, each with its automation's name, in no particular order. */
export async function selectProjectExecutions(tx: DbOrTx, photographerId: string, projectId: string) {
  return tx
    .select({ run: automationExecutions, name: automations.name })
    .from(automationExecutions)
    .innerJoin(automations, eq(automations.id, automationExecutions.automationId))
    .where(
      and(
        eq(automationExecutions.projectId, projectId),
        eq(automationExecutions.photographerId, photographerId),
      ),
    );
}

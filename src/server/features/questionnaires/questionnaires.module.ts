import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import type { PortalService } from "../portal/portal.service.js";
import { type AssignmentsService, createAssignmentsService } from "./assignments.service.js";
import { registerQuestionnaireRoutes } from "./questionnaires.routes.js";
import { createQuestionnairesService } from "./questionnaires.service.js";

/**
 * Questionnaires and their assignments to a client (answered in the portal). Returns the assignments,
 * which automations send.
 */
export async function registerQuestionnaires(
  app: App,
  deps: Pick<FeatureDeps, "database" | "email"> & { portal: PortalService },
): Promise<AssignmentsService> {
  const assignments = createAssignmentsService(deps.database, deps.email, deps.portal);
  registerQuestionnaireRoutes(app, createQuestionnairesService(deps.database), assignments);
  return assignments;
}

import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { studioNotifications } from "../photographer/studio-notifications.job.js";
import type { PortalService } from "../portal/portal.service.js";
import { type AssignmentsService, createAssignmentsService } from "./assignments.service.js";
import { registerQuestionnairePortalRoutes } from "./questionnaire-portal.routes.js";
import { registerQuestionnaireRoutes } from "./questionnaires.routes.js";
import { createQuestionnairesService } from "./questionnaires.service.js";

/**
 * Questionnaires and their assignments to a client (answered in the portal). Returns the assignments,
 * which automations send.
 */
export async function registerQuestionnaires(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "queue" | "email"> & { portal: PortalService },
): Promise<AssignmentsService> {
  // A submitted questionnaire tells the studio (Settings, Notifications).
  const notices = studioNotifications(deps);
  await deps.queue.register(notices.job);
  const assignments = createAssignmentsService(deps.database, deps.email, deps.portal, notices, deps.queue);
  registerQuestionnaireRoutes(app, createQuestionnairesService(deps.database), assignments);
  registerQuestionnairePortalRoutes(app, assignments);
  return assignments;
}

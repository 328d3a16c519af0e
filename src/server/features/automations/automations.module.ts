import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import {
  type AutomationEngine,
  createAutomationEngine,
  type QuestionnaireAssigner,
} from "./automation-engine.js";
import { createAutomationTimeline } from "./automation-timeline.js";
import { registerAutomationRoutes } from "./automations.routes.js";
import { createAutomationsService } from "./automations.service.js";
import { createStarterSetService } from "./starter-set.service.js";

/**
 * Automations: the engine (its run and clock jobs registered here, subscribed to the bus), the
 * automation routes and a project's automation timeline. The engine is decorated on the app as
 * `automationEngine`, which tests drive by hand (its clock, a job's handler), and returned.
 */
export async function registerAutomations(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "queue" | "bus" | "email" | "sms" | "projects"> & {
    /** The questionnaires module's assignments: an automation's action may assign one. */
    questionnaires: QuestionnaireAssigner;
  },
): Promise<AutomationEngine> {
  const engine = createAutomationEngine(deps);
  await deps.queue.register(...engine.jobs);
  app.decorate("automationEngine", engine);
  registerAutomationRoutes(
    app,
    createAutomationsService(deps.database),
    createAutomationTimeline(deps.database),
    createStarterSetService(deps.database),
  );
  return engine;
}

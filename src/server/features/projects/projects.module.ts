import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerProjectRoutes } from "./projects.routes.js";
import { createProjectsService, type ProjectsService } from "./projects.service.js";
import { createStagesService } from "./stages.service.js";

/** Projects and their pipeline stages (moving a project publishes the stage-entered event). */
export async function registerProjects(
  app: App,
  deps: Pick<FeatureDeps, "database" | "queue" | "bus" | "clients">,
): Promise<ProjectsService> {
  const projects = createProjectsService(deps.database, deps.queue, deps.bus, deps.clients);
  registerProjectRoutes(app, projects, createStagesService(deps.database, deps.queue));
  return projects;
}

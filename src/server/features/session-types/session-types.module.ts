import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerSessionTypeRoutes } from "./session-types.routes.js";
import { createSessionTypesService, type SessionTypesService } from "./session-types.service.js";

/** Session types: what the studio sells on its booking calendar (the default "Consultation" and more). */
export async function registerSessionTypes(
  app: App,
  deps: Pick<FeatureDeps, "database">,
): Promise<SessionTypesService> {
  const sessionTypes = createSessionTypesService(deps.database);
  registerSessionTypeRoutes(app, sessionTypes);
  return sessionTypes;
}

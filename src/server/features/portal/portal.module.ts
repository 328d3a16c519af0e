import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerPortalRoutes } from "./portal.routes.js";
import { createPortalService, type PortalService } from "./portal.service.js";
import { portalLimits } from "./portal-limits.js";

/** The client portal: login links, the client's own view of their projects, proposals and forms. */
export async function registerPortal(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "email" | "clients">,
): Promise<PortalService> {
  const portal = createPortalService(deps.database, deps.config, deps.email, deps.clients);
  registerPortalRoutes(app, portal, portalLimits(deps.database, deps.config));
  return portal;
}

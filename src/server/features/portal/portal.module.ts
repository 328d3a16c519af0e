import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerPortalRoutes } from "./portal.routes.js";
import { createPortalService, type PortalService } from "./portal.service.js";
import { portalLimits } from "./portal-limits.js";
import { registerLinkRequestRoutes } from "./portal-link-request.routes.js";
import { createLinkRequestService } from "./portal-link-request.service.js";

/** The client portal: login links, the client's own view of their projects, proposals and forms. */
export async function registerPortal(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "email" | "clients" | "queue">,
): Promise<PortalService> {
  const portal = createPortalService(deps.database, deps.config, deps.email, deps.clients);
  registerPortalRoutes(app, portal, portalLimits(deps.database, deps.config));
  const linkRequests = createLinkRequestService({ ...deps, issueLoginUrl: portal.issueLoginUrl });
  await deps.queue.register(linkRequests.job);
  registerLinkRequestRoutes(app, linkRequests);
  return portal;
}

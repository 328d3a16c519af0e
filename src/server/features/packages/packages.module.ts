import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerPackageRoutes } from "./packages.routes.js";
import { createPackagesService, type PackagesService } from "./packages.service.js";

/** Packages: the studio's priced offers that proposals are built from. */
export async function registerPackages(
  app: App,
  deps: Pick<FeatureDeps, "database">,
): Promise<PackagesService> {
  const packages = createPackagesService(deps.database);
  registerPackageRoutes(app, packages);
  return packages;
}

import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerApiTokenRoutes } from "./api-tokens.routes.js";
import { type ApiTokensService, createApiTokensService } from "./api-tokens.service.js";

/**
 * API tokens: the studio's keys for scripts and integrations. The routes that manage them are here; the
 * check of a token on each request is `createApiTokenAuthenticator` (api-token-auth.ts), which app.ts
 * hands to the access guard.
 */
export async function registerApiTokens(
  app: App,
  deps: Pick<FeatureDeps, "database">,
): Promise<ApiTokensService> {
  const service = createApiTokensService(deps.database);
  registerApiTokenRoutes(app, service);
  return service;
}

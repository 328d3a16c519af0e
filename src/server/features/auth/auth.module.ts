import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerAuthRoutes } from "./auth.routes.js";
import { createAuthService } from "./auth.service.js";
import { sessionCleanupJob } from "./session-cleanup.job.js";

/**
 * Sign-up, sign-in, sessions, password recovery and two-factor (under /api/auth), and the hourly
 * housekeeping job that drops expired sessions and old rate-limit windows.
 */
export async function registerAuth(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "queue">,
): Promise<void> {
  await deps.queue.register(sessionCleanupJob(deps.database));
  registerAuthRoutes(app, createAuthService(deps.database, deps.config));
}

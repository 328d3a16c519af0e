import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerAiDraftRoutes } from "./ai-draft.routes.js";
import { createCampaignEmailsService } from "./campaign-emails.service.js";
import type { CampaignEngine } from "./campaign-engine.js";
import { createCampaignVersionsService } from "./campaign-versions.service.js";
import { registerDripCampaignRoutes } from "./drip-campaigns.routes.js";
import { createDripCampaignsService } from "./drip-campaigns.service.js";

/**
 * A studio's own drip campaigns: their versions, e-mails and approval. The drip engine (its
 * `campaigns` part) enrols, pauses and stops their leads, and sends them.
 */
export async function registerDripCampaigns(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config">,
  engine: CampaignEngine,
): Promise<void> {
  registerDripCampaignRoutes(app, {
    campaigns: createDripCampaignsService(deps.database, engine),
    emails: createCampaignEmailsService(deps.database),
    versions: createCampaignVersionsService(deps.database),
  });
  registerAiDraftRoutes(app, deps);
}

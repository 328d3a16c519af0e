import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerContractTemplateRoutes } from "./contract-templates.routes.js";
import { createContractTemplatesService } from "./contract-templates.service.js";
import { registerProposalContracts } from "./proposal-contract.module.js";

/**
 * Contracts: the studio's contract templates (with smart fields), and the contract each proposal carries,
 * rendered from one of them. Returns the templates service for the features that attach a template.
 */
export async function registerContracts(app: App, deps: FeatureDeps) {
  const templates = createContractTemplatesService(deps.database);
  registerContractTemplateRoutes(app, templates);

  // Proposal contracts (records, signing, event log, PDF) register here, after the templates: they
  // render a template through `templates.get`.

  const proposalContracts = await registerProposalContracts(app, deps);

  return { templates, proposalContracts };
}

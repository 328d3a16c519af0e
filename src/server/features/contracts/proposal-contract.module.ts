import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { createContractPdfService } from "./contract-pdf.service.js";
import { registerContractVerifyRoutes } from "./contract-verify.routes.js";
import { createContractVerifyService } from "./contract-verify.service.js";
import { registerProposalContractRoutes } from "./proposal-contract.routes.js";
import { createProposalContractService } from "./proposal-contract.service.js";
import { createContractSigningService } from "./proposal-contract.signing.js";

/**
 * A proposal's contract: the studio's routes (attach, edit, log, countersign, void, PDF), the client's
 * PDF, and the public verification of a PDF. Returns the services the proposal's send and sign steps
 * call (`contracts.markSent`, `signing.openForSigning`, `signing.clientSign`).
 */
export function registerProposalContracts(app: App, deps: Pick<FeatureDeps, "database">) {
  const contracts = createProposalContractService(deps.database);
  const signing = createContractSigningService(deps.database);
  registerProposalContractRoutes(app, contracts, createContractPdfService(deps.database));
  registerContractVerifyRoutes(app, createContractVerifyService(deps.database));
  return { contracts, signing };
}

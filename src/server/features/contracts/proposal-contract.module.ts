import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { emitContractCompleted } from "../webhooks/webhook-emitters.js";
import { contractCompletedJob } from "./contract-completed.job.js";
import { createContractPdfService } from "./contract-pdf.service.js";
import { registerContractVerifyRoutes } from "./contract-verify.routes.js";
import { createContractVerifyService } from "./contract-verify.service.js";
import { registerProposalContractRoutes } from "./proposal-contract.routes.js";
import { createProposalContractService } from "./proposal-contract.service.js";
import { createContractSigningService } from "./proposal-contract.signing.js";

/**
 * A proposal's contract: the studio's routes (attach, edit, log, countersign, void, PDF), the client's
 * PDF, the e-mails with the signed PDF once both have signed, and the public verification of a PDF. Returns the services the proposal's send and sign steps
 * call (`contracts.markSent`, `signing.openForSigning`, `signing.clientSign`).
 */
export async function registerProposalContracts(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "queue" | "email">,
) {
  const pdfs = createContractPdfService(deps.database);
  const completed = contractCompletedJob(deps.database, deps, pdfs);
  await deps.queue.register(completed);
  const contracts = createProposalContractService(deps.database, async (tx, photographerId, estimateId) => {
    await deps.queue.enqueue(completed, { photographerId, estimateId }, { tx });
    await emitContractCompleted(tx, deps.queue, photographerId, estimateId);
  });
  const signing = createContractSigningService(deps.database);
  registerProposalContractRoutes(app, contracts, pdfs);
  registerContractVerifyRoutes(app, createContractVerifyService(deps.database));
  return { contracts, signing };
}

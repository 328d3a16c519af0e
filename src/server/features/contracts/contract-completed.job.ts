/**
 * When a contract is complete (the studio countersigned after the client), the client and the studio
 * each get the signed PDF by e-mail. The countersigning transaction queues this job, so it exists only if
 * the signature committed; each e-mail claims its delivery key in the sending transaction, so a job that
 * runs twice sends each once. The PDF is made through the studio's PDF path, which records its hash:
 * the attached file is one /api/public/verify accepts.
 */
import { z } from "zod";
import type { Database } from "../../db/connect.js";
import { defineJob } from "../../jobs/queue.js";
import type { FeatureDeps } from "../feature-deps.js";
import { claimDelivery, findStudioForNotice } from "../photographer/notifications.queries.js";
import { clientContractCompletedEmail, studioContractCompletedEmail } from "./contract-emails.js";
import type { ContractPdfService } from "./contract-pdf.service.js";
import { findContract, findContractProposal } from "./proposal-contract.queries.js";

const payload = z.object({ photographerId: z.uuid(), estimateId: z.uuid() });

export function contractCompletedJob(
  database: Database,
  deps: Pick<FeatureDeps, "config" | "email">,
  pdfs: ContractPdfService,
) {
  const { db } = database;
  const link = (path: string) => new URL(path, deps.config.publicUrl).toString();

  return defineJob({
    name: "contracts.completed",
    payload,
    async handler({ photographerId, estimateId }) {
      const proposal = await findContractProposal(db, photographerId, estimateId);
      const contract = proposal ? await findContract(db, photographerId, estimateId) : undefined;
      // Voided after countersigning and before this ran: nothing complete to send.
      if (!proposal || !contract || contract.status !== "COMPLETED") return;
      const studio = await findStudioForNotice(db, photographerId);
      const pdf = await pdfs.studioPdf(photographerId, estimateId);
      const attachments = [{ filename: pdf.fileName, contentType: "application/pdf", content: pdf.bytes }];
      const facts = {
        businessName: proposal.studio.name,
        clientName: `${proposal.client.firstName} ${proposal.client.lastName}`.trim(),
        contractTitle: contract.title,
        proposalTitle: proposal.estimate.title,
        documentHash: contract.documentHash,
        verifyUrl: link("/verify"),
      };
      const about = { clientId: proposal.estimate.clientId };
      const sends = [
        proposal.client.email
          ? {
              key: `contract-completed:client:${contract.id}`,
              to: proposal.client.email,
              ...clientContractCompletedEmail(facts),
            }
          : null,
        studio?.notifyAddress
          ? {
              key: `contract-completed:studio:${contract.id}`,
              to: studio.notifyAddress,
              ...studioContractCompletedEmail(facts, link(`/proposals/new?edit=${estimateId}`)),
            }
          : null,
      ];
      for (const send of sends) {
        if (!send) continue;
        const { key, ...message } = send;
        await db.transaction(async (tx) => {
          if (!(await claimDelivery(tx, photographerId, key))) return;
          const result = await deps.email.sendEmail({
            ...message,
            ...about,
            attachments,
            photographerId,
            deliveryKey: key,
            db: tx,
          });
          // Thrown, so that the claim rolls back and the job's retry sends it.
          if (result.status === "failed") throw new Error(`contract e-mail ${key} failed: ${result.error}`);
        });
      }
    },
  });
}

export type ContractCompletedJob = ReturnType<typeof contractCompletedJob>;

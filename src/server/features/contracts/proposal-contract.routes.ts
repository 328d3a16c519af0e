import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  attachContractSchema,
  contractTextSchema,
  countersignSchema,
  voidContractSchema,
} from "../../../shared/proposal-contract.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import type { PdfDocument } from "../documents/documents.service.js";
import type { ContractPdfService } from "./contract-pdf.service.js";
import {
  contractEventsResponse,
  contractPdfResponse,
  proposalContractResponse,
} from "./contracts.responses.js";
import type { ProposalContractService } from "./proposal-contract.service.js";

const params = uuidParams("Proposal not found");
// A plain string: the service answers 404 to any token it cannot find, as the invoice's route does.
const tokenParams = z.object({ token: z.string() });

const metaOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });

export function registerProposalContractRoutes(
  app: App,
  service: ProposalContractService,
  pdfs: ContractPdfService,
): void {
  const tags = ["contracts"];
  const sendPdf = (reply: FastifyReply, doc: PdfDocument) =>
    reply
      .type("application/pdf")
      .header("content-disposition", `inline; filename="${doc.fileName}"`)
      .header("cache-control", "private, no-store")
      .send(Buffer.from(doc.bytes));

  app.get(
    "/api/proposals/:id/contract",
    {
      schema: { summary: "A proposal's contract", tags, params, response: { 200: proposalContractResponse } },
    },
    async (request) => service.get(photographerIdOf(request), request.params.id),
  );
  app.put(
    "/api/proposals/:id/contract",
    {
      schema: {
        summary: "Attach a contract template to a proposal",
        tags,
        params,
        body: attachContractSchema,
        response: { 200: proposalContractResponse },
      },
    },
    async (request) =>
      service.attach(photographerIdOf(request), request.params.id, request.body.templateId, metaOf(request)),
  );
  app.put(
    "/api/proposals/:id/contract/text",
    {
      schema: {
        summary: "Edit a contract's text before the client signs",
        tags,
        params,
        body: contractTextSchema,
        response: { 200: proposalContractResponse },
      },
    },
    async (request) =>
      service.editText(photographerIdOf(request), request.params.id, request.body.body, metaOf(request)),
  );
  app.get(
    "/api/proposals/:id/contract/events",
    {
      schema: {
        summary: "The contract's evidence log",
        tags,
        params,
        response: { 200: contractEventsResponse },
      },
    },
    async (request) => service.events(photographerIdOf(request), request.params.id),
  );
  app.post(
    "/api/proposals/:id/contract/countersign",
    {
      schema: {
        summary: "The studio countersigns (completes the contract)",
        tags,
        params,
        body: countersignSchema,
        response: { 200: proposalContractResponse },
      },
    },
    async (request) =>
      service.countersign(photographerIdOf(request), request.params.id, request.body, metaOf(request)),
  );
  app.post(
    "/api/proposals/:id/contract/void",
    {
      schema: {
        summary: "Void a contract",
        tags,
        params,
        body: voidContractSchema,
        response: { 200: proposalContractResponse },
      },
    },
    async (request) =>
      service.void(photographerIdOf(request), request.params.id, request.body.reason, metaOf(request)),
  );
  app.get(
    "/api/proposals/:id/contract.pdf",
    { schema: { summary: "The contract as PDF", tags, params, response: { 200: contractPdfResponse } } },
    async (request, reply) =>
      sendPdf(reply, await pdfs.studioPdf(photographerIdOf(request), request.params.id)),
  );
  app.get(
    "/api/public/proposals/:token/contract.pdf",
    {
      schema: {
        summary: "The contract as PDF, by the proposal's link",
        tags,
        security: [],
        params: tokenParams,
        response: { 200: contractPdfResponse },
      },
      config: { access: "public" },
    },
    async (request, reply) => sendPdf(reply, await pdfs.publicPdf(request.params.token)),
  );
}

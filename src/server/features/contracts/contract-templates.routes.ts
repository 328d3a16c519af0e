import { z } from "zod";
import { CONTRACT_TEMPLATE_NOT_FOUND, contractTemplateInputSchema } from "../../../shared/contracts.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import type { ContractTemplatesService } from "./contract-templates.service.js";
import { contractTemplateResponse } from "./contracts.responses.js";

const params = uuidParams(CONTRACT_TEMPLATE_NOT_FOUND);

export function registerContractTemplateRoutes(app: App, service: ContractTemplatesService): void {
  const tags = ["contracts"];
  app.get(
    "/api/contract-templates",
    {
      schema: {
        summary: "List contract templates",
        tags,
        response: { 200: z.array(contractTemplateResponse) },
      },
    },
    async (request) => service.list(photographerIdOf(request)),
  );
  app.get(
    "/api/contract-templates/:id",
    {
      schema: {
        summary: "Get a contract template",
        tags,
        params,
        response: { 200: contractTemplateResponse },
      },
    },
    async (request) => service.get(photographerIdOf(request), request.params.id),
  );
  app.post(
    "/api/contract-templates",
    {
      schema: {
        summary: "Create a contract template",
        tags,
        body: contractTemplateInputSchema,
        response: { 201: contractTemplateResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(photographerIdOf(request), request.body)),
  );
  app.put(
    "/api/contract-templates/:id",
    {
      schema: {
        summary: "Replace a contract template",
        tags,
        params,
        body: contractTemplateInputSchema,
        response: { 200: contractTemplateResponse },
      },
    },
    async (request) => service.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.delete(
    "/api/contract-templates/:id",
    { schema: { summary: "Delete a contract template", tags, params, response: { 200: messageResponse } } },
    async (request) => {
      await service.remove(photographerIdOf(request), request.params.id);
      return { message: "Contract template deleted" };
    },
  );
}

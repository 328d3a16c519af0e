import { CONTRACT_TEMPLATE_NOT_FOUND, contractTemplateInputSchema } from "../../../shared/contracts.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import type { ContractTemplatesService } from "./contract-templates.service.js";

const params = uuidParams(CONTRACT_TEMPLATE_NOT_FOUND);

export function registerContractTemplateRoutes(app: App, service: ContractTemplatesService): void {
  app.get("/api/contract-templates", async (request) => service.list(photographerIdOf(request)));
  app.get("/api/contract-templates/:id", { schema: { params } }, async (request) =>
    service.get(photographerIdOf(request), request.params.id),
  );
  app.post(
    "/api/contract-templates",
    { schema: { body: contractTemplateInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await service.create(photographerIdOf(request), request.body)),
  );
  app.put(
    "/api/contract-templates/:id",
    { schema: { params, body: contractTemplateInputSchema } },
    async (request) => service.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.delete("/api/contract-templates/:id", { schema: { params } }, async (request) => {
    await service.remove(photographerIdOf(request), request.params.id);
    return { message: "Contract template deleted" };
  });
}

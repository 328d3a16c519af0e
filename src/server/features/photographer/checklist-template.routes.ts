import { checklistTemplateItemInputSchema, reorderInputSchema } from "../../../shared/photographer.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import { CHECKLIST_ITEM_NOT_FOUND, type ChecklistTemplateService } from "./checklist-template.service.js";

const itemParams = uuidParams(CHECKLIST_ITEM_NOT_FOUND);

export function registerChecklistTemplateRoutes(app: App, checklist: ChecklistTemplateService): void {
  const me = photographerIdOf;

  app.get("/api/checklist-template-items", async (request) => checklist.list(me(request)));
  app.post(
    "/api/checklist-template-items",
    { schema: { body: checklistTemplateItemInputSchema } },
    async (request, reply) => reply.status(201).send(await checklist.create(me(request), request.body)),
  );
  app.put("/api/checklist-template-items/order", { schema: { body: reorderInputSchema } }, async (request) =>
    checklist.reorder(me(request), request.body.ids),
  );
  app.put(
    "/api/checklist-template-items/:id",
    { schema: { params: itemParams, body: checklistTemplateItemInputSchema } },
    async (request) => checklist.update(me(request), request.params.id, request.body),
  );
  app.delete("/api/checklist-template-items/:id", { schema: { params: itemParams } }, async (request) => {
    await checklist.remove(me(request), request.params.id);
    return { message: "Checklist item deleted" };
  });
}

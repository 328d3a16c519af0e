import { z } from "zod";
import { checklistTemplateItemInputSchema, reorderInputSchema } from "../../../shared/photographer.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { CHECKLIST_ITEM_NOT_FOUND, type ChecklistTemplateService } from "./checklist-template.service.js";
import { checklistItemResponse } from "./photographer.responses.js";

const itemParams = uuidParams(CHECKLIST_ITEM_NOT_FOUND);

export function registerChecklistTemplateRoutes(app: App, checklist: ChecklistTemplateService): void {
  const me = photographerIdOf;
  const tags = ["photographer"];

  app.get(
    "/api/checklist-template-items",
    {
      schema: {
        summary: "The checklist every new project copies",
        tags,
        response: { 200: z.array(checklistItemResponse) },
      },
    },
    async (request) => checklist.list(me(request)),
  );
  app.post(
    "/api/checklist-template-items",
    {
      schema: {
        summary: "Add a checklist item",
        tags,
        body: checklistTemplateItemInputSchema,
        response: { 201: checklistItemResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await checklist.create(me(request), request.body)),
  );
  app.put(
    "/api/checklist-template-items/order",
    {
      schema: {
        summary: "Put the checklist in order",
        tags,
        body: reorderInputSchema,
        response: { 200: z.array(checklistItemResponse) },
      },
    },
    async (request) => checklist.reorder(me(request), request.body.ids),
  );
  app.put(
    "/api/checklist-template-items/:id",
    {
      schema: {
        summary: "Change a checklist item",
        tags,
        params: itemParams,
        body: checklistTemplateItemInputSchema,
        response: { 200: checklistItemResponse },
      },
    },
    async (request) => checklist.update(me(request), request.params.id, request.body),
  );
  app.delete(
    "/api/checklist-template-items/:id",
    {
      schema: {
        summary: "Delete a checklist item",
        tags,
        params: itemParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await checklist.remove(me(request), request.params.id);
      return { message: "Checklist item deleted" };
    },
  );
}

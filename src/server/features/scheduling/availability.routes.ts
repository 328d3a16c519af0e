import { z } from "zod";
import {
  availabilityTemplateInputSchema,
  overrideInputSchema,
  overridesQuerySchema,
  slotRulesInputSchema,
} from "../../../shared/scheduling.js";
import { isoDateField } from "../../../shared/validation.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import { type AvailabilityService, TEMPLATE_NOT_FOUND } from "./availability.service.js";

const templateParams = uuidParams(TEMPLATE_NOT_FOUND);
const overrideParams = uuidParams("Override not found");
const dateParams = z.object({ date: isoDateField });

export function registerAvailabilityRoutes(app: App, service: AvailabilityService): void {
  const me = photographerIdOf;

  app.get("/api/availability/templates", async (request) => service.listTemplates(me(request)));
  app.post(
    "/api/availability/templates",
    { schema: { body: availabilityTemplateInputSchema } },
    async (request, reply) => reply.status(201).send(await service.createTemplate(me(request), request.body)),
  );
  app.put(
    "/api/availability/templates/:id",
    { schema: { params: templateParams, body: availabilityTemplateInputSchema } },
    async (request) => service.updateTemplate(me(request), request.params.id, request.body),
  );
  app.delete("/api/availability/templates/:id", { schema: { params: templateParams } }, async (request) =>
    service.deleteTemplate(me(request), request.params.id),
  );

  app.get("/api/availability/overrides", { schema: { querystring: overridesQuerySchema } }, async (request) =>
    service.listOverrides(me(request), request.query),
  );
  app.post("/api/availability/overrides", { schema: { body: overrideInputSchema } }, async (request) =>
    service.saveOverride(me(request), request.body),
  );
  app.delete("/api/availability/overrides/:id", { schema: { params: overrideParams } }, async (request) =>
    service.deleteOverride(me(request), request.params.id),
  );

  app.get("/api/availability/settings", async (request) => service.rules(me(request)));
  app.put("/api/availability/settings", { schema: { body: slotRulesInputSchema } }, async (request) =>
    service.saveRules(me(request), request.body),
  );

  app.get("/api/availability/slots", { schema: { querystring: overridesQuerySchema } }, async (request) =>
    service.calendarDays(me(request), request.query),
  );
  app.get("/api/availability/slots/:date", { schema: { params: dateParams } }, async (request) =>
    service.daySlots(me(request), request.params.date),
  );
}

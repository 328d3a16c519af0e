import { z } from "zod";
import {
  createAutomationInputSchema,
  createBusinessTriggerInputSchema,
  createStepInputSchema,
  patchAutomationInputSchema,
  patchStepInputSchema,
  updateAutomationInputSchema,
} from "../../../shared/automations.js";
import { projectTypeSchema } from "../../../shared/projects.js";
import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import type { AutomationTimeline } from "./automation-timeline.js";
import { AUTOMATION_NOT_FOUND, type AutomationsService, STEP_NOT_FOUND } from "./automations.service.js";
import type { StarterSetService } from "./starter-set.service.js";

const params = z.object({ id: z.uuid({ error: AUTOMATION_NOT_FOUND }) });
const stepParams = z.object({ id: z.uuid({ error: STEP_NOT_FOUND }) });
const projectParams = z.object({ id: z.uuid({ error: "Project not found" }) });
const listQuery = z.object({ projectType: projectTypeSchema.optional() });

export function registerAutomationRoutes(
  app: App,
  service: AutomationsService,
  timeline: AutomationTimeline,
  starterSet: StarterSetService,
): void {
  const me = photographerIdOf;

  app.get("/api/automations", { schema: { querystring: listQuery } }, async (request) =>
    service.list(me(request), request.query.projectType),
  );
  // The recommended automations in one click: 201 with what was added, 200 when nothing was missing.
  app.post("/api/automations/starter-set", async (request, reply) => {
    const result = await starterSet.add(me(request));
    return reply.status(result.created.length > 0 ? 201 : 200).send(result);
  });
  app.get("/api/automations/:id", { schema: { params } }, async (request) =>
    service.get(me(request), request.params.id),
  );
  app.post("/api/automations", { schema: { body: createAutomationInputSchema } }, async (request, reply) =>
    reply.status(201).send(await service.create(me(request), request.body)),
  );
  app.patch(
    "/api/automations/:id",
    { schema: { params, body: patchAutomationInputSchema } },
    async (request) => service.patch(me(request), request.params.id, request.body),
  );
  app.put(
    "/api/automations/:id",
    { schema: { params, body: updateAutomationInputSchema } },
    async (request) => service.update(me(request), request.params.id, request.body),
  );
  app.delete("/api/automations/:id", { schema: { params } }, async (request) => {
    await service.remove(me(request), request.params.id);
    return { message: "Automation deleted successfully" };
  });

  app.get("/api/automations/:id/steps", { schema: { params } }, async (request) =>
    service.listSteps(me(request), request.params.id),
  );
  app.post(
    "/api/automations/:id/steps",
    { schema: { params, body: createStepInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await service.addStep(me(request), request.params.id, request.body)),
  );
  app.patch(
    "/api/automation-steps/:id",
    { schema: { params: stepParams, body: patchStepInputSchema } },
    async (request) => service.patchStep(me(request), request.params.id, request.body.enabled),
  );
  app.delete("/api/automation-steps/:id", { schema: { params: stepParams } }, async (request) => {
    await service.removeStep(me(request), request.params.id);
    return { message: "Step deleted" };
  });

  app.get("/api/automations/:id/business-triggers", { schema: { params } }, async (request) =>
    service.listTriggers(me(request), request.params.id),
  );
  app.post(
    "/api/business-triggers",
    { schema: { body: createBusinessTriggerInputSchema } },
    async (request, reply) => reply.status(201).send(await service.addTrigger(me(request), request.body)),
  );

  app.get("/api/projects/:id/automation-timeline", { schema: { params: projectParams } }, async (request) =>
    timeline.forProject(me(request), request.params.id),
  );
}

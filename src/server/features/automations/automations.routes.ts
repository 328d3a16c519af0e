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
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import type { AutomationTimeline } from "./automation-timeline.js";
import {
  automationResponse,
  automationStepResponse,
  automationTimelineResponse,
  businessTriggerResponse,
  starterSetResponse,
} from "./automations.responses.js";
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
  const tags = ["automations"];

  app.get(
    "/api/automations",
    {
      schema: {
        summary: "List automations",
        tags,
        querystring: listQuery,
        response: { 200: z.array(automationResponse) },
      },
    },
    async (request) => service.list(me(request), request.query.projectType),
  );
  // The recommended automations in one click: 201 with what was added, 200 when nothing was missing.
  app.post(
    "/api/automations/starter-set",
    {
      schema: {
        summary: "Add the recommended automations (201 when some were added, 200 when none were missing)",
        tags,
        response: { 200: starterSetResponse, 201: starterSetResponse },
      },
    },
    async (request, reply) => {
      const result = await starterSet.add(me(request));
      return reply.status(result.created.length > 0 ? 201 : 200).send(result);
    },
  );
  app.get(
    "/api/automations/:id",
    { schema: { summary: "Get an automation", tags, params, response: { 200: automationResponse } } },
    async (request) => service.get(me(request), request.params.id),
  );
  app.post(
    "/api/automations",
    {
      schema: {
        summary: "Create an automation",
        tags,
        body: createAutomationInputSchema,
        response: { 201: automationResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(me(request), request.body)),
  );
  app.patch(
    "/api/automations/:id",
    {
      schema: {
        summary: "Change some of an automation (turn it on or off)",
        tags,
        params,
        body: patchAutomationInputSchema,
        response: { 200: automationResponse },
      },
    },
    async (request) => service.patch(me(request), request.params.id, request.body),
  );
  app.put(
    "/api/automations/:id",
    {
      schema: {
        summary: "Replace an automation",
        tags,
        params,
        body: updateAutomationInputSchema,
        response: { 200: automationResponse },
      },
    },
    async (request) => service.update(me(request), request.params.id, request.body),
  );
  app.delete(
    "/api/automations/:id",
    { schema: { summary: "Delete an automation", tags, params, response: { 200: messageResponse } } },
    async (request) => {
      await service.remove(me(request), request.params.id);
      return { message: "Automation deleted successfully" };
    },
  );

  app.get(
    "/api/automations/:id/steps",
    {
      schema: {
        summary: "An automation's steps",
        tags,
        params,
        response: { 200: z.array(automationStepResponse) },
      },
    },
    async (request) => service.listSteps(me(request), request.params.id),
  );
  app.post(
    "/api/automations/:id/steps",
    {
      schema: {
        summary: "Add a step to an automation",
        tags,
        params,
        body: createStepInputSchema,
        response: { 201: automationStepResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addStep(me(request), request.params.id, request.body)),
  );
  app.patch(
    "/api/automation-steps/:id",
    {
      schema: {
        summary: "Turn a step on or off",
        tags,
        params: stepParams,
        body: patchStepInputSchema,
        response: { 200: automationStepResponse },
      },
    },
    async (request) => service.patchStep(me(request), request.params.id, request.body.enabled),
  );
  app.delete(
    "/api/automation-steps/:id",
    { schema: { summary: "Delete a step", tags, params: stepParams, response: { 200: messageResponse } } },
    async (request) => {
      await service.removeStep(me(request), request.params.id);
      return { message: "Step deleted" };
    },
  );

  app.get(
    "/api/automations/:id/business-triggers",
    {
      schema: {
        summary: "An automation's business triggers",
        tags,
        params,
        response: { 200: z.array(businessTriggerResponse) },
      },
    },
    async (request) => service.listTriggers(me(request), request.params.id),
  );
  app.post(
    "/api/business-triggers",
    {
      schema: {
        summary: "Add a business trigger to an automation",
        tags,
        body: createBusinessTriggerInputSchema,
        response: { 201: businessTriggerResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addTrigger(me(request), request.body)),
  );

  app.get(
    "/api/projects/:id/automation-timeline",
    {
      schema: {
        summary: "What the automations did and will do for a project",
        tags,
        params: projectParams,
        response: { 200: automationTimelineResponse },
      },
    },
    async (request) => timeline.forProject(me(request), request.params.id),
  );
}

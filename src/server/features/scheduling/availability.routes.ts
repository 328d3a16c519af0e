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
import {
  availabilityOverrideResponse,
  availabilityTemplateResponse,
  daySlotsResponse,
  slotRulesResponse,
  slotsCalendarResponse,
  successResponse,
} from "./scheduling.responses.js";

const templateParams = uuidParams(TEMPLATE_NOT_FOUND);
const overrideParams = uuidParams("Override not found");
const dateParams = z.object({ date: isoDateField });

export function registerAvailabilityRoutes(app: App, service: AvailabilityService): void {
  const me = photographerIdOf;

  app.get(
    "/api/availability/templates",
    {
      schema: {
        summary: "The weekly working hours",
        tags: ["scheduling"],
        response: { 200: z.array(availabilityTemplateResponse) },
      },
    },
    async (request) => service.listTemplates(me(request)),
  );
  app.post(
    "/api/availability/templates",
    {
      schema: {
        summary: "Add working hours for a day of the week",
        tags: ["scheduling"],
        response: { 201: availabilityTemplateResponse },
        body: availabilityTemplateInputSchema,
      },
    },
    async (request, reply) => reply.status(201).send(await service.createTemplate(me(request), request.body)),
  );
  app.put(
    "/api/availability/templates/:id",
    {
      schema: {
        summary: "Update a day's working hours",
        tags: ["scheduling"],
        response: { 200: availabilityTemplateResponse },
        params: templateParams,
        body: availabilityTemplateInputSchema,
      },
    },
    async (request) => service.updateTemplate(me(request), request.params.id, request.body),
  );
  app.delete(
    "/api/availability/templates/:id",
    {
      schema: {
        summary: "Delete a day's working hours",
        tags: ["scheduling"],
        response: { 200: successResponse },
        params: templateParams,
      },
    },
    async (request) => service.deleteTemplate(me(request), request.params.id),
  );

  app.get(
    "/api/availability/overrides",
    {
      schema: {
        summary: "Date overrides of the working hours",
        tags: ["scheduling"],
        response: { 200: z.array(availabilityOverrideResponse) },
        querystring: overridesQuerySchema,
      },
    },
    async (request) => service.listOverrides(me(request), request.query),
  );
  app.post(
    "/api/availability/overrides",
    {
      schema: {
        summary: "Save a date's override",
        tags: ["scheduling"],
        response: { 200: availabilityOverrideResponse },
        body: overrideInputSchema,
      },
    },
    async (request) => service.saveOverride(me(request), request.body),
  );
  app.delete(
    "/api/availability/overrides/:id",
    {
      schema: {
        summary: "Delete a date's override",
        tags: ["scheduling"],
        response: { 200: successResponse },
        params: overrideParams,
      },
    },
    async (request) => service.deleteOverride(me(request), request.params.id),
  );

  app.get(
    "/api/availability/settings",
    { schema: { summary: "The slot rules", tags: ["scheduling"], response: { 200: slotRulesResponse } } },
    async (request) => service.rules(me(request)),
  );
  app.put(
    "/api/availability/settings",
    {
      schema: {
        summary: "Save the slot rules",
        tags: ["scheduling"],
        response: { 200: slotRulesResponse },
        body: slotRulesInputSchema,
      },
    },
    async (request) => service.saveRules(me(request), request.body),
  );

  app.get(
    "/api/availability/slots",
    {
      schema: {
        summary: "Free and booked slots per day of a range",
        tags: ["scheduling"],
        response: { 200: slotsCalendarResponse },
        querystring: overridesQuerySchema,
      },
    },
    async (request) => service.calendarDays(me(request), request.query),
  );
  app.get(
    "/api/availability/slots/:date",
    {
      schema: {
        summary: "A day's slots",
        tags: ["scheduling"],
        response: { 200: daySlotsResponse },
        params: dateParams,
      },
    },
    async (request) => service.daySlots(me(request), request.params.date),
  );
}

import { scheduleInputSchema } from "../../../shared/schedule.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import { scheduleResponse } from "./proposals.responses.js";
import type { ScheduleService } from "./schedule.service.js";

const params = uuidParams("Proposal not found");

/** A proposal's payment schedule, as the studio writes it; GET /api/proposals/{id} carries it too. */
export function registerScheduleRoutes(app: App, schedule: ScheduleService): void {
  app.put(
    "/api/proposals/:id/schedule",
    {
      schema: {
        summary: "Replace a proposal's payment plan",
        tags: ["proposals"],
        response: { 200: scheduleResponse },
        params,
        body: scheduleInputSchema,
      },
    },
    async (request) => schedule.replace(photographerIdOf(request), request.params.id, request.body),
  );
}

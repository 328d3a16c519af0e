import { updatePhotographerInputSchema } from "../../../shared/photographer.js";
import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import { photographerSettingsResponse } from "./photographer.responses.js";
import type { PhotographerService } from "./photographer.service.js";

export function registerPhotographerRoutes(app: App, photographers: PhotographerService): void {
  const tags = ["photographer"];
  app.get(
    "/api/photographer",
    { schema: { summary: "The studio's settings", tags, response: { 200: photographerSettingsResponse } } },
    async (request) => photographers.getSettings(photographerIdOf(request)),
  );
  app.put(
    "/api/photographer",
    {
      schema: {
        summary: "Change the studio's settings",
        tags,
        body: updatePhotographerInputSchema,
        response: { 200: photographerSettingsResponse },
      },
    },
    async (request) => photographers.updateSettings(photographerIdOf(request), request.body),
  );
}

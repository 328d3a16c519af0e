import { updatePhotographerInputSchema } from "../../../shared/photographer.js";
import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import type { PhotographerService } from "./photographer.service.js";

export function registerPhotographerRoutes(app: App, photographers: PhotographerService): void {
  app.get("/api/photographer", async (request) => photographers.getSettings(photographerIdOf(request)));
  app.put("/api/photographer", { schema: { body: updatePhotographerInputSchema } }, async (request) =>
    photographers.updateSettings(photographerIdOf(request), request.body),
  );
}

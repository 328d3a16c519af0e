import { notificationSettingsInputSchema } from "../../../shared/notifications.js";
import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import type { NotificationSettingsService } from "./notification-settings.service.js";

export function registerNotificationSettingsRoutes(app: App, settings: NotificationSettingsService): void {
  app.get("/api/photographer/notifications", async (request) => settings.get(photographerIdOf(request)));
  app.put(
    "/api/photographer/notifications",
    { schema: { body: notificationSettingsInputSchema } },
    async (request) => settings.update(photographerIdOf(request), request.body),
  );
}

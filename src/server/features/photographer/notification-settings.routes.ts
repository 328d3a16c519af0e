import { notificationSettingsInputSchema } from "../../../shared/notifications.js";
import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import type { NotificationSettingsService } from "./notification-settings.service.js";
import { notificationSettingsResponse } from "./photographer.responses.js";

export function registerNotificationSettingsRoutes(app: App, settings: NotificationSettingsService): void {
  const tags = ["photographer"];
  app.get(
    "/api/photographer/notifications",
    {
      schema: {
        summary: "Which e-mails the studio gets when a client acts",
        tags,
        response: { 200: notificationSettingsResponse },
      },
    },
    async (request) => settings.get(photographerIdOf(request)),
  );
  app.put(
    "/api/photographer/notifications",
    {
      schema: {
        summary: "Switch the studio's notification e-mails",
        tags,
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsResponse },
      },
    },
    async (request) => settings.update(photographerIdOf(request), request.body),
  );
}

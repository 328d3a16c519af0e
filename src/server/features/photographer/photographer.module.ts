import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerBookingEmbedRoutes } from "./booking-embed.routes.js";
import { createFrameAncestorsCache, registerBookingFrameHeaders } from "./booking-embed-frames.js";
import { registerChecklistTemplateRoutes } from "./checklist-template.routes.js";
import { createChecklistTemplateService } from "./checklist-template.service.js";
import { registerNotificationSettingsRoutes } from "./notification-settings.routes.js";
import { createNotificationSettingsService } from "./notification-settings.service.js";
import { registerPhotographerRoutes } from "./photographer.routes.js";
import { createPhotographerService } from "./photographer.service.js";
import { registerPhotographerLinkRoutes } from "./photographer-links.routes.js";
import { createPhotographerLinksService } from "./photographer-links.service.js";
import { studioNotifications } from "./studio-notifications.job.js";

/**
 * Settings: the studio's profile, branding, e-mail and automation settings, the portal's quick links
 * the checklist template, and the studio's notifications with the client's payment receipt. (Password and sessions live with auth, under /api/auth.)
 */
export async function registerPhotographer(app: App, deps: FeatureDeps) {
  // The booking calendar's framing by the studio's own sites: its headers follow the settings' list.
  const frameAncestors = createFrameAncestorsCache(deps.database);
  registerBookingFrameHeaders(app, frameAncestors);
  registerBookingEmbedRoutes(app);
  registerPhotographerRoutes(
    app,
    createPhotographerService(deps.database, deps.config, { onFrameAncestorsChanged: frameAncestors.forget }),
  );
  registerPhotographerLinkRoutes(app, createPhotographerLinksService(deps.database));
  registerChecklistTemplateRoutes(app, createChecklistTemplateService(deps.database));
  registerNotificationSettingsRoutes(app, createNotificationSettingsService(deps.database));
  const notifications = studioNotifications(deps);
  await deps.queue.register(notifications.job);
  deps.bus.onBusinessEvent(notifications.onBusinessEvent);
  return { notifications };
}

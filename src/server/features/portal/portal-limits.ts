/** How often a portal login link may be sent to one client, and exchanged from one address. */
import { type Config, publicRateLimit } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { limitRequests } from "../../http/address-limit.js";
import type { PortalLimits } from "./portal.routes.js";

const HOUR_MS = 3_600_000;
export const LOGIN_LINK_SEND_LIMITED =
  "This client has been sent several login links in the last hour. Please wait before sending another.";
export const LOGIN_LINK_EXCHANGE_LIMITED =
  "Too many sign-in attempts from your network. Please try again later.";

export function portalLimits(database: Database, config: Config): PortalLimits {
  const limit = publicRateLimit(config);
  return {
    send: limitRequests(database, {
      name: "portal-link-send",
      limit,
      windowMs: HOUR_MS,
      message: LOGIN_LINK_SEND_LIMITED,
      keyOf: (request) => `${request.user?.photographerId}:${(request.params as { id: string }).id}`,
    }),
    exchange: limitRequests(database, {
      name: "portal-link-exchange",
      limit,
      windowMs: HOUR_MS,
      message: LOGIN_LINK_EXCHANGE_LIMITED,
    }),
  };
}

import type { Config } from "../../config.js";
import { CalendarNotConfiguredError, type CalendarProvider } from "./calendar-provider.js";
import { createGoogleProvider } from "./google.provider.js";

const notConfigured = (): never => {
  throw new CalendarNotConfiguredError(
    "Google Calendar is not configured (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)",
  );
};

/** Without Google's credentials there is nothing to connect to: every call says so. */
const unconfiguredProvider: CalendarProvider = {
  configured: false,
  authUrl: notConfigured,
  exchangeCode: async () => notConfigured(),
  createEvent: async () => notConfigured(),
  deleteEvent: async () => notConfigured(),
  busy: async () => notConfigured(),
  revoke: async () => notConfigured(),
};

/** Google when both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set, otherwise a provider that refuses. */
export function createCalendarProvider(config: Config): CalendarProvider {
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    return createGoogleProvider({
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      oauthUrl: config.GOOGLE_OAUTH_URL,
      apiUrl: config.GOOGLE_API_URL,
    });
  }
  return unconfiguredProvider;
}

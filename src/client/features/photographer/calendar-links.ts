/**
 * Addresses the calendar cards show: Google's OAuth redirect for this server, and the webcal:// form of
 * the subscription link that makes Apple Calendar (and Outlook on a Mac) offer to subscribe.
 */

export const GOOGLE_CALLBACK_PATH = "/api/auth/google-calendar/callback";

/** What to register as the OAuth client's redirect URI: this server, as the photographer reaches it. */
export function googleRedirectUri(origin: string): string {
  return `${origin.replace(/\/+$/, "")}${GOOGLE_CALLBACK_PATH}`;
}

/** The same feed over webcal://: calendar apps fetch it over HTTP(S) themselves. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, "webcal://");
}

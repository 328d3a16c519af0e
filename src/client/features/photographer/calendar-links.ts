/**
 * The webcal:// form of the subscription link, which makes Apple Calendar (and Outlook on a Mac) offer
 * to subscribe. (Google's OAuth redirect is for whoever runs the server: README, "Google Calendar".)
 */

/** The same feed over webcal://: calendar apps fetch it over HTTP(S) themselves. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, "webcal://");
}

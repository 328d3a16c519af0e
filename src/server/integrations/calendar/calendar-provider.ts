/**
 * The calendar provider boundary (ARCHITECTURE: integrations/calendar). A studio connects its Google
 * account once through OAuth; afterwards bookings become events with a Meet link in its calendar and its
 * busy times are kept out of the public slots. The scheduling feature talks only to this interface and
 * stores the tokens itself, so one provider object serves every studio.
 */

export interface CalendarTokens {
  accessToken: string;
  refreshToken: string | null;
  expiry: Date | null;
  scope: string | null;
}

export interface CalendarEventInput {
  summary: string;
  description: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  attendeeEmail: string | null;
  /** idempotency: the same requestId never makes two Meet conferences */
  requestId: string;
}

export interface CalendarProvider {
  readonly configured: boolean;
  /** Google's consent page for this studio; `state` comes back to the callback. Scopes: calendar.events, calendar.freebusy (or calendar.readonly), openid email. access_type offline, prompt consent. */
  authUrl(state: string, redirectUri: string): string;
  /** Exchanges the callback's code; reads the account's e-mail (the primary calendar's id is the e-mail) */
  exchangeCode(
    code: string,
    redirectUri: string,
  ): Promise<{ tokens: CalendarTokens; email: string | null; calendarId: string }>;
  /** Inserts an event with a Google Meet conference (conferenceDataVersion 1, hangoutsMeet). Returns new tokens when the access token had to be refreshed, so the caller can store them. */
  createEvent(
    tokens: CalendarTokens,
    calendarId: string,
    event: CalendarEventInput,
  ): Promise<{ eventId: string; meetLink: string | null; tokens: CalendarTokens | null }>;
  /**
   * Deletes an event made by createEvent, telling its attendees (sendUpdates all). An event already
   * gone (404, 410) counts as deleted. Returns new tokens when the access token had to be refreshed.
   */
  deleteEvent(
    tokens: CalendarTokens,
    calendarId: string,
    eventId: string,
  ): Promise<{ tokens: CalendarTokens | null }>;
  /** Busy intervals of the calendar between from and to (freebusy query). */
  busy(
    tokens: CalendarTokens,
    calendarId: string,
    from: Date,
    to: Date,
  ): Promise<{ intervals: { startMs: number; endMs: number }[]; tokens: CalendarTokens | null }>;
  /** Revokes the grant (disconnect). Must not throw when Google says the token is already invalid. */
  revoke(tokens: CalendarTokens): Promise<void>;
}

export class CalendarNotConfiguredError extends Error {}

/**
 * Google Calendar through Google's own client libraries: OAuth2Client (google-auth-library) for consent,
 * code exchange, refresh and revocation, and the Calendar v3 client (@googleapis/calendar) for events
 * with Meet conferences and free/busy queries. `oauthUrl` and `apiUrl` point both at another host (a
 * local stand-in in tests); Google's own hosts are used otherwise.
 */

import { createHash } from "node:crypto";
// The Calendar API client is loaded on the first call, not at start-up (docs/PERFORMANCE.md, start-up).
import type { calendar_v3 } from "@googleapis/calendar";
import { type Credentials, gaxios, OAuth2Client } from "google-auth-library";
import type { CalendarEventInput, CalendarProvider, CalendarTokens } from "./calendar-provider.js";

export interface GoogleProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The host of the consent page, e.g. https://accounts.google.com. */
  oauthUrl: string;
  /** One host for the token, revoke and Calendar API endpoints; Google's own hosts when absent. */
  apiUrl?: string;
  /** How long one provider call may take, refreshes and retries included. */
  timeoutMs?: number;
}

/** A booking must not wait on a Google that hangs. */
const DEFAULT_TIMEOUT_MS = 10_000;

// calendar.readonly rather than calendar.freebusy: reading the primary calendar is how we learn its id
// (the account's e-mail), and free/busy needs no second scope then.
const READ_SCOPE = "https://www.googleapis.com/auth/calendar.readonly";
export const GOOGLE_SCOPES = [
  "https://www.googleapis.com/auth/calendar.events",
  READ_SCOPE,
  "openid",
  "email",
];

export class CalendarTimeoutError extends Error {}

const join = (base: string, path: string) => `${base.replace(/\/+$/, "")}${path}`;

function toCredentials(tokens: CalendarTokens): Credentials {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expiry_date: tokens.expiry?.getTime() ?? null,
    token_type: "Bearer",
    ...(tokens.scope ? { scope: tokens.scope } : {}),
  };
}

function fromCredentials(credentials: Credentials, previous?: CalendarTokens): CalendarTokens {
  if (!credentials.access_token) throw new Error("Google did not return an access token");
  return {
    accessToken: credentials.access_token,
    refreshToken: credentials.refresh_token ?? previous?.refreshToken ?? null,
    expiry: credentials.expiry_date ? new Date(credentials.expiry_date) : null,
    scope: credentials.scope ?? previous?.scope ?? null,
  };
}

/** The client refreshes on its own when the access token is stale; the caller must then store the new one. */
function refreshed(client: OAuth2Client, before: CalendarTokens): CalendarTokens | null {
  const after = client.credentials;
  return after.access_token && after.access_token !== before.accessToken
    ? fromCredentials(after, before)
    : null;
}

function googleStatus(error: unknown): { status: number; data: unknown } | null {
  return error instanceof gaxios.GaxiosError && error.response
    ? { status: error.response.status, data: error.response.data }
    : null;
}

/**
 * Event ids are ours to choose (base32hex, 5-1024 characters) and unique per calendar, so deriving one
 * from the requestId makes a repeated insert answer 409 instead of creating a second event and Meet.
 */
export const eventIdFor = (requestId: string) =>
  `focal${createHash("sha256").update(requestId).digest("hex")}`;

const meetLinkOf = (event: calendar_v3.Schema$Event) =>
  event.hangoutLink ??
  event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === "video")?.uri ??
  null;

export function createGoogleProvider(options: GoogleProviderOptions): CalendarProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const endpoints = {
    oauth2AuthBaseUrl: join(options.oauthUrl, "/o/oauth2/v2/auth"),
    ...(options.apiUrl
      ? {
          oauth2TokenUrl: join(options.apiUrl, "/token"),
          oauth2RevokeUrl: join(options.apiUrl, "/revoke"),
        }
      : {}),
  };
  const rootUrl = options.apiUrl ? join(options.apiUrl, "/") : undefined;

  // A fresh client per call: each carries one studio's credentials and nothing is shared between studios.
  function oauthClient(signal?: AbortSignal, tokens?: CalendarTokens) {
    const client = new OAuth2Client({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      endpoints,
      // Google can reject a token before its expiry (revoked, rotated): refresh once and retry then too.
      forceRefreshOnFailure: true,
      ...(signal ? { transporterOptions: { signal } } : {}),
    });
    if (tokens) client.setCredentials(toCredentials(tokens));
    return client;
  }

  const calendarApi = async (auth: OAuth2Client) => {
    const { calendar } = await import("@googleapis/calendar");
    return calendar({ version: "v3", auth, ...(rootUrl ? { rootUrl } : {}) });
  };

  /**
   * One deadline for the whole call, refreshes and retries included. A plain abort (not a TimeoutError)
   * also stops gaxios from retrying a request that has run out of time.
   */
  async function withDeadline<T>(what: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(
          new CalendarTimeoutError(`Google Calendar did not answer within ${timeoutMs / 1000} s (${what})`),
        );
      }, timeoutMs);
    });
    try {
      return await Promise.race([run(controller.signal), expired]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function insertEvent(api: calendar_v3.Calendar, calendarId: string, event: CalendarEventInput) {
    const eventId = eventIdFor(event.requestId);
    try {
      const { data } = await api.events.insert({
        calendarId,
        conferenceDataVersion: 1,
        requestBody: {
          id: eventId,
          summary: event.summary,
          description: event.description,
          start: { dateTime: event.startAt.toISOString(), timeZone: event.timeZone },
          end: { dateTime: event.endAt.toISOString(), timeZone: event.timeZone },
          ...(event.attendeeEmail ? { attendees: [{ email: event.attendeeEmail }] } : {}),
          conferenceData: {
            createRequest: { requestId: event.requestId, conferenceSolutionKey: { type: "hangoutsMeet" } },
          },
        },
      });
      return data;
    } catch (error) {
      // Already made by an earlier attempt (a retried job, a lost answer): that event is the answer.
      if (googleStatus(error)?.status !== 409) throw error;
      const { data } = await api.events.get({ calendarId, eventId });
      return data;
    }
  }

  return {
    configured: true,

    authUrl(state, redirectUri) {
      return oauthClient().generateAuthUrl({
        access_type: "offline",
        prompt: "consent",
        include_granted_scopes: true,
        scope: GOOGLE_SCOPES,
        state,
        redirect_uri: redirectUri,
      });
    },

    exchangeCode(code, redirectUri) {
      return withDeadline("code exchange", async (signal) => {
        const client = oauthClient(signal);
        const { tokens } = await client.getToken({ code, redirect_uri: redirectUri });
        client.setCredentials(tokens);
        // Google's consent lets the account untick scopes; without the read scope the calendar can't be
        // read, but events still can be made in "primary", and the ID token still names the account.
        const canRead = !tokens.scope || tokens.scope.split(" ").includes(READ_SCOPE);
        const calendarId = canRead
          ? ((await (await calendarApi(client)).calendars.get({ calendarId: "primary" })).data.id ??
            "primary")
          : "primary";
        return {
          tokens: fromCredentials(client.credentials),
          email: calendarId.includes("@") ? calendarId : emailOfIdToken(tokens.id_token),
          calendarId,
        };
      });
    },

    createEvent(tokens, calendarId, event) {
      return withDeadline("event", async (signal) => {
        const client = oauthClient(signal, tokens);
        const created = await insertEvent(await calendarApi(client), calendarId, event);
        if (!created.id) throw new Error("Google Calendar did not return an event id");
        return { eventId: created.id, meetLink: meetLinkOf(created), tokens: refreshed(client, tokens) };
      });
    },

    deleteEvent(tokens, calendarId, eventId) {
      return withDeadline("event deletion", async (signal) => {
        const client = oauthClient(signal, tokens);
        try {
          await (await calendarApi(client)).events.delete({ calendarId, eventId, sendUpdates: "all" });
        } catch (error) {
          // Deleted already (by an earlier attempt, or by the photographer in Google): the same outcome.
          const status = googleStatus(error)?.status;
          if (status !== 404 && status !== 410) throw error;
        }
        return { tokens: refreshed(client, tokens) };
      });
    },

    busy(tokens, calendarId, from, to) {
      return withDeadline("free/busy", async (signal) => {
        const client = oauthClient(signal, tokens);
        const { data } = await (await calendarApi(client)).freebusy.query({
          requestBody: {
            timeMin: from.toISOString(),
            timeMax: to.toISOString(),
            items: [{ id: calendarId }],
          },
        });
        const answer = data.calendars?.[calendarId];
        const problem = answer?.errors?.[0];
        if (!answer || problem) {
          throw new Error(`Google Calendar free/busy failed: ${problem?.reason ?? "calendar missing"}`);
        }
        const intervals = (answer.busy ?? []).flatMap((period) => {
          const startMs = Date.parse(period.start ?? "");
          const endMs = Date.parse(period.end ?? "");
          return Number.isFinite(startMs) && Number.isFinite(endMs) ? [{ startMs, endMs }] : [];
        });
        return { intervals, tokens: refreshed(client, tokens) };
      });
    },

    revoke(tokens) {
      return withDeadline("revoke", async (signal) => {
        // Revoking the refresh token ends the whole grant, its access tokens included.
        const token = tokens.refreshToken ?? tokens.accessToken;
        try {
          await oauthClient(signal).revokeToken(token);
        } catch (error) {
          const answer = googleStatus(error);
          // Google answers 400 invalid_token when the grant is already gone: disconnected either way.
          if (answer?.status === 400 && isInvalidToken(answer.data)) return;
          throw error;
        }
      });
    },
  };
}

/**
 * The ID token came straight from Google's token endpoint over TLS, so its claims can be read without
 * checking its signature (OpenID Connect Core 3.1.3.7).
 */
function emailOfIdToken(idToken: string | null | undefined): string | null {
  const payload = idToken?.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof claims === "object" &&
      claims !== null &&
      "email" in claims &&
      typeof claims.email === "string"
      ? claims.email
      : null;
  } catch {
    return null;
  }
}

const isInvalidToken = (data: unknown) =>
  typeof data === "object" && data !== null && "error" in data && data.error === "invalid_token";

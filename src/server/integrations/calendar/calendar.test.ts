import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { type GoogleStandIn, startGoogleStandIn } from "../../test/google-stand-in.js";
import {
  CalendarNotConfiguredError,
  type CalendarProvider,
  type CalendarTokens,
} from "./calendar-provider.js";
import { createCalendarProvider } from "./create-calendar-provider.js";
import { CalendarTimeoutError, createGoogleProvider } from "./google.provider.js";

const REDIRECT_URI = "http://localhost:5000/api/auth/google-calendar/callback";

let google: GoogleStandIn;
let provider: CalendarProvider;
beforeAll(async () => {
  google = await startGoogleStandIn();
  provider = createCalendarProvider(
    loadConfig({
      GOOGLE_CLIENT_ID: "focal-test.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "focal-test-secret",
      GOOGLE_OAUTH_URL: google.url,
      GOOGLE_API_URL: google.url,
    }),
  );
});
afterAll(async () => {
  await google.close();
});

/** What a browser does on the consent page: follow it to the callback, keeping code and state. */
async function consent(authUrl: string) {
  const response = await fetch(authUrl, { redirect: "manual" });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get("location") ?? "");
  return {
    callback,
    code: callback.searchParams.get("code") ?? "",
    state: callback.searchParams.get("state"),
  };
}

async function connect(loginHint?: string) {
  const url = new URL(provider.authUrl("state-1", REDIRECT_URI));
  if (loginHint) url.searchParams.set("login_hint", loginHint);
  const { code } = await consent(url.toString());
  return provider.exchangeCode(code, REDIRECT_URI);
}

const event = (requestId: string, startAt = "2031-03-04T15:00:00Z") => ({
  summary: "Consultation with Ana Ray",
  description: "Booked through Focal",
  startAt: new Date(startAt),
  endAt: new Date(new Date(startAt).getTime() + 30 * 60_000),
  timeZone: "America/New_York",
  attendeeEmail: "ana@example.com",
  requestId,
});

const callsTo = (method: string, path: string) =>
  google.calls.filter((call) => call.method === method && call.path === path);

describe("configuration", () => {
  it("is configured only when both the client id and secret are set", () => {
    expect(provider.configured).toBe(true);
    expect(createCalendarProvider(loadConfig({ GOOGLE_CLIENT_ID: "id" })).configured).toBe(false);
    expect(loadConfig({}).GOOGLE_OAUTH_URL).toBe("https://accounts.google.com");
    expect(() => loadConfig({ GOOGLE_API_URL: "not a url" })).toThrow(/GOOGLE_API_URL/);
  });

  it("refuses every call when Google is not configured", async () => {
    const unconfigured = createCalendarProvider(loadConfig({}));
    const tokens: CalendarTokens = { accessToken: "a", refreshToken: "r", expiry: null, scope: null };
    expect(() => unconfigured.authUrl("state", REDIRECT_URI)).toThrow(CalendarNotConfiguredError);
    await expect(unconfigured.exchangeCode("code", REDIRECT_URI)).rejects.toThrow(CalendarNotConfiguredError);
    await expect(unconfigured.createEvent(tokens, "primary", event("r"))).rejects.toThrow(
      CalendarNotConfiguredError,
    );
    await expect(unconfigured.busy(tokens, "primary", new Date(), new Date())).rejects.toThrow(
      CalendarNotConfiguredError,
    );
    await expect(unconfigured.revoke(tokens)).rejects.toThrow(CalendarNotConfiguredError);
  });
});

describe("connecting", () => {
  it("sends the studio to the consent page with what Google needs", () => {
    const url = new URL(provider.authUrl("studio-state", REDIRECT_URI));
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    const params = url.searchParams;
    expect(params.get("client_id")).toBe("focal-test.apps.googleusercontent.com");
    expect(params.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(params.get("state")).toBe("studio-state");
    expect(params.get("response_type")).toBe("code");
    expect(params.get("access_type")).toBe("offline");
    expect(params.get("prompt")).toBe("consent");
    expect(params.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining([
        "https://www.googleapis.com/auth/calendar.events",
        "https://www.googleapis.com/auth/calendar.readonly",
        "openid",
        "email",
      ]),
    );
  });

  it("exchanges the callback's code for tokens and the account's e-mail", async () => {
    const { callback, code, state } = await consent(provider.authUrl("state-2", REDIRECT_URI));
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(state).toBe("state-2");

    const before = Date.now();
    const { tokens, email, calendarId } = await provider.exchangeCode(code, REDIRECT_URI);
    expect(tokens.accessToken).toMatch(/^ya29\./);
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(tokens.expiry!.getTime()).toBeGreaterThan(before + 50 * 60_000);
    expect(tokens.scope).toContain("calendar.events");
    expect(email).toBe(google.email);
    expect(calendarId).toBe(google.email);

    const exchange = callsTo("POST", "/token").at(-1)!;
    expect(exchange.body).toMatchObject({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      client_id: "focal-test.apps.googleusercontent.com",
      client_secret: "focal-test-secret",
    });
    // A code is good once, as at Google.
    await expect(provider.exchangeCode(code, REDIRECT_URI)).rejects.toThrow(/invalid_grant/);
  });
  it("still connects when the account unticks reading its calendars", async () => {
    const url = new URL(provider.authUrl("state-3", REDIRECT_URI));
    const scopes = url.searchParams.get("scope")!.split(" ");
    url.searchParams.set("scope", scopes.filter((scope) => !scope.endsWith("calendar.readonly")).join(" "));
    const reads = callsTo("GET", "/calendar/v3/calendars/primary").length;
    const { code } = await consent(url.toString());

    const { tokens, email, calendarId } = await provider.exchangeCode(code, REDIRECT_URI);
    expect(callsTo("GET", "/calendar/v3/calendars/primary")).toHaveLength(reads);
    expect(calendarId).toBe("primary");
    expect(email).toBe(google.email);
    const created = await provider.createEvent(tokens, calendarId, event("narrow-1", "2031-02-01T15:00:00Z"));
    expect(created.meetLink).toBeTruthy();
    await expect(
      provider.busy(tokens, calendarId, new Date(), new Date(Date.now() + 3_600_000)),
    ).rejects.toThrow(/insufficient/);
  });
});

describe("events and free/busy", () => {
  it("creates an event with a Meet link, once per requestId", async () => {
    const { tokens, calendarId } = await connect();
    const created = await provider.createEvent(tokens, calendarId, event("booking-1"));
    expect(created.eventId).toBeTruthy();
    expect(created.meetLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect(created.tokens).toBeNull();

    const insert = google.calls
      .filter((call) => call.method === "POST" && call.path.endsWith("/events"))
      .at(-1)!;
    expect(insert.path).toBe(`/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`);
    expect(insert.query.conferenceDataVersion).toBe("1");
    expect(insert.body).toMatchObject({
      summary: "Consultation with Ana Ray",
      start: { dateTime: "2031-03-04T15:00:00.000Z", timeZone: "America/New_York" },
      end: { dateTime: "2031-03-04T15:30:00.000Z", timeZone: "America/New_York" },
      attendees: [{ email: "ana@example.com" }],
      conferenceData: {
        createRequest: { requestId: "booking-1", conferenceSolutionKey: { type: "hangoutsMeet" } },
      },
    });

    const count = google.events.length;
    const again = await provider.createEvent(tokens, calendarId, event("booking-1"));
    expect(again).toEqual(created);
    expect(google.events).toHaveLength(count);
    // The event id is derived from the requestId: Google refuses the second insert and we read the first.
    expect(callsTo("GET", `${insert.path}/${created.eventId}`)).toHaveLength(1);
    const other = await provider.createEvent(tokens, calendarId, event("booking-2", "2031-03-04T16:00:00Z"));
    expect(other.eventId).not.toBe(created.eventId);
    expect(other.meetLink).not.toBe(created.meetLink);
  });

  it("deletes an event, telling its attendees, and takes a second deletion as done", async () => {
    const { tokens, calendarId } = await connect();
    const start = "2031-08-05T15:00:00Z";
    const created = await provider.createEvent(tokens, calendarId, event("to-delete", start));
    const window = [new Date("2031-08-05T00:00:00Z"), new Date("2031-08-06T00:00:00Z")] as const;
    expect((await provider.busy(tokens, calendarId, ...window)).intervals).toHaveLength(1);

    const deleted = await provider.deleteEvent(tokens, calendarId, created.eventId);
    expect(deleted.tokens).toBeNull();
    expect(google.deletions.at(-1)).toEqual({ eventId: created.eventId, sendUpdates: "all" });
    expect((await provider.busy(tokens, calendarId, ...window)).intervals).toEqual([]);
    // Gone already (410) or never there (404): deleted either way.
    await expect(provider.deleteEvent(tokens, calendarId, created.eventId)).resolves.toEqual({
      tokens: null,
    });
    await expect(provider.deleteEvent(tokens, calendarId, "nosuchevent0")).resolves.toEqual({ tokens: null });
  });

  it("returns the busy intervals of the calendar", async () => {
    const { tokens, calendarId } = await connect();
    google.setBusy([
      { start: "2031-05-01T13:00:00Z", end: "2031-05-01T14:00:00Z" },
      { start: "2031-05-01T18:30:00Z", end: "2031-05-01T19:00:00Z" },
      { start: "2031-06-01T10:00:00Z", end: "2031-06-01T11:00:00Z" },
    ]);
    const { intervals, tokens: renewed } = await provider.busy(
      tokens,
      calendarId,
      new Date("2031-05-01T00:00:00Z"),
      new Date("2031-05-02T00:00:00Z"),
    );
    expect(intervals).toEqual([
      { startMs: Date.parse("2031-05-01T13:00:00Z"), endMs: Date.parse("2031-05-01T14:00:00Z") },
      { startMs: Date.parse("2031-05-01T18:30:00Z"), endMs: Date.parse("2031-05-01T19:00:00Z") },
    ]);
    expect(renewed).toBeNull();
    expect(callsTo("POST", "/calendar/v3/freeBusy").at(-1)!.body).toMatchObject({
      timeMin: "2031-05-01T00:00:00.000Z",
      timeMax: "2031-05-02T00:00:00.000Z",
      items: [{ id: calendarId }],
    });
  });

  it("keeps each studio's calendar apart", async () => {
    const first = await connect("first@example.com");
    const second = await connect("second@example.com");
    expect(second.calendarId).toBe("second@example.com");
    await provider.createEvent(second.tokens, second.calendarId, event("studio-2", "2031-07-01T15:00:00Z"));
    const window = [new Date("2031-07-01T00:00:00Z"), new Date("2031-07-02T00:00:00Z")] as const;
    google.setBusy([]);
    expect((await provider.busy(second.tokens, second.calendarId, ...window)).intervals).toHaveLength(1);
    expect((await provider.busy(first.tokens, first.calendarId, ...window)).intervals).toEqual([]);
    await expect(provider.busy(first.tokens, second.calendarId, ...window)).rejects.toThrow(/notFound/);
  });
});

describe("token refresh", () => {
  it("refreshes an access token Google no longer accepts and returns the new tokens", async () => {
    const { tokens, calendarId } = await connect();
    google.expireAccessTokens();
    const refreshesBefore = callsTo("POST", "/token").length;

    const created = await provider.createEvent(
      tokens,
      calendarId,
      event("refresh-1", "2031-08-01T15:00:00Z"),
    );
    expect(created.meetLink).toBeTruthy();
    expect(created.tokens).not.toBeNull();
    expect(created.tokens!.accessToken).not.toBe(tokens.accessToken);
    expect(created.tokens!.refreshToken).toBe(tokens.refreshToken);
    expect(created.tokens!.expiry!.getTime()).toBeGreaterThan(Date.now());
    const refresh = callsTo("POST", "/token").slice(refreshesBefore);
    expect(refresh).toHaveLength(1);
    expect(refresh[0]!.body).toMatchObject({
      grant_type: "refresh_token",
      refresh_token: tokens.refreshToken,
    });

    // The stored new tokens work as they are.
    const next = await provider.busy(
      created.tokens!,
      calendarId,
      new Date(),
      new Date(Date.now() + 3_600_000),
    );
    expect(next.tokens).toBeNull();
  });

  it("refreshes before the call when the stored expiry has passed", async () => {
    const { tokens, calendarId } = await connect();
    const stale = { ...tokens, expiry: new Date(Date.now() - 60_000) };
    const { tokens: renewed } = await provider.busy(
      stale,
      calendarId,
      new Date(),
      new Date(Date.now() + 3_600_000),
    );
    expect(renewed?.accessToken).not.toBe(tokens.accessToken);
    expect(renewed?.refreshToken).toBe(tokens.refreshToken);
  });
});

describe("disconnecting", () => {
  it("revokes the grant, and is quiet when it is already gone", async () => {
    const { tokens, calendarId } = await connect();
    await provider.revoke(tokens);
    expect(callsTo("POST", "/revoke").at(-1)!.query.token).toBe(tokens.refreshToken);
    await expect(
      provider.busy(tokens, calendarId, new Date(), new Date(Date.now() + 3_600_000)),
    ).rejects.toThrow();
    await expect(provider.revoke(tokens)).resolves.toBeUndefined();
    await expect(provider.revoke({ ...tokens, refreshToken: null })).resolves.toBeUndefined();
  });
});

describe("a Google that hangs", () => {
  it("gives up after the time-out instead of holding the booking", async () => {
    const { tokens, calendarId } = await connect();
    const impatient = createGoogleProvider({
      clientId: "focal-test.apps.googleusercontent.com",
      clientSecret: "focal-test-secret",
      oauthUrl: google.url,
      apiUrl: google.url,
      timeoutMs: 300,
    });
    google.hang();
    try {
      const started = Date.now();
      await expect(impatient.createEvent(tokens, calendarId, event("hang-1"))).rejects.toThrow(
        CalendarTimeoutError,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      google.hang(false);
    }
  });
});

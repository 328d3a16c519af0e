/**
 * A local HTTP server that answers the slice of Google's OAuth 2.0 and Calendar v3 protocols Focal uses,
 * the way Google does, so that the real client libraries (google-auth-library, @googleapis/calendar) can
 * be tested end to end:
 *  - GET /o/oauth2/v2/auth: the consent page, which consents at once (302 to redirect_uri with code and
 *    state) so that a browser test can click through; login_hint, when an e-mail, names the account;
 *  - POST /token: form-encoded authorization_code and refresh_token grants, with client credentials in
 *    the body or as HTTP Basic; single-use codes bound to their client and redirect_uri;
 *  - POST /revoke (and /o/oauth2/revoke): ends the grant of an access or refresh token, 400 invalid_token
 *    when it is unknown or already revoked;
 *  - /calendar/v3/: the primary calendar and calendar-list entry, event insert (Meet conferences with
 *    conferenceDataVersion=1, one event per createRequest.requestId, 409 for a taken event id), event get,
 *    and freeBusy. Busy times are those given to setBusy plus the events created here, as in Google.
 * Bearer tokens are checked (401 for an unknown, expired or revoked one, so refreshing is exercised), and
 * so are the granted scopes (403); a consent grants the scopes asked for, so a test can ask for fewer.
 * Every request is recorded for assertions.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createGoogleCalendar } from "./google-stand-in-calendar.js";
import { createGoogleOAuth } from "./google-stand-in-oauth.js";
import { apiError, createGoogleState, type GoogleCall, isJson } from "./google-stand-in-state.js";

export type { GoogleCall } from "./google-stand-in-state.js";

const DEFAULT_EMAIL = "photographer@example.com";

export async function startGoogleStandIn(options: { email?: string } = {}) {
  const defaultEmail = options.email ?? DEFAULT_EMAIL;
  const state = createGoogleState(defaultEmail);
  const { calls, events, deletions, accessTokens } = state;
  const { consent, token, revoke } = createGoogleOAuth(state);
  const { calendarApi } = createGoogleCalendar(state);

  function answer(req: IncomingMessage, call: GoogleCall, res: ServerResponse) {
    const send = (status: number, body: unknown) => {
      if (status === 204) {
        res.writeHead(204);
        res.end();
        return;
      }
      res.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
      res.end(JSON.stringify(body));
    };
    const { method, path, query, body } = call;
    const form = isJson(body) ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) : {};
    if (method === "GET" && path === "/o/oauth2/v2/auth") return consent(query, res);
    if (method === "POST" && path === "/token") return send(...token(req, form));
    if (path === "/revoke" || path === "/o/oauth2/revoke") return send(...revoke(query.token ?? form.token));
    if (path.startsWith("/calendar/v3/")) return send(...calendarApi(req, path, query, body));
    return send(404, apiError(404, "notFound", `Not Found: ${method} ${path}`, "NOT_FOUND"));
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://google.local");
      const raw = Buffer.concat(chunks).toString("utf8");
      const call: GoogleCall = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: parseBody(raw, req.headers["content-type"] ?? ""),
      };
      calls.push(call);
      // A hanging Google: the request is read and never answered, until the stand-in closes.
      if (state.hanging) return;
      answer(req, call, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The account a consent grants when no login_hint names another. */
    email: defaultEmail,
    calls,
    /** Every event created, as Google returned it, oldest first. */
    events,
    deletions,
    /** The busy periods freeBusy answers (ISO instants), besides the events created here. */
    setBusy(intervals: { start: string; end: string }[]) {
      state.busy = [...intervals];
    },
    /** Every access token issued so far stops working; refresh tokens still do. */
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
    },
    /** While on, requests are never answered, as when Google hangs. */
    hang(on = true) {
      state.hanging = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseBody(raw: string, contentType: string): unknown {
  if (!raw) return null;
  if (contentType.includes("application/json")) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  if (contentType.includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(raw));
  return raw;
}

export type GoogleStandIn = Awaited<ReturnType<typeof startGoogleStandIn>>;

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
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface GoogleCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed JSON or form body; null when there is none. */
  body: unknown;
}

interface Grant {
  clientId: string;
  email: string;
  scope: string;
  refreshToken: string;
  revoked: boolean;
}

interface StoredEvent {
  calendarEmail: string;
  requestId: string | null;
  resource: Record<string, unknown>;
}

type Json = Record<string, unknown>;
/** An HTTP status and the JSON body that goes with it. */
type Answer = [number, unknown];

const ACCESS_TOKEN_SECONDS = 3599;
const DEFAULT_EMAIL = "photographer@example.com";

const random = (bytes: number) => randomBytes(bytes).toString("base64url");
/** Google's event and conference ids are base32hex (0-9, a-v). */
const base32hex = (length: number) =>
  Array.from(randomBytes(length), (byte) => "0123456789abcdefghijklmnopqrstuv"[byte % 32]).join("");
const meetCode = () => {
  const letters = Array.from(randomBytes(10), (byte) => "abcdefghijklmnopqrstuvwxyz"[byte % 26]).join("");
  return `${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}`;
};

const isJson = (value: unknown): value is Json => typeof value === "object" && value !== null;
const text = (value: unknown) => (typeof value === "string" ? value : null);

function apiError(code: number, reason: string, message: string, status: string) {
  return { error: { code, message, errors: [{ domain: "global", reason, message }], status } };
}

export async function startGoogleStandIn(options: { email?: string } = {}) {
  const defaultEmail = options.email ?? DEFAULT_EMAIL;
  const calls: GoogleCall[] = [];
  const events: unknown[] = [];
  const stored: StoredEvent[] = [];
  /** Events deleted through the API, with the sendUpdates asked for. */
  const deletions: { eventId: string; sendUpdates: string | null }[] = [];
  const codes = new Map<string, { clientId: string; redirectUri: string; email: string; scope: string }>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  let busy: { start: string; end: string }[] = [];
  let hanging = false;

  function issueAccessToken(grant: Grant) {
    const token = `ya29.${random(32)}`;
    accessTokens.set(token, { grant, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
    return token;
  }

  /** Google signs its ID tokens (RS256); this one is unsigned ("alg": "none"): verifying it must fail. */
  function idToken(grant: Grant) {
    const now = Math.floor(Date.now() / 1000);
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const claims = {
      iss: "https://accounts.google.com",
      azp: grant.clientId,
      aud: grant.clientId,
      sub: BigInt(`0x${createHash("sha256").update(grant.email).digest("hex").slice(0, 16)}`).toString(),
      email: grant.email,
      email_verified: true,
      iat: now,
      exp: now + ACCESS_TOKEN_SECONDS,
    };
    return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
  }

  function revokeGrant(grant: Grant) {
    grant.revoked = true;
    for (const [token, entry] of accessTokens) if (entry.grant === grant) accessTokens.delete(token);
  }

  /** Client authentication: client_secret_post (what google-auth-library sends) or HTTP Basic. */
  function clientOf(req: IncomingMessage, form: Record<string, string>) {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "");
    if (basic) {
      const [id, secret] = Buffer.from(basic[1]!, "base64").toString("utf8").split(":");
      return id && secret ? id : null;
    }
    return form.client_id && form.client_secret ? form.client_id : null;
  }

  function consent(query: Record<string, string>, res: ServerResponse) {
    const { response_type, client_id, redirect_uri, scope, state } = query;
    if (response_type !== "code" || !client_id || !redirect_uri || !scope) {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      return res.end(
        "Error 400: invalid_request\nRequired parameter is missing: response_type, client_id, redirect_uri or scope",
      );
    }
    const email = query.login_hint?.includes("@") ? query.login_hint : defaultEmail;
    const code = `4/0${random(30)}`;
    codes.set(code, { clientId: client_id, redirectUri: redirect_uri, email, scope });
    const target = new URL(redirect_uri);
    if (state !== undefined) target.searchParams.set("state", state);
    target.searchParams.set("code", code);
    target.searchParams.set("scope", scope);
    res.writeHead(302, { location: target.toString() });
    res.end();
  }

  function token(req: IncomingMessage, form: Record<string, string>): [number, Json] {
    const clientId = clientOf(req, form);
    if (!clientId)
      return [401, { error: "invalid_client", error_description: "The OAuth client was not found." }];
    if (form.grant_type === "authorization_code") {
      const issued = form.code ? codes.get(form.code) : undefined;
      if (form.code) codes.delete(form.code);
      if (!issued) return [400, { error: "invalid_grant", error_description: "Malformed auth code." }];
      if (issued.clientId !== clientId || issued.redirectUri !== form.redirect_uri) {
        return [400, { error: "invalid_grant", error_description: "Bad Request" }];
      }
      const grant: Grant = {
        clientId,
        email: issued.email,
        scope: issued.scope,
        refreshToken: `1//0${random(40)}`,
        revoked: false,
      };
      grants.set(grant.refreshToken, grant);
      return [
        200,
        {
          access_token: issueAccessToken(grant),
          expires_in: ACCESS_TOKEN_SECONDS,
          refresh_token: grant.refreshToken,
          scope: grant.scope,
          token_type: "Bearer",
          ...(grant.scope.split(" ").includes("openid") ? { id_token: idToken(grant) } : {}),
        },
      ];
    }
    if (form.grant_type === "refresh_token") {
      const grant = form.refresh_token ? grants.get(form.refresh_token) : undefined;
      if (!grant || grant.revoked || grant.clientId !== clientId) {
        return [400, { error: "invalid_grant", error_description: "Token has been expired or revoked." }];
      }
      return [
        200,
        {
          access_token: issueAccessToken(grant),
          expires_in: ACCESS_TOKEN_SECONDS,
          scope: grant.scope,
          token_type: "Bearer",
        },
      ];
    }
    return [400, { error: "unsupported_grant_type", error_description: "Invalid grant_type: " }];
  }

  function revoke(value: string | undefined): [number, Json] {
    const grant = value ? (grants.get(value) ?? accessTokens.get(value)?.grant) : undefined;
    if (!grant || grant.revoked) {
      return [400, { error: "invalid_token", error_description: "Token expired or revoked" }];
    }
    revokeGrant(grant);
    return [200, {}];
  }

  function busyOf(email: string, timeMin: number, timeMax: number) {
    const periods = [
      ...busy.map((b) => [Date.parse(b.start), Date.parse(b.end)] as const),
      ...stored
        .filter(
          (e) =>
            e.calendarEmail === email &&
            e.resource.transparency !== "transparent" &&
            e.resource.status !== "cancelled",
        )
        .map(
          (e) => [Date.parse(dateTimeOf(e.resource.start)), Date.parse(dateTimeOf(e.resource.end))] as const,
        ),
    ]
      .map(([start, end]) => [Math.max(start, timeMin), Math.min(end, timeMax)] as const)
      .filter(([start, end]) => end > start)
      .sort((a, b) => a[0] - b[0]);
    // Google answers merged periods, clipped to the window asked about.
    const merged: [number, number][] = [];
    for (const [start, end] of periods) {
      const last = merged.at(-1);
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else merged.push([start, end]);
    }
    return merged.map(([start, end]) => ({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
    }));
  }

  function insertEvent(grant: Grant, query: Record<string, string>, body: unknown): [number, Json] {
    if (!isJson(body) || !dateTimeOf(body.start) || !dateTimeOf(body.end)) {
      return [400, apiError(400, "required", "Missing end time.", "INVALID_ARGUMENT")];
    }
    const own = stored.filter((e) => e.calendarEmail === grant.email);
    const requestedId = text(body.id);
    if (requestedId && own.some((e) => e.resource.id === requestedId)) {
      return [409, apiError(409, "duplicate", "The requested identifier already exists.", "ALREADY_EXISTS")];
    }
    const conference =
      query.conferenceDataVersion === "1" && isJson(body.conferenceData) ? body.conferenceData : null;
    const createRequest = conference && isJson(conference.createRequest) ? conference.createRequest : null;
    const requestId = createRequest ? text(createRequest.requestId) : null;
    const earlier = requestId ? own.find((e) => e.requestId === requestId) : undefined;
    if (earlier) return [200, earlier.resource];

    const now = new Date().toISOString();
    const id = requestedId ?? base32hex(26);
    const code = meetCode();
    const meetUrl = `https://meet.google.com/${code}`;
    const resource: Json = {
      kind: "calendar#event",
      etag: `"${Date.now()}"`,
      id,
      status: "confirmed",
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${grant.email}`).toString("base64url")}`,
      created: now,
      updated: now,
      summary: body.summary,
      description: body.description,
      creator: { email: grant.email, self: true },
      organizer: { email: grant.email, self: true },
      start: body.start,
      end: body.end,
      iCalUID: `${id}@google.com`,
      sequence: 0,
      ...(Array.isArray(body.attendees)
        ? {
            attendees: body.attendees.map((a) => ({
              ...(isJson(a) ? a : {}),
              responseStatus: "needsAction",
            })),
          }
        : {}),
      ...(createRequest
        ? {
            hangoutLink: meetUrl,
            conferenceData: {
              createRequest: { ...createRequest, status: { statusCode: "success" } },
              entryPoints: [{ entryPointType: "video", uri: meetUrl, label: `meet.google.com/${code}` }],
              conferenceSolution: { key: { type: "hangoutsMeet" }, name: "Google Meet" },
              conferenceId: code,
            },
          }
        : {}),
      reminders: { useDefault: true },
      eventType: "default",
    };
    stored.push({ calendarEmail: grant.email, requestId, resource });
    events.push(resource);
    return [200, resource];
  }

  function calendarApi(
    req: IncomingMessage,
    path: string,
    query: Record<string, string>,
    body: unknown,
  ): Answer {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
    const access = bearer ? accessTokens.get(bearer[1]!) : undefined;
    if (!access || access.expiresAt <= Date.now() || access.grant.revoked) {
      return [
        401,
        apiError(
          401,
          "authError",
          "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
          "UNAUTHENTICATED",
        ),
      ];
    }
    const { grant } = access;
    const mine = (id: string) => id === "primary" || id === grant.email;
    const granted = grant.scope.split(" ");
    const allowed = (...scopes: string[]) =>
      [...scopes, "calendar"].some((scope) => granted.includes(`https://www.googleapis.com/auth/${scope}`));
    const insufficient: Answer = [
      403,
      apiError(
        403,
        "insufficientPermissions",
        "Request had insufficient authentication scopes.",
        "PERMISSION_DENIED",
      ),
    ];
    const notFound: Answer = [404, apiError(404, "notFound", "Not Found", "NOT_FOUND")];
    const method = req.method ?? "GET";
    const parts = path
      .slice("/calendar/v3/".length)
      .split("/")
      .map((part) => decodeURIComponent(part));

    if (method === "GET" && parts.length === 2 && parts[0] === "calendars") {
      if (!allowed("calendar.readonly")) return insufficient;
      if (!mine(parts[1]!)) return notFound;
      return [
        200,
        {
          kind: "calendar#calendar",
          etag: `"${Date.now()}"`,
          id: grant.email,
          summary: grant.email,
          timeZone: "America/New_York",
          conferenceProperties: { allowedConferenceSolutionTypes: ["hangoutsMeet"] },
        },
      ];
    }
    if (method === "GET" && parts.length === 4 && parts.slice(0, 3).join("/") === "users/me/calendarList") {
      if (!allowed("calendar.readonly", "calendar.calendarlist.readonly")) return insufficient;
      if (!mine(parts[3]!)) return notFound;
      return [
        200,
        {
          kind: "calendar#calendarListEntry",
          id: grant.email,
          summary: grant.email,
          timeZone: "America/New_York",
          accessRole: "owner",
          primary: true,
        },
      ];
    }
    if (parts.length >= 3 && parts[0] === "calendars" && parts[2] === "events") {
      if (!allowed("calendar.events")) return insufficient;
      if (!mine(parts[1]!)) return notFound;
      if (method === "POST" && parts.length === 3) return insertEvent(grant, query, body);
      if (method === "GET" && parts.length === 4) {
        const found = stored.find((e) => e.calendarEmail === grant.email && e.resource.id === parts[3]);
        return found ? [200, found.resource] : notFound;
      }
      if (method === "DELETE" && parts.length === 4) {
        // As Google: the event stays, cancelled (out of free/busy); deleting it again answers 410.
        const found = stored.find((e) => e.calendarEmail === grant.email && e.resource.id === parts[3]);
        if (!found) return notFound;
        if (found.resource.status === "cancelled") {
          return [410, apiError(410, "deleted", "Resource has been deleted", "GONE")];
        }
        found.resource.status = "cancelled";
        deletions.push({ eventId: parts[3]!, sendUpdates: query.sendUpdates ?? null });
        return [204, null];
      }
    }
    if (method === "POST" && path === "/calendar/v3/freeBusy") {
      if (!allowed("calendar.readonly", "calendar.freebusy", "calendar.events.freebusy")) return insufficient;
      if (!isJson(body) || !text(body.timeMin) || !text(body.timeMax) || !Array.isArray(body.items)) {
        return [400, apiError(400, "badRequest", "Bad Request", "INVALID_ARGUMENT")];
      }
      const timeMin = Date.parse(String(body.timeMin));
      const timeMax = Date.parse(String(body.timeMax));
      const calendars: Json = {};
      for (const item of body.items) {
        const id = isJson(item) ? text(item.id) : null;
        if (!id) continue;
        calendars[id] = mine(id)
          ? { busy: busyOf(grant.email, timeMin, timeMax) }
          : { errors: [{ domain: "global", reason: "notFound" }], busy: [] };
      }
      return [200, { kind: "calendar#freeBusy", timeMin: body.timeMin, timeMax: body.timeMax, calendars }];
    }
    return notFound;
  }

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
      if (hanging) return;
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
      busy = [...intervals];
    },
    /** Every access token issued so far stops working; refresh tokens still do. */
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
    },
    /** While on, requests are never answered, as when Google hangs. */
    hang(on = true) {
      hanging = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function dateTimeOf(value: unknown) {
  return isJson(value) ? (text(value.dateTime) ?? text(value.date) ?? "") : "";
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

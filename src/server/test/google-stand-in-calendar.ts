/**
 * The Calendar v3 half of the Google stand-in: the primary calendar and its calendar-list entry, event
 * insert, get and delete, and freeBusy, each behind the bearer-token and scope checks Google makes.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import {
  type Answer,
  apiError,
  type GoogleState,
  type Grant,
  isJson,
  type Json,
  text,
} from "./google-stand-in-state.js";

/** Google's event and conference ids are base32hex (0-9, a-v). */
const base32hex = (length: number) =>
  Array.from(randomBytes(length), (byte) => "0123456789abcdefghijklmnopqrstuv"[byte % 32]).join("");
const meetCode = () => {
  const letters = Array.from(randomBytes(10), (byte) => "abcdefghijklmnopqrstuvwxyz"[byte % 26]).join("");
  return `${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}`;
};

function dateTimeOf(value: unknown) {
  return isJson(value) ? (text(value.dateTime) ?? text(value.date) ?? "") : "";
}

export function createGoogleCalendar(state: GoogleState) {
  const { stored, events, deletions, accessTokens } = state;

  function busyOf(email: string, timeMin: number, timeMax: number) {
    const periods = [
      ...state.busy.map((b) => [Date.parse(b.start), Date.parse(b.end)] as const),
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

  return { calendarApi };
}

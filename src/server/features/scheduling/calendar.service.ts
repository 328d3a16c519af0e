/**
 * The studio's calendars: the Google connection (OAuth popup, status, disconnect, busy times, events
 * with a Meet link) and the private iCalendar feed any calendar app can subscribe to.
 *
 * Google is never allowed to break booking: busy times that can't be fetched count as none (and are
 * logged), and event creation runs in a retried job (booking-jobs.ts).
 */
import { randomBytes } from "node:crypto";
import type { CalendarFeed, CalendarStatus } from "../../../shared/scheduling.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { badRequest, notFound } from "../../http/errors.js";
import type {
  CalendarEventInput,
  CalendarProvider,
  CalendarTokens,
} from "../../integrations/calendar/calendar-provider.js";
import {
  findCalendarConnection,
  findFeedStudio,
  findLiveFeed,
  insertFeed,
  listFeedBookings,
  listFeedProjects,
  revokeFeeds,
  updateCalendarColumns,
} from "./calendar.queries.js";
import { buildFeed, type IcsAllDayEvent, type IcsTimedEvent } from "./ics.js";

export const GOOGLE_NOT_CONFIGURED =
  "Google Calendar isn't set up on this server. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to enable it.";
const FEED_NOT_FOUND = "Calendar feed not found";

const newToken = () => randomBytes(32).toString("base64url");

export function createCalendarService(database: Database, config: Config, provider: CalendarProvider) {
  const { db } = database;
  const redirectUri = `${config.publicUrl}/api/auth/google-calendar/callback`;

  async function connection(tx: DbOrTx, photographerId: string) {
    const row = await findCalendarConnection(tx, photographerId);
    if (!row) throw notFound("Photographer not found");
    const tokens: CalendarTokens | null =
      row.accessToken && row.connectedAt
        ? {
            accessToken: row.accessToken,
            refreshToken: row.refreshToken,
            expiry: row.expiry,
            scope: row.scope,
          }
        : null;
    return { ...row, tokens };
  }

  async function storeTokens(tx: DbOrTx, photographerId: string, tokens: CalendarTokens | null) {
    if (!tokens) return;
    await updateCalendarColumns(tx, photographerId, {
      calendarAccessToken: tokens.accessToken,
      calendarRefreshToken: tokens.refreshToken,
      calendarTokenExpiry: tokens.expiry,
      updatedAt: new Date(),
    });
  }

  async function status(photographerId: string): Promise<CalendarStatus> {
    const row = await connection(db, photographerId);
    return { authenticated: row.tokens !== null, email: row.email, configured: provider.configured };
  }

  /** Starts the OAuth dance: the state ties Google's answer to this studio and this attempt. */
  async function authUrl(photographerId: string): Promise<{ authUrl: string }> {
    if (!provider.configured) throw badRequest(GOOGLE_NOT_CONFIGURED);
    const state = newToken();
    await updateCalendarColumns(db, photographerId, { calendarOauthState: state });
    return { authUrl: provider.authUrl(state, redirectUri) };
  }

  /** Google's redirect lands here, in the popup, carrying the photographer's own session cookie. */
  async function completeConnection(photographerId: string, code: string, state: string) {
    if (!provider.configured) throw badRequest(GOOGLE_NOT_CONFIGURED);
    const row = await connection(db, photographerId);
    if (!row.oauthState || row.oauthState !== state) {
      throw badRequest("This sign-in link has expired. Please start connecting again from Settings.");
    }
    const result = await provider.exchangeCode(code, redirectUri);
    await updateCalendarColumns(db, photographerId, {
      calendarAccessToken: result.tokens.accessToken,
      calendarRefreshToken: result.tokens.refreshToken,
      calendarTokenExpiry: result.tokens.expiry,
      calendarScope: result.tokens.scope,
      calendarId: result.calendarId,
      calendarEmail: result.email,
      calendarConnectedAt: new Date(),
      calendarOauthState: null,
      updatedAt: new Date(),
    });
    return { email: result.email };
  }

  async function disconnect(photographerId: string) {
    const row = await connection(db, photographerId);
    if (row.tokens && provider.configured) {
      // Forgetting the tokens is what matters; a revoke Google can't take right now is not an error.
      await provider.revoke(row.tokens).catch(() => undefined);
    }
    await updateCalendarColumns(db, photographerId, {
      calendarAccessToken: null,
      calendarRefreshToken: null,
      calendarTokenExpiry: null,
      calendarScope: null,
      calendarId: null,
      calendarEmail: null,
      calendarConnectedAt: null,
      calendarOauthState: null,
      updatedAt: new Date(),
    });
    return { success: true as const };
  }

  /** Busy times in the connected calendar; none when not connected or when Google can't answer. */
  async function busy(photographerId: string, from: Date, to: Date) {
    if (!provider.configured) return [];
    const row = await connection(db, photographerId);
    if (!row.tokens) return [];
    try {
      const result = await provider.busy(row.tokens, row.calendarId ?? "primary", from, to);
      await storeTokens(db, photographerId, result.tokens);
      return result.intervals;
    } catch (error) {
      console.warn(
        `Google Calendar busy times unavailable for ${photographerId}: ${(error as Error).message}`,
      );
      return [];
    }
  }

  /** Adds a confirmed booking to the connected calendar; null when there is no connection. */
  async function createEvent(tx: DbOrTx, photographerId: string, event: CalendarEventInput) {
    if (!provider.configured) return null;
    const row = await connection(tx, photographerId);
    if (!row.tokens) return null;
    const result = await provider.createEvent(row.tokens, row.calendarId ?? "primary", event);
    await storeTokens(tx, photographerId, result.tokens);
    return { eventId: result.eventId, meetLink: result.meetLink };
  }

  /** Takes a cancelled booking's event out of the connected calendar; false when there is no connection. */
  async function deleteEvent(tx: DbOrTx, photographerId: string, eventId: string): Promise<boolean> {
    if (!provider.configured) return false;
    const row = await connection(tx, photographerId);
    if (!row.tokens) return false;
    const result = await provider.deleteEvent(row.tokens, row.calendarId ?? "primary", eventId);
    await storeTokens(tx, photographerId, result.tokens);
    return true;
  }

  function feedUrl(token: string) {
    return `${config.publicUrl}/api/public/calendar-feed/${token}/focal.ics`;
  }

  async function feed(photographerId: string): Promise<CalendarFeed> {
    const row = await findLiveFeed(db, photographerId);
    return row
      ? { url: feedUrl(row.token), createdAt: row.createdAt.toISOString() }
      : { url: null, createdAt: null };
  }

  /** A new secret URL; any earlier one stops working in the same commit. */
  async function createFeed(photographerId: string): Promise<CalendarFeed> {
    await db.transaction(async (tx) => {
      await revokeFeeds(tx, photographerId);
      await insertFeed(tx, photographerId, newToken());
    });
    return feed(photographerId);
  }

  async function removeFeed(photographerId: string): Promise<CalendarFeed> {
    await revokeFeeds(db, photographerId);
    return { url: null, createdAt: null };
  }

  /** The .ics text behind a feed URL: the last 90 days and everything ahead. */
  async function feedCalendar(token: string): Promise<string> {
    const row = await findFeedStudio(db, token);
    if (!row) throw notFound(FEED_NOT_FOUND);
    const since = new Date(Date.now() - 90 * 86_400_000);
    const bookingRows = await listFeedBookings(db, row.photographerId, since);
    const projectRows = await listFeedProjects(db, row.photographerId, since.toISOString().slice(0, 10));
    const host = new URL(config.publicUrl).host;
    const timed: IcsTimedEvent[] = bookingRows.map((b) => ({
      uid: `booking-${b.id}@${host}`,
      // Moves (a client's reschedule) and the confirmation each raise it: calendars take the update.
      sequence: b.sequence + (b.confirmedAt ? 1 : 0),
      start: b.startAt,
      end: b.endAt,
      summary: b.clientName ? `${b.title} · ${b.clientName}` : b.title,
      description: [
        b.status === "CONFIRMED" ? "Confirmed" : "Awaiting confirmation",
        b.clientEmail,
        b.clientPhone,
        b.description,
        b.meetingLink ?? b.googleMeetLink,
      ]
        .filter(Boolean)
        .join("\n"),
      url: b.meetingLink ?? b.googleMeetLink ?? null,
      status: b.status === "CONFIRMED" ? "CONFIRMED" : "TENTATIVE",
      updatedAt: b.updatedAt,
    }));
    const allDay: IcsAllDayEvent[] = projectRows.map((p) => ({
      uid: `project-${p.id}@${host}`,
      date: p.eventDate!,
      summary: `${p.title} (${`${p.firstName} ${p.lastName}`.trim()})`,
      url: `${config.publicUrl}/projects/${p.id}`,
    }));
    return buildFeed(`${row.businessName} · Focal`, timed, allDay);
  }

  return {
    status,
    authUrl,
    completeConnection,
    disconnect,
    busy,
    createEvent,
    deleteEvent,
    feed,
    createFeed,
    removeFeed,
    feedCalendar,
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;

/**
 * What the Google stand-in (google-stand-in.ts) remembers between requests, and the small helpers its
 * OAuth and Calendar halves share: ids shaped like Google's and Google's JSON error body.
 */
import { randomBytes } from "node:crypto";

export interface GoogleCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed JSON or form body; null when there is none. */
  body: unknown;
}

export interface Grant {
  clientId: string;
  email: string;
  scope: string;
  refreshToken: string;
  revoked: boolean;
}

export interface StoredEvent {
  calendarEmail: string;
  requestId: string | null;
  resource: Record<string, unknown>;
}

export type Json = Record<string, unknown>;
/** An HTTP status and the JSON body that goes with it. */
export type Answer = [number, unknown];

export const ACCESS_TOKEN_SECONDS = 3599;

/** One stand-in's memory: every request, the codes and tokens it issued, and the calendar's events. */
export interface GoogleState {
  /** The account a consent grants when no login_hint names another. */
  defaultEmail: string;
  calls: GoogleCall[];
  /** Every event created, as Google returned it, oldest first. */
  events: unknown[];
  stored: StoredEvent[];
  /** Events deleted through the API, with the sendUpdates asked for. */
  deletions: { eventId: string; sendUpdates: string | null }[];
  codes: Map<string, { clientId: string; redirectUri: string; email: string; scope: string }>;
  grants: Map<string, Grant>;
  accessTokens: Map<string, { grant: Grant; expiresAt: number }>;
  /** Busy periods set by the test, besides the events created here. */
  busy: { start: string; end: string }[];
  /** While true, requests are read and never answered. */
  hanging: boolean;
}

export function createGoogleState(defaultEmail: string): GoogleState {
  return {
    defaultEmail,
    calls: [],
    events: [],
    stored: [],
    deletions: [],
    codes: new Map(),
    grants: new Map(),
    accessTokens: new Map(),
    busy: [],
    hanging: false,
  };
}

export const random = (bytes: number) => randomBytes(bytes).toString("base64url");

export const isJson = (value: unknown): value is Json => typeof value === "object" && value !== null;
export const text = (value: unknown) => (typeof value === "string" ? value : null);

export function apiError(code: number, reason: string, message: string, status: string) {
  return { error: { code, message, errors: [{ domain: "global", reason, message }], status } };
}

/**
 * Keyset paging for the long lists (clients, projects, proposals). A list answers one page when asked
 * with `limit`; without it, the whole list as before. The cursor names the last row of the page by its
 * creation instant (to the microsecond, as the database keeps it) and id, so the next page starts right
 * after it however many rows came or went meanwhile. The client treats it as opaque text.
 */
import { z } from "zod";
import { hasControlCharacter } from "./validation.js";

export const MAX_PAGE_SIZE = 200;
export const MAX_SEARCH_LENGTH = 200;
export const INVALID_CURSOR_MESSAGE = "Invalid cursor";

/** One page: items in the list's order, and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Where a page ends: the last row's created_at as UTC ISO text with microseconds, and its id. */
export interface CursorKey {
  createdAt: string;
  id: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function isCursorKey(key: { createdAt: string; id: string }): boolean {
  if (!INSTANT.test(key.createdAt) || !UUID.test(key.id)) return false;
  // Reject instants the regex lets through but the calendar does not have (2026-02-30).
  const ms = Date.parse(key.createdAt);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === key.createdAt.slice(0, 19);
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export function encodeCursor(key: CursorKey): string {
  return toBase64Url(`${key.createdAt}|${key.id.toLowerCase()}`);
}

/** The key a cursor names, or null when it is not one this server wrote. */
export function decodeCursor(cursor: string): CursorKey | null {
  if (cursor.length > 200 || !BASE64URL.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const [createdAt, id, ...rest] = text.split("|");
  if (createdAt === undefined || id === undefined || rest.length > 0) return null;
  const key = { createdAt, id: id.toLowerCase() };
  return isCursorKey(key) ? key : null;
}

/**
 * The paging fields a list's query schema adds. `limit` switches paged mode on; `cursor` (only with
 * `limit`) continues after a previous page.
 */
export const pageQueryFields = {
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .optional(),
  cursor: z
    .string()
    .optional()
    .transform((cursor, ctx) => {
      if (cursor === undefined) return undefined;
      const key = decodeCursor(cursor);
      if (!key) {
        ctx.addIssue({ code: "custom", message: INVALID_CURSOR_MESSAGE });
        return z.NEVER;
      }
      return key;
    }),
};

/** A list's `search`: contains, case-insensitive; `%` and `_` are plain characters. Blank means none. */
export const listSearchField = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
  .refine((text) => !hasControlCharacter(text), "search contains a control character")
  .optional()
  .transform((text) => (text ? text : undefined));

/** Refuses a cursor sent without a limit (it would be silently ignored). */
export function cursorNeedsLimit(query: { limit?: number; cursor?: CursorKey }, ctx: z.RefinementCtx) {
  if (query.cursor !== undefined && query.limit === undefined) {
    ctx.addIssue({ code: "custom", message: "cursor needs limit", path: ["cursor"] });
  }
}

/**
 * Refuses filters that only the paged list has when sent without `limit`: the whole list would ignore
 * them and answer every row.
 */
export function filtersNeedLimit<K extends string>(fields: readonly K[]) {
  return (query: { limit?: number } & Partial<Record<K, unknown>>, ctx: z.RefinementCtx) => {
    if (query.limit !== undefined) return;
    for (const field of fields) {
      if (query[field] !== undefined)
        ctx.addIssue({ code: "custom", message: `${field} needs limit`, path: [field] });
    }
  };
}

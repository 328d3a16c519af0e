/**
 * The public booking pages kept in memory: the calendar a studio shares on Instagram is the first thing a
 * spike of visitors hits, and each view used to cost about nine queries and a two-month slot computation.
 *
 * An answer is kept in the studio read cache (http/read-cache.ts) under the studio's id, so it is dropped
 * by the same database triggers as the studio's own screens: any change to its hours, day overrides,
 * bookings, session types or its own row (migration 0028) tells every server, and names the table, so
 * that the studio's other writes (a project saved, a client added) leave the pages in memory. What the database cannot
 * tell is time passing, so each answer also carries the instant it would change by itself
 * (slot-validity.ts: notice, hold expiries, midnight, Google busy times' short TTL).
 *
 * A visitor's request names the calendar's public token, not the studio: the token's studio is
 * remembered after the first answer, so a repeated view costs no query at all. A token that stops
 * working (regenerated) changes the studio's row, which drops its answers; the next view asks the
 * database again and finds nothing.
 */
import { HttpError } from "../../http/errors.js";
import type { StudioReadCache } from "../../http/read-cache.js";

export interface PublicPage {
  studioId: string;
  body: unknown;
  /** When the answer would change with no write (ms since the epoch). */
  validUntil: number;
}

/**
 * Every table the public pages read: the studio's own row (name, brand, zone, booking rules, Google
 * connection, currency), its weekly hours and their breaks, day overrides, bookings and session types.
 * A change anywhere else (a project's notes, a new client) leaves the pages in memory.
 */
const SLOT_TABLES: ReadonlySet<string> = new Set([
  "photographers",
  "availability_templates",
  "availability_breaks",
  "availability_overrides",
  "bookings",
  "session_types",
]);

/** Tokens remembered at most; beyond it the oldest is forgotten (it costs one query to learn again). */
const MAX_TOKENS = 10_000;

export function createPublicPageCache(cache: StudioReadCache) {
  const studioOfToken = new Map<string, string>();

  function remember(token: string, studioId: string) {
    if (studioOfToken.get(token) === studioId) return;
    studioOfToken.delete(token);
    if (studioOfToken.size >= MAX_TOKENS) studioOfToken.delete(studioOfToken.keys().next().value!);
    studioOfToken.set(token, studioId);
  }

  /**
   * The page's JSON: from memory when the studio has not changed and the answer is still true, else
   * computed (and kept, unless the studio changed while it was computed).
   */
  async function answer(token: string, page: string, compute: () => Promise<PublicPage>): Promise<string> {
    const key = `public:${token}:${page}`;
    const known = studioOfToken.get(token);
    const hit = known ? cache.get(known, key) : null;
    if (hit) return hit.body;
    const begunAt = cache.begin();
    let result: PublicPage;
    try {
      result = await compute();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) studioOfToken.delete(token);
      throw error;
    }
    const body = JSON.stringify(result.body);
    remember(token, result.studioId);
    if (result.validUntil > Date.now()) {
      cache.store(result.studioId, key, begunAt, body, "application/json", {
        staleAt: result.validUntil,
        tables: SLOT_TABLES,
      });
    }
    return body;
  }

  return { answer };
}

export type PublicPageCache = ReturnType<typeof createPublicPageCache>;

/**
 * Session types: the studio's list of what it sells on its booking calendar. Slugs are unique per studio,
 * and the unique index decides (two saves of one slug at once: one wins, the other is a 409). The default
 * "Consultation" is what the original booking links book, so it keeps its slug and cannot be deleted; a
 * type with upcoming bookings cannot be deleted either (disable it instead).
 */
import {
  DEFAULT_TYPE_SLUG_FIXED,
  DEFAULT_TYPE_UNDELETABLE,
  SESSION_TYPE_HAS_BOOKINGS,
  SESSION_TYPE_NOT_FOUND,
  type SessionType,
  type SessionTypeValues,
  SLUG_TAKEN,
} from "../../../shared/session-types.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, notFound } from "../../http/errors.js";
import { isUniqueViolation } from "../clients/db-errors.js";
import {
  columnsOf,
  deleteSessionType,
  findSessionType,
  hasUpcomingBookings,
  insertSessionType,
  listSessionTypes,
  listSlugs,
  type SessionTypeRow,
  toSessionType,
  updateSessionType,
} from "./session-types.queries.js";

const NAME_MAX = 100;
const SLUG_MAX = 60;
/** A duplicate's slug is picked from what exists; a parallel duplicate may take it first, so try again. */
const DUPLICATE_ATTEMPTS = 5;

/** The first of "<slug>-copy", "<slug>-copy-2", … not in `taken`, within the slug's length limit. */
export function copySlug(slug: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "-copy" : `-copy-${n}`;
    const base = slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "");
    const candidate = `${base}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function copyName(name: string): string {
  const suffix = " (copy)";
  return `${name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

/** Runs a write whose only expected refusal is the per-studio slug index. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN);
    throw error;
  }
}

export function createSessionTypesService(database: Database) {
  const { db } = database;

  async function requireRow(photographerId: string, id: string, tx: DbOrTx = db): Promise<SessionTypeRow> {
    const row = await findSessionType(tx, photographerId, id);
    if (!row) throw notFound(SESSION_TYPE_NOT_FOUND);
    return row;
  }

  async function list(photographerId: string): Promise<{ sessionTypes: SessionType[] }> {
    return { sessionTypes: (await listSessionTypes(db, photographerId)).map(toSessionType) };
  }

  async function get(photographerId: string, id: string): Promise<SessionType> {
    return toSessionType(await requireRow(photographerId, id));
  }

  async function create(photographerId: string, input: SessionTypeValues): Promise<SessionType> {
    const row = await slugChecked(() => insertSessionType(db, photographerId, columnsOf(input)));
    return toSessionType(row);
  }

  async function update(photographerId: string, id: string, input: SessionTypeValues): Promise<SessionType> {
    const current = await requireRow(photographerId, id);
    // The original booking routes find the default type by this slug.
    if (current.isDefault && input.slug !== current.slug) throw conflict(DEFAULT_TYPE_SLUG_FIXED);
    const row = await slugChecked(() => updateSessionType(db, photographerId, id, columnsOf(input)));
    if (!row) throw notFound(SESSION_TYPE_NOT_FOUND);
    return toSessionType(row);
  }

  /** A disabled copy, so the studio can adjust it before visitors see it. */
  async function duplicate(photographerId: string, id: string): Promise<SessionType> {
    const source = toSessionType(await requireRow(photographerId, id));
    const { id: _id, isDefault, isMiniSession, createdAt, updatedAt, ...values } = source;
    for (let attempt = 1; ; attempt++) {
      const taken = new Set(await listSlugs(db, photographerId));
      const copy = {
        ...values,
        name: copyName(source.name),
        slug: copySlug(source.slug, taken),
        enabled: false,
      };
      try {
        return toSessionType(await insertSessionType(db, photographerId, columnsOf(copy)));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (attempt >= DUPLICATE_ATTEMPTS) throw conflict(SLUG_TAKEN);
      }
    }
  }

  async function remove(photographerId: string, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      // The row lock holds off a booking being made for the type meanwhile: inserting a booking
      // takes a key-share lock on its type (the foreign key), which waits for this transaction.
      const row = await findSessionType(tx, photographerId, id, { forUpdate: true });
      if (!row) throw notFound(SESSION_TYPE_NOT_FOUND);
      if (row.isDefault) throw conflict(DEFAULT_TYPE_UNDELETABLE);
      if (await hasUpcomingBookings(tx, photographerId, id, new Date()))
        throw conflict(SESSION_TYPE_HAS_BOOKINGS);
      // Past bookings keep their title; their type becomes null (ON DELETE SET NULL).
      await deleteSessionType(tx, photographerId, id);
    });
  }

  return { list, get, requireRow, create, update, duplicate, remove };
}

export type SessionTypesService = ReturnType<typeof createSessionTypesService>;

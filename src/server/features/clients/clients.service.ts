import { type Client, type ClientData, duplicateEmailReason } from "../../../shared/clients.js";
import type { LEAD_SOURCES } from "../../../shared/projects.js";
import { notifySessionsChanged } from "../../auth/sessions.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, HttpError, notFound } from "../../http/errors.js";
import type { JobQueue } from "../../jobs/queue.js";
import { hasSignedContract } from "../contracts/proposal-contract.queries.js";
import { findPhotographer } from "../photographer/photographer.queries.js";
import { withClientCreated } from "../webhooks/webhook-emitters.js";
import { createClientImport } from "./client-import.service.js";
import { createClientMessages } from "./client-messages.service.js";
import {
  clientValues,
  deleteClient,
  insertClientIfNew,
  setClientArchived,
  updateClientRow,
} from "./client-writes.queries.js";
import {
  type ClientRow,
  type ClientView,
  findClientByEmail,
  hasMoneyRecords,
  listClientsJson,
  prepareClientDetailJson,
  prepareFindClient,
} from "./clients.queries.js";
import { type ClientPageQuery, clientPageJson } from "./clients-page.queries.js";
import { createClientsTransfer, studioOptInDefaults } from "./clients-transfer.service.js";
import { isMoneyRecordRefusal, isUniqueViolation } from "./db-errors.js";
import { findEventDateHolder } from "./event-date.queries.js";
import { listClientHistory } from "./history.queries.js";

export const CLIENT_NOT_FOUND = "Client not found";
export const CLIENT_HAS_MONEY_RECORDS =
  "This client has a signed or paid proposal, and those records must be kept. " +
  "Archive the client instead: archived clients leave your client list but stay in your reports and earnings.";

export const CLIENT_HAS_SIGNED_CONTRACT =
  "This client has a signed contract, and signed contracts are kept. " +
  "Void the contract or archive the client instead: archived clients leave your client list but stay in your records.";

/** 409 naming the client who already has the address, so that the screen can link to them. */
function duplicateEmail(email: string, existing: Pick<ClientRow, "id" | "archivedAt"> | undefined) {
  const archived = existing?.archivedAt ? " (archived)" : "";
  return new HttpError(409, `${duplicateEmailReason(email)}${archived}`, { clientId: existing?.id ?? null });
}

/** A client whose event date a project holds is edited there, so that the two never differ. */
export const eventDateOnProject = (projectTitle: string) =>
  `The event date is set on the project "${projectTitle}": change it there.`;

export function toClient(row: ClientView): Client {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    eventDate: row.eventDate,
    weddingDate: row.eventDate,
    hasEventDate: row.hasEventDate,
    eventDateProjectId: row.eventDateProjectId,
    notes: row.notes,
    emailOptIn: row.emailOptIn,
    smsOptIn: row.smsOptIn,
    leadSource: row.leadSource,
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

export function createClientsService(database: Database, queue: JobQueue) {
  const { db } = database;

  const optInDefaults = (photographerId: string) => studioOptInDefaults(db, photographerId);

  const findClient = prepareFindClient(db);
  const findDetailJson = prepareClientDetailJson(db);

  async function requireClient(photographerId: string, clientId: string): Promise<ClientView> {
    const row = await findClient(photographerId, clientId);
    if (!row) throw notFound(CLIENT_NOT_FOUND);
    return row;
  }

  /** The studio's client with this address (any case), or undefined; `lock` holds its row (FOR UPDATE). */
  async function findByEmail(tx: DbOrTx, photographerId: string, email: string, lock = false) {
    return findClientByEmail(tx, photographerId, email, lock);
  }

  /**
   * A second client with an address the studio already has is refused by the unique index on
   * (photographer_id, lower(email)); the insert skips it (ON CONFLICT DO NOTHING, the only unique key
   * a new row can meet besides its fresh id) and the answer is 409, whoever inserted first.
   */
  async function create(photographerId: string, input: ClientData) {
    const values = clientValues(input, await optInDefaults(photographerId));
    const row = await db.transaction(async (tx) =>
      withClientCreated(tx, queue, await insertClientIfNew(tx, { ...values, photographerId })),
    );
    if (!row) {
      const email = values.email ?? "";
      throw duplicateEmail(email, await findByEmail(db, photographerId, email));
    }
    // A new client has no project yet: the date typed in is its own.
    return toClient({ ...row, eventDateProjectId: null });
  }

  /**
   * The studio's client with this e-mail, or a new one (a visitor booking a consultation, a lead from
   * the widget), inside the caller's transaction. E-mail addresses match case-insensitively; an existing
   * client with no phone gains the one given. The client's row stays locked until the caller commits, so
   * that two requests from one person (a double-clicked form, a repeat inquiry) decide one after the
   * other whether the client already has a project.
   */
  async function findOrCreateWithin(
    tx: DbOrTx,
    photographerId: string,
    input: {
      /** Split at the first space when the form asked for one name (the booking calendar). */
      fullName?: string;
      firstName?: string;
      lastName?: string;
      email: string;
      phone?: string | null;
      leadSource: (typeof LEAD_SOURCES)[number];
    },
  ): Promise<{ client: ClientRow; created: boolean }> {
    const email = input.email.trim().toLowerCase();
    const existing = await findByEmail(tx, photographerId, email, true);
    if (existing) return { client: await refreshExisting(tx, existing, input.phone), created: false };
    const [first = "", ...rest] = (input.fullName ?? "").trim().split(/\s+/);
    const firstName = input.firstName?.trim() || first;
    const lastName = input.lastName?.trim() ?? rest.join(" ");
    const studio = await findPhotographer(tx, photographerId);
    // A concurrent inquiry with the same address inserted first: this insert waited for its commit and
    // skipped, so the row is there to read now, and both inquiries belong to that one client.
    const row = await insertClientIfNew(tx, {
      photographerId,
      firstName,
      lastName,
      email,
      phone: input.phone ?? null,
      leadSource: input.leadSource,
      emailOptIn: studio?.defaultEmailOptIn ?? true,
      smsOptIn: studio?.defaultSmsOptIn ?? false,
    });
    if (row) return { client: await withClientCreated(tx, queue, row), created: true };
    const winner = await findByEmail(tx, photographerId, email, true);
    if (!winner) throw conflict(duplicateEmailReason(email));
    return { client: await refreshExisting(tx, winner, input.phone), created: false };
  }

  /**
   * A returning client: one with no phone gains the one given, and an archived one comes back to the
   * list, since a new inquiry or booking is work the photographer has to see.
   */
  async function refreshExisting(tx: DbOrTx, existing: ClientRow, phone: string | null | undefined) {
    const gainsPhone = !existing.phone && Boolean(phone);
    if (!gainsPhone && !existing.archivedAt) return existing;
    const row = await updateClientRow(tx, existing.photographerId, existing.id, {
      ...(gainsPhone ? { phone } : {}),
      archivedAt: null,
      updatedAt: new Date(),
    });
    return row ?? existing;
  }

  async function update(photographerId: string, clientId: string, input: ClientData) {
    const current = await requireClient(photographerId, clientId);
    const values = clientValues(input, { emailOptIn: current.emailOptIn, smsOptIn: current.smsOptIn });
    // Once a project is open the date is the project's: the same date (the form sends back what it
    // showed) or none saves the rest; another date is refused rather than kept where nobody sees it.
    const holder = await findEventDateHolder(db, photographerId, clientId);
    if (holder) {
      if (values.eventDate && values.eventDate !== holder.eventDate) {
        throw new HttpError(409, eventDateOnProject(holder.title), { projectId: holder.id });
      }
      values.eventDate = null;
      values.hasEventDate = false;
    }
    try {
      const row = await updateClientRow(db, photographerId, clientId, { ...values, updatedAt: new Date() });
      if (!row) throw notFound(CLIENT_NOT_FOUND);
      return toClient(await requireClient(photographerId, clientId));
    } catch (error) {
      // The new address is another client's (the unique index on the studio's e-mails).
      if (isUniqueViolation(error) && values.email) {
        throw duplicateEmail(values.email, await findByEmail(db, photographerId, values.email));
      }
      throw error;
    }
  }

  /** Archiving hides a client from the list; everything they have stays, in reports and history too. */
  async function setArchived(photographerId: string, clientId: string, archived: boolean) {
    const row = await setClientArchived(db, photographerId, clientId, archived);
    if (!row) throw notFound(CLIENT_NOT_FOUND);
    return toClient(await requireClient(photographerId, clientId));
  }

  /** ClientDetail as JSON text, built by PostgreSQL in one round trip. */
  async function detailJson(photographerId: string, clientId: string): Promise<string> {
    const json = await findDetailJson(photographerId, clientId);
    if (json === null) throw notFound(CLIENT_NOT_FOUND);
    return json;
  }

  /**
   * Deleting a client removes its projects, estimates, bookings, messages and pending payments (database
   * cascades). A client with a signed or paid proposal is refused with 409: the database's triggers refuse
   * the cascade too, which covers a payment completing between the check and the delete.
   */
  async function remove(photographerId: string, clientId: string) {
    await requireClient(photographerId, clientId);
    if (await hasSignedContract(db, photographerId, { clientId })) {
      throw new HttpError(409, CLIENT_HAS_SIGNED_CONTRACT, { canArchive: true });
    }
    if (await hasMoneyRecords(db, photographerId, { clientId })) {
      throw new HttpError(409, CLIENT_HAS_MONEY_RECORDS, { canArchive: true });
    }
    let deleted: boolean;
    try {
      deleted = await deleteClient(db, photographerId, clientId);
    } catch (error) {
      if (isMoneyRecordRefusal(error))
        throw new HttpError(409, CLIENT_HAS_MONEY_RECORDS, { canArchive: true });
      throw error;
    }
    if (!deleted) throw notFound(CLIENT_NOT_FOUND);
    // The client's portal sign-ins went with it (ON DELETE CASCADE): no server may keep them cached.
    await notifySessionsChanged(db, { clientId });
  }

  async function history(photographerId: string, clientId: string) {
    await requireClient(photographerId, clientId);
    return listClientHistory(db, photographerId, clientId);
  }

  return {
    /** ClientListItem[] as JSON text, built by PostgreSQL. */
    listJson: (photographerId: string, search?: string, archived?: boolean) =>
      listClientsJson(db, photographerId, search, archived),
    /** One Page<ClientListItem> as JSON text, built by PostgreSQL. */
    pageJson: (photographerId: string, query: ClientPageQuery) => clientPageJson(db, photographerId, query),
    create,
    archive: (photographerId: string, clientId: string) => setArchived(photographerId, clientId, true),
    unarchive: (photographerId: string, clientId: string) => setArchived(photographerId, clientId, false),
    update,
    detailJson,
    remove,
    requireClient,
    findOrCreateWithin,
    ...createClientMessages(database, requireClient),
    history,
    ...createClientsTransfer(database),
    ...createClientImport(database, queue),
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;

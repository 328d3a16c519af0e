import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  type ClientData,
  type CreateMessageInput,
  clientInputSchema,
  type ImportClientsInput,
  type ImportClientsResult,
  type ImportRejection,
  type Message,
} from "../../../shared/clients.js";
import type { LEAD_SOURCES } from "../../../shared/projects.js";
import { notifySessionsChanged } from "../../auth/sessions.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { clients, messages } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";
import { findPhotographer } from "../photographer/photographer.queries.js";
import {
  type ClientRow,
  clientValues,
  listClientsJson,
  listMessages,
  prepareClientDetailJson,
  prepareFindClient,
} from "./clients.queries.js";
import { toCsv } from "./clients-csv.js";
import { listClientHistory } from "./history.queries.js";

export const CLIENT_NOT_FOUND = "Client not found";

export function toClient(row: ClientRow) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    eventDate: row.eventDate,
    weddingDate: row.eventDate,
    hasEventDate: row.hasEventDate,
    notes: row.notes,
    emailOptIn: row.emailOptIn,
    smsOptIn: row.smsOptIn,
    leadSource: row.leadSource,
    createdAt: row.createdAt.toISOString(),
  };
}

function toMessage(row: typeof messages.$inferSelect): Message {
  return {
    id: row.id,
    clientId: row.clientId,
    content: row.content,
    sentByPhotographer: row.sentByPhotographer,
    channel: row.channel,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createClientsService(database: Database) {
  const { db } = database;

  async function optInDefaults(photographerId: string) {
    const studio = await findPhotographer(db, photographerId);
    return { emailOptIn: studio?.defaultEmailOptIn ?? true, smsOptIn: studio?.defaultSmsOptIn ?? false };
  }

  const findClient = prepareFindClient(db);
  const findDetailJson = prepareClientDetailJson(db);

  async function requireClient(photographerId: string, clientId: string): Promise<ClientRow> {
    const row = await findClient(photographerId, clientId);
    if (!row) throw notFound(CLIENT_NOT_FOUND);
    return row;
  }

  async function create(photographerId: string, input: ClientData) {
    const values = clientValues(input, await optInDefaults(photographerId));
    const [row] = await db
      .insert(clients)
      .values({ ...values, photographerId })
      .returning();
    return toClient(row!);
  }

  /**
   * The studio's client with this e-mail, or a new one (a visitor booking a consultation, a lead from
   * the widget), inside the caller's transaction. E-mail addresses match case-insensitively; an existing
   * client with no phone gains the one given.
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
    const [existing] = await tx
      .select()
      .from(clients)
      .where(and(eq(clients.photographerId, photographerId), sql`lower(${clients.email}) = ${email}`))
      .orderBy(asc(clients.createdAt))
      .limit(1);
    if (existing) {
      if (!existing.phone && input.phone) {
        await tx
          .update(clients)
          .set({ phone: input.phone, updatedAt: new Date() })
          .where(and(eq(clients.photographerId, photographerId), eq(clients.id, existing.id)));
      }
      return { client: existing, created: false };
    }
    const [first = "", ...rest] = (input.fullName ?? "").trim().split(/\s+/);
    const firstName = input.firstName?.trim() || first;
    const lastName = input.lastName?.trim() ?? rest.join(" ");
    const studio = await findPhotographer(tx, photographerId);
    const [row] = await tx
      .insert(clients)
      .values({
        photographerId,
        firstName,
        lastName,
        email,
        phone: input.phone ?? null,
        leadSource: input.leadSource,
        emailOptIn: studio?.defaultEmailOptIn ?? true,
        smsOptIn: studio?.defaultSmsOptIn ?? false,
      })
      .returning();
    return { client: row!, created: true };
  }

  async function update(photographerId: string, clientId: string, input: ClientData) {
    const current = await requireClient(photographerId, clientId);
    const values = clientValues(input, { emailOptIn: current.emailOptIn, smsOptIn: current.smsOptIn });
    const [row] = await db
      .update(clients)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(clients.photographerId, photographerId), eq(clients.id, clientId)))
      .returning();
    return toClient(row!);
  }

  /** ClientDetail as JSON text, built by PostgreSQL in one round trip. */
  async function detailJson(photographerId: string, clientId: string): Promise<string> {
    const json = await findDetailJson(photographerId, clientId);
    if (json === null) throw notFound(CLIENT_NOT_FOUND);
    return json;
  }

  /** Deleting a client removes its projects, estimates, bookings, messages and payments (database cascades). */
  async function remove(photographerId: string, clientId: string) {
    const deleted = await db
      .delete(clients)
      .where(and(eq(clients.photographerId, photographerId), eq(clients.id, clientId)))
      .returning({ id: clients.id });
    if (deleted.length === 0) throw notFound(CLIENT_NOT_FOUND);
    // The client's portal sign-ins went with it (ON DELETE CASCADE): no server may keep them cached.
    await notifySessionsChanged(db, { clientId });
  }

  async function messagesOf(photographerId: string, clientId: string) {
    await requireClient(photographerId, clientId);
    return (await listMessages(db, photographerId, clientId)).map(toMessage);
  }

  async function markMessagesRead(photographerId: string, clientId: string) {
    await requireClient(photographerId, clientId);
    const rows = await db
      .update(messages)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(messages.photographerId, photographerId),
          eq(messages.clientId, clientId),
          eq(messages.sentByPhotographer, false),
          isNull(messages.readAt),
        ),
      )
      .returning({ id: messages.id });
    return { read: rows.length };
  }

  async function createMessage(photographerId: string, input: Required<CreateMessageInput>) {
    await requireClient(photographerId, input.clientId);
    const [row] = await db
      .insert(messages)
      .values({
        photographerId,
        clientId: input.clientId,
        content: input.content,
        channel: input.channel,
        sentByPhotographer: true,
      })
      .returning();
    return toMessage(row!);
  }

  async function history(photographerId: string, clientId: string) {
    await requireClient(photographerId, clientId);
    return listClientHistory(db, photographerId, clientId);
  }

  /**
   * Imports one batch of rows: each is validated with the same schema as the Add Client form, and an
   * e-mail that the studio already has (or that appears twice in the batch) is refused, not duplicated.
   */
  async function importRows(photographerId: string, input: ImportClientsInput): Promise<ImportClientsResult> {
    const defaults = await optInDefaults(photographerId);
    const rejected: ImportRejection[] = [];
    const valid: { rowNumber: number; values: ReturnType<typeof clientValues> }[] = [];
    for (const row of input.rows) {
      const parsed = clientInputSchema.safeParse({
        firstName: row.values.firstName ?? "",
        lastName: row.values.lastName ?? "",
        email: row.values.email,
        phone: row.values.phone,
        eventDate: row.values.eventDate,
        notes: row.values.notes,
      });
      if (!parsed.success) {
        rejected.push({ rowNumber: row.rowNumber, reason: parsed.error.issues[0]?.message ?? "Invalid row" });
        continue;
      }
      valid.push({ rowNumber: row.rowNumber, values: clientValues(parsed.data, defaults) });
    }
    const emails = [...new Set(valid.map((v) => v.values.email).filter((e): e is string => Boolean(e)))];
    const existing = new Set(
      emails.length === 0
        ? []
        : (
            await db
              .select({ email: sql<string>`lower(${clients.email})` })
              .from(clients)
              .where(
                and(
                  eq(clients.photographerId, photographerId),
                  inArray(sql`lower(${clients.email})`, emails),
                ),
              )
          ).map((r) => r.email),
    );
    const toInsert: ReturnType<typeof clientValues>[] = [];
    for (const { rowNumber, values } of valid) {
      if (values.email && existing.has(values.email)) {
        rejected.push({ rowNumber, reason: `A client with the email ${values.email} already exists` });
        continue;
      }
      if (values.email) existing.add(values.email);
      toInsert.push(values);
    }
    if (toInsert.length > 0) {
      await db
        .insert(clients)
        .values(toInsert.map((values) => ({ ...values, photographerId, leadSource: "OTHER" as const })));
    }
    rejected.sort((a, b) => a.rowNumber - b.rowNumber);
    return { created: toInsert.length, rejected };
  }

  async function exportCsv(photographerId: string): Promise<string> {
    const rows = await db
      .select()
      .from(clients)
      .where(eq(clients.photographerId, photographerId))
      .orderBy(asc(clients.lastName), asc(clients.firstName));
    return toCsv(
      [
        "First Name",
        "Last Name",
        "Email",
        "Phone",
        "Event Date",
        "Notes",
        "Email Opt-In",
        "SMS Opt-In",
        "Lead Source",
        "Created",
      ],
      rows.map((r) => [
        r.firstName,
        r.lastName,
        r.email,
        r.phone,
        r.eventDate,
        r.notes,
        r.emailOptIn ? "yes" : "no",
        r.smsOptIn ? "yes" : "no",
        r.leadSource,
        r.createdAt.toISOString().slice(0, 10),
      ]),
    );
  }

  return {
    /** ClientListItem[] as JSON text, built by PostgreSQL. */
    listJson: (photographerId: string, search?: string) => listClientsJson(db, photographerId, search),
    create,
    update,
    detailJson,
    remove,
    requireClient,
    findOrCreateWithin,
    messagesOf,
    markMessagesRead,
    createMessage,
    history,
    importRows,
    exportCsv,
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;

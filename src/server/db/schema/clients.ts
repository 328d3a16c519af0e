import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LEAD_SOURCES, PROJECT_TYPES } from "../../../shared/projects.js";
import { createdAt, id, instant, photographerId, updatedAt } from "./columns.js";
import { emailLogs, smsLogs } from "./email.js";
import { projects, stages } from "./projects.js";

export const clients = pgTable(
  "clients",
  {
    id: id(),
    photographerId: photographerId(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    // A calendar day, not an instant. The client's event date is its projects' (see
    // features/clients/event-date.queries.ts); this column holds a date only for a client with no open
    // project, and the trigger focal_project_takes_client_date (migration 0014) moves it into the first
    // project opened for them.
    eventDate: date("event_date", { mode: "string" }),
    hasEventDate: boolean("has_event_date").notNull().default(false),
    notes: text("notes"),
    stageId: uuid("stage_id").references(() => stages.id, { onDelete: "set null" }),
    stageEnteredAt: instant("stage_entered_at"),
    smsOptIn: boolean("sms_opt_in").notNull().default(false),
    emailOptIn: boolean("email_opt_in").notNull().default(true),
    projectType: text("project_type", { enum: PROJECT_TYPES }),
    leadSource: text("lead_source", { enum: LEAD_SOURCES }).notNull().default("MANUAL"),
    // Archived clients leave the lists but keep their proposals, payments and history.
    archivedAt: instant("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The client list and its pages, newest first (keyset paging walks it; its tie-break is id ascending).
    index("clients_photographer_created_id_idx").on(t.photographerId, t.createdAt.desc().nullsFirst(), t.id),
    // The client count of the dashboard and reports, from the index alone (migration 0030).
    index("clients_unarchived_idx")
      .on(t.photographerId)
      .where(sql`archived_at IS NULL`),
    // The list's search, "contains" in any case: trigram indexes on exactly the expressions it compares
    // (features/clients/clients-page.queries.ts). pg_trgm is created by migration 0029.
    index("clients_name_trgm_idx").using(
      "gin",
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index("clients_email_trgm_idx").using("gin", sql`lower(coalesce(${t.email}, '')) gin_trgm_ops`),
    index("clients_phone_trgm_idx").using("gin", sql`lower(coalesce(${t.phone}, '')) gin_trgm_ops`),
    // One client per address in a studio: imports and leads insert with ON CONFLICT against it, and
    // every lookup by e-mail (inquiries, bookings, portal invitations) compares lower(email) through it.
    uniqueIndex("clients_photographer_email_unique").on(t.photographerId, sql`lower(${t.email})`),
    index("clients_stage_idx").on(t.stageId),
  ],
);

/** The message thread between a photographer and one client. */
export const messages = pgTable(
  "messages",
  {
    id: id(),
    photographerId: photographerId(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    sentByPhotographer: boolean("sent_by_photographer").notNull(),
    /** INTERNAL (a note the client never sees; NOTE in the thread's API), EMAIL, SMS or PORTAL. */
    channel: text("channel").notNull().default("INTERNAL"),
    /** When the other side read it: the studio a client's message, the client a portal message. */
    readAt: instant("read_at"),
    /** QUEUED, SENT, DELIVERED, BOUNCED, FAILED or OPENED going out; RECEIVED or HELD coming in. */
    status: text("status").notNull().default("SENT"),
    projectId: uuid("project_id").references((): AnyPgColumn => projects.id, { onDelete: "set null" }),
    subject: text("subject"),
    emailLogId: uuid("email_log_id").references((): AnyPgColumn => emailLogs.id, { onDelete: "set null" }),
    smsLogId: uuid("sms_log_id").references((): AnyPgColumn => smsLogs.id, { onDelete: "set null" }),
    /** The e-mail's Message-ID header (ours going out, the sender's coming in). */
    emailMessageId: text("email_message_id"),
    /** Who an inbound e-mail or SMS came from. */
    fromAddress: text("from_address"),
    /** An inbound e-mail's whole text before the quoted earlier message and the signature were cut. */
    originalContent: text("original_content"),
    /** The sender's Idempotency-Key: a post repeated with the same key is this one message. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_photographer_client_created_idx").on(t.photographerId, t.clientId, t.createdAt),
    // The dashboard's unread messages: only the few unread ones from clients are in it (migration 0030).
    index("messages_unread_idx")
      .on(t.photographerId, t.clientId)
      .where(sql`sent_by_photographer = false AND read_at IS NULL`),
    index("messages_client_idx").on(t.clientId),
    uniqueIndex("messages_inbound_email_unique")
      .on(t.photographerId, t.emailMessageId)
      .where(sql`${t.emailMessageId} IS NOT NULL AND ${t.sentByPhotographer} = false`),
    index("messages_email_log_idx").on(t.emailLogId),
    index("messages_sms_log_idx").on(t.smsLogId),
    index("messages_project_idx").on(t.projectId),
    uniqueIndex("messages_idempotency_unique")
      .on(t.photographerId, t.clientId, t.sentByPhotographer, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);

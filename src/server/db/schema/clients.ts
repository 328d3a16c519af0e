import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LEAD_SOURCES, PROJECT_TYPES } from "../../../shared/projects.js";
import { createdAt, id, instant, photographerId, updatedAt } from "./columns.js";
import { stages } from "./projects.js";

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
    index("clients_photographer_created_idx").on(t.photographerId, t.createdAt),
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
    channel: text("channel").notNull().default("INTERNAL"),
    readAt: instant("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_photographer_client_created_idx").on(t.photographerId, t.clientId, t.createdAt),
    index("messages_client_idx").on(t.clientId),
  ],
);

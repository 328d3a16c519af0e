import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import {
  DEFAULT_STAGE_COLOR,
  LEAD_SOURCES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from "../../../shared/projects.js";
import { clients } from "./clients.js";
import { createdAt, id, instant, photographerId, updatedAt } from "./columns.js";

/** Pipeline columns; each project type has its own ordered set per photographer. */
export const stages = pgTable(
  "stages",
  {
    id: id(),
    photographerId: photographerId(),
    projectType: text("project_type", { enum: PROJECT_TYPES }).notNull(),
    name: text("name").notNull(),
    orderIndex: integer("order_index").notNull().default(0),
    color: text("color").notNull().default(DEFAULT_STAGE_COLOR),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("stages_photographer_type_order_idx").on(t.photographerId, t.projectType, t.orderIndex)],
);

export const projects = pgTable(
  "projects",
  {
    id: id(),
    photographerId: photographerId(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    projectType: text("project_type", { enum: PROJECT_TYPES }).notNull(),
    title: text("title").notNull(),
    leadSource: text("lead_source", { enum: LEAD_SOURCES }).notNull().default("MANUAL"),
    eventDate: date("event_date", { mode: "string" }),
    hasEventDate: boolean("has_event_date").notNull().default(false),
    // Calendar days, like the event date; time-based automations can count from them.
    deliveryDate: date("delivery_date", { mode: "string" }),
    consultationDate: date("consultation_date", { mode: "string" }),
    notes: text("notes"),
    // Where the event takes place; a contract's {{project.venue}}.
    venue: text("venue"),
    // The gallery the photographer delivers elsewhere (https only), linked from the client's portal.
    galleryUrl: text("gallery_url"),
    // The zone the event happens in when it differs from the studio's (a destination wedding); null means
    // the studio's own. Event-date automations and countdowns run on this zone's calendar.
    eventTimeZone: text("event_time_zone"),
    stageId: uuid("stage_id").references(() => stages.id, { onDelete: "set null" }),
    stageEnteredAt: instant("stage_entered_at"),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("ACTIVE"),
    smsOptIn: boolean("sms_opt_in").notNull().default(true),
    emailOptIn: boolean("email_opt_in").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_photographer_type_stage_idx").on(t.photographerId, t.projectType, t.stageId),
    // The project list's pages, newest first, for the studio and for one pipeline column (keyset paging).
    index("projects_photographer_created_id_idx").on(
      t.photographerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("projects_photographer_stage_created_id_idx").on(
      t.photographerId,
      t.stageId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The list's search by title (features/projects/projects-page.queries.ts); pg_trgm: migration 0029.
    index("projects_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    // Countdown automations and the calendar look projects up by event day.
    // Active projects by how long they have waited in their stage: the dashboard's overdue list, in order,
    // and the active count, from the index alone (migration 0030).
    index("projects_active_age_idx")
      .on(t.photographerId, sql`(coalesce(stage_entered_at, created_at))`, t.id)
      .where(sql`status = 'ACTIVE'`),
    index("projects_photographer_event_date_idx").on(t.photographerId, t.eventDate),
    index("projects_client_created_idx").on(t.clientId, t.createdAt),
    index("projects_stage_idx").on(t.stageId),
  ],
);

export const projectActivityLogs = pgTable(
  "project_activity_logs",
  {
    id: id(),
    photographerId: photographerId(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    activityType: text("activity_type").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    // Polymorphic (relatedType names the table), so no foreign key.
    relatedId: text("related_id"),
    relatedType: text("related_type"),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_activity_logs_photographer_project_created_idx").on(
      t.photographerId,
      t.projectId,
      t.createdAt,
    ),
    // The studio's activity feed, newest first (migration 0030).
    index("project_activity_logs_photographer_created_idx").on(t.photographerId, t.createdAt),
    index("project_activity_logs_project_idx").on(t.projectId, t.createdAt),
  ],
);

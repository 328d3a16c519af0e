import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { automationSteps, automations } from "./automations.js";
import { clients } from "./clients.js";
import { createdAt, id, instant, photographerId } from "./columns.js";
import { projects } from "./projects.js";

export const emailLogs = pgTable(
  "email_logs",
  {
    id: id(),
    photographerId: photographerId(),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    automationId: uuid("automation_id").references(() => automations.id, { onDelete: "set null" }),
    automationStepId: uuid("automation_step_id").references(() => automationSteps.id, {
      onDelete: "set null",
    }),
    step: integer("step"),
    toEmail: text("to_email").notNull(),
    subject: text("subject"),
    /** The start of the text body, for the client's history. */
    preview: text("preview"),
    status: text("status").notNull(),
    /** Why a send failed, for the photographer. */
    error: text("error"),
    providerId: text("provider_id"),
    /** The Message-ID header: one per delivery, the same on every attempt at it. */
    messageId: text("message_id"),
    /** Which attempt at this delivery the row records (above 1: an earlier one may have arrived). */
    attempt: integer("attempt").notNull().default(1),
    sentAt: instant("sent_at"),
    openedAt: instant("opened_at"),
    clickedAt: instant("clicked_at"),
    bouncedAt: instant("bounced_at"),
    // The links of a tracked e-mail, in order: a click goes to /api/t/c/{log}/{index}, which redirects
    // only to one of these, so the tracker can never be used to send people anywhere else.
    links: jsonb("links").$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_logs_photographer_client_idx").on(t.photographerId, t.clientId),
    // The activity feed, newest first (migration 0030).
    index("email_logs_photographer_sent_idx")
      .on(t.photographerId, t.sentAt)
      .where(sql`sent_at IS NOT NULL`),
    index("email_logs_client_idx").on(t.clientId),
    index("email_logs_project_idx").on(t.projectId),
    index("email_logs_automation_idx").on(t.automationId),
    index("email_logs_automation_step_idx").on(t.automationStepId),
    // Provider webhooks (opened, clicked, bounced) arrive with only the provider's id.
    index("email_logs_provider_idx").on(t.providerId),
    // A returned bounce names only the Message-ID of the e-mail it is about.
    index("email_logs_message_id_idx").on(t.messageId),
  ],
);

/**
 * Attempts at one delivery (an automation run, a drip e-mail, a booking invitation), counted before
 * each send in a statement of its own: the count survives the sending job's transaction rolling back.
 */
export const emailDeliveryAttempts = pgTable(
  "email_delivery_attempts",
  {
    deliveryKey: text("delivery_key").primaryKey(),
    messageId: text("message_id").notNull(),
    attempts: integer("attempts").notNull().default(1),
    firstAttemptAt: instant("first_attempt_at").notNull().defaultNow(),
    lastAttemptAt: instant("last_attempt_at").notNull().defaultNow(),
  },
  (t) => [index("email_delivery_attempts_last_idx").on(t.lastAttemptAt)],
);

export const smsLogs = pgTable(
  "sms_logs",
  {
    id: id(),
    photographerId: photographerId(),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    automationId: uuid("automation_id").references(() => automations.id, { onDelete: "set null" }),
    automationStepId: uuid("automation_step_id").references(() => automationSteps.id, {
      onDelete: "set null",
    }),
    step: integer("step"),
    status: text("status").notNull(),
    providerId: text("provider_id"),
    sentAt: instant("sent_at"),
    openedAt: instant("opened_at"),
    clickedAt: instant("clicked_at"),
    bouncedAt: instant("bounced_at"),
    deliveredAt: instant("delivered_at"),
    direction: text("direction", { enum: ["OUTBOUND", "INBOUND"] })
      .notNull()
      .default("OUTBOUND"),
    fromPhone: text("from_phone"),
    toPhone: text("to_phone"),
    messageBody: text("message_body"),
    isForwarded: boolean("is_forwarded").notNull().default(false),
    // An inbound reply forwarded to the photographer points at the message it answers.
    relatedSmsId: uuid("related_sms_id").references((): AnyPgColumn => smsLogs.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("sms_logs_photographer_client_idx").on(t.photographerId, t.clientId),
    index("sms_logs_photographer_sent_idx")
      .on(t.photographerId, t.sentAt)
      .where(sql`direction = 'OUTBOUND' AND sent_at IS NOT NULL`),
    index("sms_logs_client_idx").on(t.clientId),
    index("sms_logs_project_idx").on(t.projectId),
    index("sms_logs_automation_idx").on(t.automationId),
    index("sms_logs_automation_step_idx").on(t.automationStepId),
    index("sms_logs_provider_idx").on(t.providerId),
    index("sms_logs_related_idx").on(t.relatedSmsId),
  ],
);

/** The development outbox: messages land here instead of being sent when no SMTP or Twilio is configured. */
/** A file sent with a development e-mail (a booking's .ics invitation), kept as text. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** A binary file (a receipt PDF) is kept in base64; text files have none. */
  encoding?: "base64";
}

export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id(),
    photographerId: photographerId(),
    channel: text("channel", { enum: ["EMAIL", "SMS"] }).notNull(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address"),
    subject: text("subject"),
    htmlBody: text("html_body"),
    textBody: text("text_body"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_messages_photographer_created_idx").on(t.photographerId, t.createdAt),
    // Tests and the dev mailbox look messages up by recipient.
    index("outbox_messages_to_idx").on(t.toAddress, t.createdAt),
  ],
);

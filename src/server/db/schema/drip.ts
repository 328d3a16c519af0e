import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PROJECT_TYPES } from "../../../shared/projects.js";
import { clients } from "./clients.js";
import { createdAt, id, instant, photographerId, updatedAt } from "./columns.js";
import { emailLogs } from "./email.js";
import { projects, stages } from "./projects.js";

export const dripCampaigns = pgTable(
  "drip_campaigns",
  {
    id: id(),
    photographerId: photographerId(),
    projectType: text("project_type", { enum: PROJECT_TYPES }).notNull(),
    name: text("name").notNull(),
    targetStageId: uuid("target_stage_id").references(() => stages.id, { onDelete: "set null" }),
    status: text("status").notNull().default("DRAFT"),
    maxDurationMonths: integer("max_duration_months").notNull().default(12),
    emailFrequencyWeeks: integer("email_frequency_weeks").notNull().default(2),
    emailFrequencyDays: integer("email_frequency_days"),
    generatedByAi: boolean("generated_by_ai").notNull().default(false),
    isStaticTemplate: boolean("is_static_template").notNull().default(false),
    staticTemplateType: text("static_template_type"),
    aiPrompt: text("ai_prompt"),
    businessContext: text("business_context"),
    approvedAt: instant("approved_at"),
    approvedBy: text("approved_by"),
    version: integer("version").notNull().default(1),
    parentCampaignId: uuid("parent_campaign_id").references((): AnyPgColumn => dripCampaigns.id, {
      onDelete: "set null",
    }),
    isCurrentVersion: boolean("is_current_version").notNull().default(true),
    versionNotes: text("version_notes"),
    /**
     * The first version's id, shared by every version of one campaign (a version's own id when it is
     * the first). At most one version of a campaign is current (the one that enrols new leads).
     */
    rootCampaignId: uuid("root_campaign_id"),
    /** When this version went live (activated, or published over the previous one). */
    publishedAt: instant("published_at"),
    useCustomStyling: boolean("use_custom_styling").notNull().default(false),
    primaryBrandColor: text("primary_brand_color"),
    secondaryBrandColor: text("secondary_brand_color"),
    fontFamily: text("font_family").notNull().default("Arial, sans-serif"),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("drip_campaigns_photographer_type_idx").on(t.photographerId, t.projectType),
    index("drip_campaigns_target_stage_idx").on(t.targetStageId),
    index("drip_campaigns_parent_idx").on(t.parentCampaignId),
    index("drip_campaigns_root_idx").on(t.rootCampaignId),
    uniqueIndex("drip_campaigns_root_current_unique")
      .on(t.rootCampaignId)
      .where(sql`is_current_version AND root_campaign_id IS NOT NULL`),
  ],
);

/** The lead stages a studio's own campaign nurtures: a lead stays enrolled while it is in any of them. */
export const dripCampaignStages = pgTable(
  "drip_campaign_stages",
  {
    photographerId: photographerId(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => dripCampaigns.id, { onDelete: "cascade" }),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.stageId] }),
    index("drip_campaign_stages_stage_idx").on(t.stageId),
    index("drip_campaign_stages_photographer_idx").on(t.photographerId),
  ],
);

export const dripCampaignEmails = pgTable(
  "drip_campaign_emails",
  {
    id: id(),
    photographerId: photographerId(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => dripCampaigns.id, { onDelete: "cascade" }),
    sequenceIndex: integer("sequence_index").notNull(),
    subject: text("subject").notNull(),
    /** The studio's own HTML, when it wrote some; otherwise the e-mail is rendered from its text. */
    htmlBody: text("html_body"),
    textBody: text("text_body"),
    weeksAfterStart: integer("weeks_after_start"),
    daysAfterStart: integer("days_after_start"),
    approvalStatus: text("approval_status").notNull().default("PENDING"),
    approvedAt: instant("approved_at"),
    approvedBy: text("approved_by"),
    rejectionReason: text("rejection_reason"),
    // The generated text, kept so that manual edits can be compared or reverted.
    originalSubject: text("original_subject"),
    originalHtmlBody: text("original_html_body"),
    originalTextBody: text("original_text_body"),
    hasManualEdits: boolean("has_manual_edits").notNull().default(false),
    lastEditedAt: instant("last_edited_at"),
    lastEditedBy: text("last_edited_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("drip_campaign_emails_photographer_campaign_idx").on(t.photographerId, t.campaignId),
    index("drip_campaign_emails_campaign_sequence_idx").on(t.campaignId, t.sequenceIndex),
  ],
);

/**
 * A project enrolled in a campaign. Static (prewritten) campaigns have no campaign row: campaignId is null
 * and projectType names the static sequence.
 */
export const dripSubscriptions = pgTable(
  "drip_subscriptions",
  {
    id: id(),
    photographerId: photographerId(),
    campaignId: uuid("campaign_id").references(() => dripCampaigns.id, { onDelete: "cascade" }),
    /**
     * A studio's own campaign: its first version's id (drip_campaigns.root_campaign_id), so that a
     * person is enrolled in a campaign once whichever version they started on or were moved to.
     */
    campaignRootId: uuid("campaign_root_id"),
    projectType: text("project_type", { enum: PROJECT_TYPES }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    // The lead stage the project was enrolled from: leaving it ends the subscription.
    stageId: uuid("stage_id").references(() => stages.id, { onDelete: "set null" }),
    startedAt: instant("started_at").notNull().defaultNow(),
    nextEmailIndex: integer("next_email_index").notNull().default(0),
    nextEmailAt: instant("next_email_at"),
    completedAt: instant("completed_at"),
    unsubscribedAt: instant("unsubscribed_at"),
    status: text("status").notNull().default("ACTIVE"),
    /** Why the subscription stopped or paused, in words the photographer reads on the project page. */
    endedReason: text("ended_reason"),
    /** The secret in every e-mail's one-click unsubscribe link (32 random bytes, base64url). */
    unsubscribeToken: text("unsubscribe_token"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("drip_subscriptions_unsubscribe_token_unique").on(t.unsubscribeToken),
    index("drip_subscriptions_photographer_project_idx").on(t.photographerId, t.projectId),
    index("drip_subscriptions_campaign_idx").on(t.campaignId),
    index("drip_subscriptions_client_idx").on(t.clientId),
    // The sender scans for active subscriptions whose next e-mail is due.
    index("drip_subscriptions_due_idx").on(t.status, t.nextEmailAt),
    uniqueIndex("drip_subscriptions_project_campaign_unique").on(t.projectId, t.campaignId),
    uniqueIndex("drip_subscriptions_project_static_unique")
      .on(t.projectId, t.projectType)
      .where(sql`campaign_id IS NULL`),
    // One person is enrolled in a campaign once, whatever number of projects they have (migration 0014):
    // enrolment inserts with ON CONFLICT DO NOTHING, so a second project of theirs adds nothing.
    uniqueIndex("drip_subscriptions_client_static_unique")
      .on(t.clientId, t.projectType)
      .where(sql`campaign_id IS NULL`),
    uniqueIndex("drip_subscriptions_client_campaign_unique").on(t.clientId, t.campaignId),
    uniqueIndex("drip_subscriptions_client_campaign_root_unique")
      .on(t.clientId, t.campaignRootId)
      .where(sql`campaign_root_id IS NOT NULL`),
    check("drip_subscriptions_kind_check", sql`campaign_id IS NOT NULL OR project_type IS NOT NULL`),
  ],
);

/** One e-mail sent (or being sent) to one subscription; the unique keys make a resend a no-op. */
export const dripDeliveries = pgTable(
  "drip_deliveries",
  {
    id: id(),
    photographerId: photographerId(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => dripSubscriptions.id, { onDelete: "cascade" }),
    emailId: uuid("email_id").references(() => dripCampaignEmails.id, { onDelete: "set null" }),
    // Static deliveries have no e-mail row: the index into the prewritten sequence identifies the e-mail.
    sequenceIndex: integer("sequence_index"),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("PENDING"),
    /** Why an e-mail was skipped or failed. */
    reason: text("reason"),
    /** When the e-mail was due, as claimed. */
    scheduledFor: instant("scheduled_for"),
    subject: text("subject"),
    /** The e-mail log of the send, whose open pixel and click tracker mark this delivery too. */
    emailLogId: uuid("email_log_id").references(() => emailLogs.id, { onDelete: "set null" }),
    providerId: text("provider_id"),
    sentAt: instant("sent_at"),
    openedAt: instant("opened_at"),
    clickedAt: instant("clicked_at"),
    bouncedAt: instant("bounced_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("drip_deliveries_photographer_created_idx").on(t.photographerId, t.createdAt),
    index("drip_deliveries_email_idx").on(t.emailId),
    index("drip_deliveries_client_idx").on(t.clientId),
    index("drip_deliveries_project_idx").on(t.projectId),
    index("drip_deliveries_provider_idx").on(t.providerId),
    index("drip_deliveries_email_log_idx").on(t.emailLogId),
    uniqueIndex("drip_deliveries_subscription_email_unique").on(t.subscriptionId, t.emailId),
    uniqueIndex("drip_deliveries_subscription_sequence_unique").on(t.subscriptionId, t.sequenceIndex),
  ],
);

export const staticCampaignSettings = pgTable(
  "static_campaign_settings",
  {
    id: id(),
    photographerId: photographerId(),
    projectType: text("project_type", { enum: PROJECT_TYPES }).notNull(),
    campaignEnabled: boolean("campaign_enabled").notNull().default(false),
    // JSON object keyed "{projectType}-{index}"; a missing key means the e-mail is on.
    emailToggles: text("email_toggles").notNull().default("{}"),
    targetStageId: uuid("target_stage_id").references(() => stages.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("static_campaign_settings_photographer_type_unique").on(t.photographerId, t.projectType),
    index("static_campaign_settings_target_stage_idx").on(t.targetStageId),
  ],
);

/** The photographer's edit of one prewritten static e-mail, used instead of the built-in text. */
export const dripEmailOverrides = pgTable(
  "drip_email_overrides",
  {
    id: id(),
    photographerId: photographerId(),
    projectType: text("project_type", { enum: PROJECT_TYPES }).notNull(),
    sequenceIndex: integer("sequence_index").notNull(),
    subject: text("subject").notNull(),
    htmlBody: text("html_body").notNull(),
    textBody: text("text_body"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("drip_email_overrides_photographer_type_sequence_unique").on(
      t.photographerId,
      t.projectType,
      t.sequenceIndex,
    ),
  ],
);

export const dripCampaignVersionHistory = pgTable(
  "drip_campaign_version_history",
  {
    id: id(),
    photographerId: photographerId(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => dripCampaigns.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    changeType: text("change_type").notNull(),
    changeDescription: text("change_description"),
    changedBy: text("changed_by"),
    affectedEmailId: uuid("affected_email_id").references(() => dripCampaignEmails.id, {
      onDelete: "set null",
    }),
    previousData: jsonb("previous_data").$type<Record<string, unknown>>(),
    newData: jsonb("new_data").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("drip_campaign_version_history_photographer_campaign_idx").on(t.photographerId, t.campaignId),
    index("drip_campaign_version_history_campaign_version_idx").on(t.campaignId, t.version),
    index("drip_campaign_version_history_affected_email_idx").on(t.affectedEmailId),
  ],
);

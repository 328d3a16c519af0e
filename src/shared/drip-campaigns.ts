/**
 * A studio's own drip campaigns (beside the prewritten sequences of drip.ts): the campaign, its e-mails
 * (each approved before it can send), its versions and their history, and drafting one with an AI.
 * The API contract and the validation both sides share.
 */
import { z } from "zod";
import { withKnownVariables } from "./drip.js";
import { PROJECT_TYPES, type ProjectType } from "./projects.js";

export const CUSTOM_CAMPAIGN_STATUSES = ["DRAFT", "ACTIVE", "PAUSED", "ARCHIVED"] as const;
export type CustomCampaignStatus = (typeof CUSTOM_CAMPAIGN_STATUSES)[number];

export const EMAIL_APPROVAL_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type EmailApprovalStatus = (typeof EMAIL_APPROVAL_STATUSES)[number];

/** Fonts an e-mail may ask for: each falls back to a font every mail client has. */
export const CAMPAIGN_FONTS = [
  "Arial, sans-serif",
  "Helvetica, Arial, sans-serif",
  "Georgia, serif",
  "'Times New Roman', serif",
  "Verdana, sans-serif",
  "'Trebuchet MS', sans-serif",
] as const;

export const CAMPAIGN_LIMITS = {
  stages: 20,
  emails: 52,
  /** Days after the lead's start: a little over three years. */
  maxDay: 1100,
  maxDurationMonths: 36,
  aiEmails: 12,
  promptLength: 2000,
} as const;

const hexColor = z
  .string({ error: "Colours are written #rrggbb" })
  .regex(/^#[0-9a-fA-F]{6}$/, "Colours are written #rrggbb");

export const campaignStylingSchema = z.object({
  primaryBrandColor: hexColor.nullish(),
  secondaryBrandColor: hexColor.nullish(),
  fontFamily: z
    .enum(CAMPAIGN_FONTS, { error: `Font must be one of ${CAMPAIGN_FONTS.join("; ")}` })
    .optional(),
});
export type CampaignStyling = z.infer<typeof campaignStylingSchema>;

const campaignName = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(120, "Name is too long");

const campaignFields = {
  name: campaignName,
  projectType: z.enum(PROJECT_TYPES, { error: `Project type must be one of ${PROJECT_TYPES.join(", ")}` }),
  /** The lead stages it nurtures: a lead leaves only when it is in none of them, or books. */
  targetStageIds: z
    .array(z.uuid({ error: "Stage not found" }), { error: "targetStageIds must be a list of stages" })
    .min(1, "Choose at least one stage")
    .max(CAMPAIGN_LIMITS.stages, `At most ${CAMPAIGN_LIMITS.stages} stages`),
  maxDurationMonths: z
    .number({ error: "maxDurationMonths must be a whole number of months" })
    .int("maxDurationMonths must be a whole number of months")
    .min(1, "maxDurationMonths must be at least 1")
    .max(
      CAMPAIGN_LIMITS.maxDurationMonths,
      `maxDurationMonths must be at most ${CAMPAIGN_LIMITS.maxDurationMonths}`,
    ),
  emailFrequencyWeeks: z
    .number({ error: "emailFrequencyWeeks must be a whole number of weeks" })
    .int("emailFrequencyWeeks must be a whole number of weeks")
    .min(1, "emailFrequencyWeeks must be at least 1")
    .max(12, "emailFrequencyWeeks must be at most 12"),
  emailFrequencyDays: z
    .number({ error: "emailFrequencyDays must be a whole number of days" })
    .int("emailFrequencyDays must be a whole number of days")
    .min(1, "emailFrequencyDays must be at least 1")
    .max(90, "emailFrequencyDays must be at most 90"),
  styling: campaignStylingSchema,
};

const oneFrequency = (input: { emailFrequencyWeeks?: number; emailFrequencyDays?: number }) =>
  input.emailFrequencyWeeks === undefined || input.emailFrequencyDays === undefined;
const ONE_FREQUENCY = { message: "Give emailFrequencyWeeks or emailFrequencyDays, not both" };

export const createCampaignInputSchema = z
  .object({
    ...campaignFields,
    maxDurationMonths: campaignFields.maxDurationMonths.default(12),
    emailFrequencyWeeks: campaignFields.emailFrequencyWeeks.optional(),
    emailFrequencyDays: campaignFields.emailFrequencyDays.optional(),
    styling: campaignFields.styling.optional(),
  })
  .refine(oneFrequency, ONE_FREQUENCY);
export type CreateCampaignInput = z.input<typeof createCampaignInputSchema>;

export const updateCampaignInputSchema = z
  .object({
    name: campaignFields.name.optional(),
    projectType: campaignFields.projectType.optional(),
    targetStageIds: campaignFields.targetStageIds.optional(),
    maxDurationMonths: campaignFields.maxDurationMonths.optional(),
    emailFrequencyWeeks: campaignFields.emailFrequencyWeeks.optional(),
    emailFrequencyDays: campaignFields.emailFrequencyDays.optional(),
    styling: campaignFields.styling.optional(),
  })
  .refine(oneFrequency, ONE_FREQUENCY);
export type UpdateCampaignInput = z.input<typeof updateCampaignInputSchema>;

const subject = z
  .string({ error: "Subject is required" })
  .trim()
  .min(1, "Subject is required")
  .max(200, "Subject is too long")
  .superRefine(withKnownVariables("Subject"));
const textBody = z
  .string({ error: "Email body is required" })
  .trim()
  .min(1, "Email body is required")
  .max(20_000, "Email body is too long")
  .superRefine(withKnownVariables("Email body"));
const htmlBody = z
  .string({ error: "htmlBody must be text" })
  .max(100_000, "The HTML body is too long")
  .superRefine(withKnownVariables("The HTML body"));
const daysAfterStart = z
  .number({ error: "daysAfterStart must be a whole number of days" })
  .int("daysAfterStart must be a whole number of days")
  .min(0, "daysAfterStart cannot be negative")
  .max(CAMPAIGN_LIMITS.maxDay, `daysAfterStart must be at most ${CAMPAIGN_LIMITS.maxDay}`);

/** A new e-mail; without daysAfterStart it comes one frequency after the campaign's last e-mail. */
export const createCampaignEmailInputSchema = z.object({
  subject,
  textBody,
  htmlBody: htmlBody.nullish(),
  daysAfterStart: daysAfterStart.optional(),
});
export type CreateCampaignEmailInput = z.input<typeof createCampaignEmailInputSchema>;

export const updateCampaignEmailInputSchema = z.object({
  subject: subject.optional(),
  textBody: textBody.optional(),
  htmlBody: htmlBody.nullish(),
  daysAfterStart: daysAfterStart.optional(),
});
export type UpdateCampaignEmailInput = z.input<typeof updateCampaignEmailInputSchema>;

export const rejectCampaignEmailInputSchema = z.object({
  reason: z
    .string({ error: "Say why the e-mail is rejected" })
    .trim()
    .min(1, "Say why the e-mail is rejected")
    .max(500, "The reason is too long"),
});

export const draftWithAiInputSchema = z.object({
  prompt: z
    .string({ error: "Describe the campaign you want" })
    .trim()
    .min(10, "Describe the campaign you want in a sentence or two")
    .max(CAMPAIGN_LIMITS.promptLength, "The prompt is too long"),
  name: campaignName.optional(),
  projectType: campaignFields.projectType,
  targetStageIds: campaignFields.targetStageIds,
  emailCount: z
    .number({ error: "emailCount must be a whole number" })
    .int("emailCount must be a whole number")
    .min(1, "emailCount must be at least 1")
    .max(CAMPAIGN_LIMITS.aiEmails, `emailCount must be at most ${CAMPAIGN_LIMITS.aiEmails}`),
  emailFrequencyDays: campaignFields.emailFrequencyDays.optional(),
  /** Words the studio uses for its style ("relaxed, documentary"), and its price range ("$3,000–$6,000"). */
  style: z.string().trim().max(200, "The style is too long").optional(),
  priceRange: z.string().trim().max(100, "The price range is too long").optional(),
});
export type DraftWithAiInput = z.input<typeof draftWithAiInputSchema>;

export interface CampaignEmailOriginal {
  subject: string;
  textBody: string | null;
  htmlBody: string | null;
}

export interface CustomCampaignEmail {
  id: string;
  campaignId: string;
  sequenceIndex: number;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  daysAfterStart: number;
  approvalStatus: EmailApprovalStatus;
  approvedAt: string | null;
  approvedBy: string | null;
  rejectionReason: string | null;
  /** Changed by hand since it was written (by the AI, or first saved); `original` is what it was. */
  hasManualEdits: boolean;
  original: CampaignEmailOriginal | null;
  lastEditedAt: string | null;
  lastEditedBy: string | null;
}

export interface CustomCampaign {
  id: string;
  name: string;
  projectType: ProjectType;
  status: CustomCampaignStatus;
  targetStageIds: string[];
  maxDurationMonths: number;
  emailFrequencyWeeks: number | null;
  emailFrequencyDays: number | null;
  styling: { primaryBrandColor: string | null; secondaryBrandColor: string | null; fontFamily: string };
  generatedByAi: boolean;
  aiPrompt: string | null;
  version: number;
  /** The version this one was made from; null for a campaign's first version. */
  parentCampaignId: string | null;
  /** The version new leads are enrolled in (exactly one per campaign). */
  isCurrentVersion: boolean;
  /** The first version's id, shared by all versions of the campaign. */
  rootCampaignId: string;
  publishedAt: string | null;
  /** The unpublished next version of a live campaign, when one is being edited. */
  draftVersionId: string | null;
  /** Leads on this version now (ACTIVE subscriptions). */
  activeLeads: number;
  emails: CustomCampaignEmail[];
  createdAt: string;
  updatedAt: string;
}

export const VERSION_CHANGE_TYPES = [
  "CREATED",
  "CAMPAIGN_UPDATED",
  "EMAIL_ADDED",
  "EMAIL_EDITED",
  "EMAIL_REMOVED",
  "EMAIL_APPROVED",
  "EMAIL_REJECTED",
  "PUBLISHED",
  "RESTORED",
  "LEADS_MOVED",
] as const;
export type VersionChangeType = (typeof VERSION_CHANGE_TYPES)[number];

export interface CampaignVersionChange {
  id: string;
  version: number;
  changeType: VersionChangeType;
  changeDescription: string | null;
  /** The signed-in user's e-mail address. */
  changedBy: string | null;
  affectedEmailId: string | null;
  previousData: Record<string, unknown> | null;
  newData: Record<string, unknown> | null;
  createdAt: string;
}

export interface CampaignVersion {
  /** The version's campaign id. */
  id: string;
  version: number;
  status: CustomCampaignStatus;
  isCurrentVersion: boolean;
  parentCampaignId: string | null;
  publishedAt: string | null;
  createdAt: string;
  activeLeads: number;
  /** The e-mails as they are in this version, for the timeline's diff. */
  emails: CustomCampaignEmail[];
  changes: CampaignVersionChange[];
}

export interface AiDraftStatus {
  configured: boolean;
  model: string | null;
}

/** What the routes of a studio's own drip campaigns answer: the shapes of shared/drip-campaigns.ts. */
import { z } from "zod";
import {
  type CampaignVersion,
  type CampaignVersionChange,
  CUSTOM_CAMPAIGN_STATUSES,
  type CustomCampaign,
  type CustomCampaignEmail,
  EMAIL_APPROVAL_STATUSES,
  VERSION_CHANGE_TYPES,
} from "../../../shared/drip-campaigns.js";
import { PROJECT_TYPES } from "../../../shared/projects.js";
import { isoInstant } from "../../http/responses.js";

const status = z.enum(CUSTOM_CAMPAIGN_STATUSES);

export const campaignEmailResponse = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  sequenceIndex: z.int(),
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string().nullable(),
  daysAfterStart: z.int(),
  approvalStatus: z.enum(EMAIL_APPROVAL_STATUSES),
  approvedAt: isoInstant.nullable(),
  approvedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  hasManualEdits: z.boolean(),
  original: z
    .object({ subject: z.string(), textBody: z.string().nullable(), htmlBody: z.string().nullable() })
    .nullable()
    .describe("What the e-mail said before its first edit by hand"),
  lastEditedAt: isoInstant.nullable(),
  lastEditedBy: z.string().nullable(),
}) satisfies z.ZodType<CustomCampaignEmail>;

export const customCampaignResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  status,
  targetStageIds: z.array(z.uuid()),
  maxDurationMonths: z.int(),
  emailFrequencyWeeks: z.int().nullable(),
  emailFrequencyDays: z.int().nullable(),
  styling: z.object({
    primaryBrandColor: z.string().nullable(),
    secondaryBrandColor: z.string().nullable(),
    fontFamily: z.string(),
  }),
  generatedByAi: z.boolean(),
  aiPrompt: z.string().nullable(),
  version: z.int(),
  parentCampaignId: z.uuid().nullable(),
  isCurrentVersion: z.boolean(),
  rootCampaignId: z.uuid(),
  publishedAt: isoInstant.nullable(),
  draftVersionId: z.uuid().nullable(),
  activeLeads: z.int(),
  emails: z.array(campaignEmailResponse),
  createdAt: isoInstant,
  updatedAt: isoInstant,
}) satisfies z.ZodType<CustomCampaign>;

export const customCampaignsResponse = z.array(customCampaignResponse);

const record = z.record(z.string(), z.unknown());

export const versionChangeResponse = z.object({
  id: z.uuid(),
  version: z.int(),
  changeType: z.enum(VERSION_CHANGE_TYPES),
  changeDescription: z.string().nullable(),
  changedBy: z.string().nullable(),
  affectedEmailId: z.uuid().nullable(),
  previousData: record.nullable().describe("The changed fields before"),
  newData: record.nullable().describe("The changed fields after"),
  createdAt: isoInstant,
}) satisfies z.ZodType<CampaignVersionChange>;

export const campaignVersionsResponse = z.array(
  z.object({
    id: z.uuid(),
    version: z.int(),
    status,
    isCurrentVersion: z.boolean(),
    parentCampaignId: z.uuid().nullable(),
    publishedAt: isoInstant.nullable(),
    createdAt: isoInstant,
    activeLeads: z.int(),
    emails: z.array(campaignEmailResponse),
    changes: z.array(versionChangeResponse),
  }) satisfies z.ZodType<CampaignVersion>,
);

export const movedLeadsResponse = z.object({ moved: z.int() });

/**
 * The campaign form's values (what the inputs hold, all text) and how they become the API's input,
 * checked with the shared schema so the form says what the server would.
 */
import {
  CAMPAIGN_FONTS,
  type CreateCampaignInput,
  type CustomCampaign,
  type CustomCampaignEmail,
  type CustomCampaignStatus,
  createCampaignInputSchema,
  type EmailApprovalStatus,
} from "../../../shared/drip-campaigns";
import type { ProjectType } from "../../../shared/projects";

export type FrequencyUnit = "weeks" | "days";

export interface CampaignFormValues {
  name: string;
  projectType: ProjectType;
  targetStageIds: string[];
  frequency: string;
  frequencyUnit: FrequencyUnit;
  maxDurationMonths: string;
  /** "" is "the studio's brand colour". */
  primaryBrandColor: string;
  secondaryBrandColor: string;
  fontFamily: string;
}

export type CampaignFormField = keyof CampaignFormValues;
export type CampaignFormErrors = Partial<Record<CampaignFormField, string>>;

export const NEW_CAMPAIGN: CampaignFormValues = {
  name: "",
  projectType: "WEDDING",
  targetStageIds: [],
  frequency: "2",
  frequencyUnit: "weeks",
  maxDurationMonths: "12",
  primaryBrandColor: "",
  secondaryBrandColor: "",
  fontFamily: CAMPAIGN_FONTS[0],
};

export function formValuesOf(campaign: CustomCampaign): CampaignFormValues {
  const days = campaign.emailFrequencyDays;
  return {
    name: campaign.name,
    projectType: campaign.projectType,
    targetStageIds: [...campaign.targetStageIds],
    frequency: String(days ?? campaign.emailFrequencyWeeks ?? 2),
    frequencyUnit: days !== null ? "days" : "weeks",
    maxDurationMonths: String(campaign.maxDurationMonths),
    primaryBrandColor: campaign.styling.primaryBrandColor ?? "",
    secondaryBrandColor: campaign.styling.secondaryBrandColor ?? "",
    fontFamily: campaign.styling.fontFamily,
  };
}

/** A whole number typed in a field, or NaN (which the schema then names). */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

const FIELD_OF_PATH: Record<string, CampaignFormField> = {
  emailFrequencyWeeks: "frequency",
  emailFrequencyDays: "frequency",
  primaryBrandColor: "primaryBrandColor",
  secondaryBrandColor: "secondaryBrandColor",
  fontFamily: "fontFamily",
};

/** The shared schema's messages name the API's fields; the form names what the studio sees. */
const inWords = (message: string) =>
  message
    .replace(/emailFrequency(Weeks|Days) must be/, "The frequency must be")
    .replace(/maxDurationMonths must be/, "The duration must be");

/** The input PUT/POST take, or the message of each field that is wrong. */
export function campaignInputOf(
  values: CampaignFormValues,
): { ok: true; input: CreateCampaignInput } | { ok: false; errors: CampaignFormErrors } {
  const frequency = wholeNumber(values.frequency);
  const input = {
    name: values.name,
    projectType: values.projectType,
    targetStageIds: values.targetStageIds,
    maxDurationMonths: wholeNumber(values.maxDurationMonths),
    ...(values.frequencyUnit === "days"
      ? { emailFrequencyDays: frequency }
      : { emailFrequencyWeeks: frequency }),
    styling: {
      primaryBrandColor: values.primaryBrandColor.trim() || null,
      secondaryBrandColor: values.secondaryBrandColor.trim() || null,
      fontFamily: values.fontFamily as (typeof CAMPAIGN_FONTS)[number],
    },
  };
  const parsed = createCampaignInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  const errors: CampaignFormErrors = {};
  for (const issue of parsed.error.issues) {
    const last = String(issue.path[issue.path.length - 1] ?? "");
    const field = FIELD_OF_PATH[last] ?? (last in values ? (last as CampaignFormField) : "name");
    errors[field] ??= inWords(issue.message);
  }
  return { ok: false, errors };
}

/** A frequency for people: "every 2 weeks", "every day". */
export function frequencyLabel(campaign: Pick<CustomCampaign, "emailFrequencyDays" | "emailFrequencyWeeks">) {
  const days = campaign.emailFrequencyDays;
  if (days !== null) return days === 1 ? "every day" : `every ${days} days`;
  const weeks = campaign.emailFrequencyWeeks ?? 2;
  return weeks === 1 ? "every week" : `every ${weeks} weeks`;
}

export const STATUS_LABELS: Record<CustomCampaignStatus, string> = {
  DRAFT: "Draft",
  ACTIVE: "Active",
  PAUSED: "Paused",
  ARCHIVED: "Archived",
};

export const APPROVAL_LABELS: Record<EmailApprovalStatus, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  REJECTED: "Rejected",
};

/** Where a version stands, in the words the editor uses for its buttons. */
export type VersionRole = "first-draft" | "next-draft" | "live" | "paused" | "older" | "archived";

export function versionRole(
  campaign: Pick<CustomCampaign, "status" | "isCurrentVersion" | "publishedAt" | "parentCampaignId">,
): VersionRole {
  if (campaign.status === "ARCHIVED") return "archived";
  if (campaign.status === "DRAFT") return campaign.isCurrentVersion ? "first-draft" : "next-draft";
  if (!campaign.isCurrentVersion) return "older";
  return campaign.status === "PAUSED" ? "paused" : "live";
}

/** The e-mails that keep a campaign from going live, as the server would name them. */
export const notApproved = (emails: readonly CustomCampaignEmail[]) =>
  emails.filter((email) => email.approvalStatus !== "APPROVED");

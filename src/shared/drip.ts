/**
 * Drip campaigns: the prewritten
 * sequences offered per project type, the studio's settings for each, and the rules both sides share.
 */
import { z } from "zod";
import { TEMPLATE_VARIABLES } from "./email.js";
import type { ProjectType } from "./projects.js";

/** The project types that have a prewritten sequence, in the order of the page's tabs. */
export const DRIP_PROJECT_TYPES = [
  "WEDDING",
  "PORTRAIT",
  "COMMERCIAL",
  "ENGAGEMENT",
  "MATERNITY",
  "FAMILY",
] as const satisfies readonly ProjectType[];
export type DripProjectType = (typeof DRIP_PROJECT_TYPES)[number];

/** 24 e-mails per type, over 12 months, about every 2 weeks. */
export const DRIP_EMAILS_PER_TYPE = 24;
export const DRIP_DURATION_MONTHS = 12;
export const DRIP_FREQUENCY_WEEKS = 2;

export const dripProjectTypeSchema = z.enum(DRIP_PROJECT_TYPES, {
  error: `Drip campaigns are available for ${DRIP_PROJECT_TYPES.join(", ")}`,
});

/** Toggles are keyed "{projectType}-{index}"; a missing key means the e-mail is on. */
export const emailToggleKey = (projectType: DripProjectType, index: number) => `${projectType}-${index}`;

export type EmailToggles = Record<string, boolean>;

export function parseEmailToggles(json: string | null | undefined): EmailToggles {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as EmailToggles) : {};
  } catch {
    return {};
  }
}

export function isEmailEnabled(toggles: EmailToggles, projectType: DripProjectType, index: number): boolean {
  return toggles[emailToggleKey(projectType, index)] !== false;
}

const INVALID_TOGGLES = "Invalid email toggles";
const toggleKeyPattern = /^([A-Z]+)-(\d{1,2})$/;

/** The client sends the toggles as a JSON string; an object is accepted too and stored as its JSON. */
const emailTogglesSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return INVALID_TOGGLES;
    }
  },
  z.record(z.string(), z.boolean({ error: INVALID_TOGGLES }), { error: INVALID_TOGGLES }),
);

export const saveCampaignSettingsInputSchema = z
  .object({
    projectType: dripProjectTypeSchema,
    campaignEnabled: z.boolean({ error: "campaignEnabled must be true or false" }),
    emailToggles: emailTogglesSchema.default({}),
    /** The stage whose projects are the campaign's leads; absent or null means the type's default stage. */
    targetStageId: z.uuid({ error: "Stage not found" }).nullish(),
  })
  .superRefine((input, ctx) => {
    for (const key of Object.keys(input.emailToggles)) {
      const match = toggleKeyPattern.exec(key);
      if (!match || match[1] !== input.projectType || Number(match[2]) >= DRIP_EMAILS_PER_TYPE) {
        ctx.addIssue({ code: "custom", path: ["emailToggles"], message: `${INVALID_TOGGLES}: ${key}` });
        return;
      }
    }
  });
export type SaveCampaignSettingsInput = z.input<typeof saveCampaignSettingsInputSchema>;

export interface CampaignSettings {
  projectType: DripProjectType;
  campaignEnabled: boolean;
  /** JSON text, as stored. */
  emailToggles: string;
  targetStageId: string | null;
  /** The stage leads are taken from now: the target, else the type's default stage. */
  leadStage: { id: string; name: string } | null;
  activeSubscriptions: number;
  updatedAt: string | null;
}

export interface SaveCampaignSettingsResult extends CampaignSettings {
  /** Leads enrolled (or resumed) by this save. */
  enrolled: number;
  /** Active subscriptions paused by turning the campaign off. */
  paused: number;
}

export interface StaticDripEmail {
  /** "{projectType}-{index}", the key of its toggle. */
  key: string;
  index: number;
  projectType: DripProjectType;
  daysAfterStart: number;
  subject: string;
  /** The plain-text version, which is also the editable source of the HTML. */
  textBody: string;
  htmlBody: string;
  /** The studio changed this e-mail; restoring brings back the original. */
  hasManualEdits: boolean;
  originalSubject: string;
  originalTextBody: string;
}

export interface StaticDripTemplates {
  projectType: DripProjectType;
  emails: StaticDripEmail[];
}

export function unknownVariables(text: string): string[] {
  const known = TEMPLATE_VARIABLES as readonly string[];
  return [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1]!).filter((v) => !known.includes(v));
}

export const withKnownVariables = (label: string) => (text: string, ctx: z.RefinementCtx) => {
  const unknown = unknownVariables(text);
  if (unknown.length > 0) {
    ctx.addIssue({ code: "custom", message: `${label} uses an unknown variable: {{${unknown[0]}}}` });
  }
};

/** A studio's own version of one prewritten e-mail. */
export const dripEmailOverrideInputSchema = z.object({
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(200, "Subject is too long")
    .superRefine(withKnownVariables("Subject")),
  textBody: z
    .string({ error: "Email body is required" })
    .trim()
    .min(1, "Email body is required")
    .max(20_000, "Email body is too long")
    .superRefine(withKnownVariables("Email body")),
});
export type DripEmailOverrideInput = z.input<typeof dripEmailOverrideInputSchema>;

export const DRIP_SUBSCRIPTION_STATUSES = [
  "ACTIVE",
  "PAUSED",
  "COMPLETED",
  "STOPPED",
  "UNSUBSCRIBED",
] as const;
export type DripSubscriptionStatus = (typeof DRIP_SUBSCRIPTION_STATUSES)[number];

export interface DripSubscription {
  id: string;
  projectId: string;
  projectTitle: string;
  clientId: string;
  clientName: string;
  projectType: DripProjectType;
  status: DripSubscriptionStatus;
  startedAt: string;
  nextEmailIndex: number;
  nextEmailAt: string | null;
  completedAt: string | null;
  unsubscribedAt: string | null;
  endedReason: string | null;
  sentCount: number;
}

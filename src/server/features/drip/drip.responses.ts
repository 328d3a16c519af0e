/** What the drip campaign routes answer: the shapes of shared/drip.ts. */
import { z } from "zod";
import {
  type CampaignSettings,
  DRIP_PROJECT_TYPES,
  DRIP_SUBSCRIPTION_STATUSES,
  type DripSubscription,
  type SaveCampaignSettingsResult,
  type StaticDripEmail,
  type StaticDripTemplates,
} from "../../../shared/drip.js";
import { fileResponse, isoInstant, messageResponse } from "../../http/responses.js";

const projectType = z.enum(DRIP_PROJECT_TYPES);

export const campaignSettingsResponse = z.object({
  projectType,
  campaignEnabled: z.boolean(),
  emailToggles: z.string().describe("JSON text: { [emailKey]: boolean }"),
  targetStageId: z.uuid().nullable(),
  leadStage: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  activeSubscriptions: z.int(),
  updatedAt: isoInstant.nullable(),
}) satisfies z.ZodType<CampaignSettings>;

export const savedCampaignSettingsResponse = campaignSettingsResponse.extend({
  enrolled: z.int(),
  paused: z.int(),
}) satisfies z.ZodType<SaveCampaignSettingsResult>;

export const dripEmailResponse = z.object({
  key: z.string(),
  index: z.int(),
  projectType,
  daysAfterStart: z.int(),
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string(),
  hasManualEdits: z.boolean(),
  originalSubject: z.string(),
  originalTextBody: z.string(),
}) satisfies z.ZodType<StaticDripEmail>;

export const dripTemplatesResponse = z.object({
  projectType,
  emails: z.array(dripEmailResponse),
}) satisfies z.ZodType<StaticDripTemplates>;

export const dripSubscriptionsResponse = z.array(
  z.object({
    id: z.uuid(),
    projectId: z.uuid(),
    projectTitle: z.string(),
    clientId: z.uuid(),
    clientName: z.string(),
    projectType,
    status: z.enum(DRIP_SUBSCRIPTION_STATUSES),
    startedAt: isoInstant,
    nextEmailIndex: z.int(),
    nextEmailAt: isoInstant.nullable(),
    completedAt: isoInstant.nullable(),
    unsubscribedAt: isoInstant.nullable(),
    endedReason: z.string().nullable(),
    sentCount: z.int(),
  }) satisfies z.ZodType<DripSubscription>,
);

export const unsubscribePageResponse = fileResponse("text/html", "The unsubscribe page");

/** A browser (Accept: text/html) gets the page back; a mail client's one-click post gets `{ message }`. */
export const unsubscribeAnswer = z.union([messageResponse, unsubscribePageResponse]);

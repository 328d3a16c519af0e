/** What the client routes answer: the shapes of shared/clients.ts. */
import { z } from "zod";
import {
  type Client,
  type ClientDetail,
  type ClientListItem,
  type ClientProjectSummary,
  HISTORY_TYPES,
  type HistoryItem,
  type ImportCheckResult,
  type ImportClientsResult,
  type Message,
} from "../../../shared/clients.js";
import { PROJECT_STATUSES, PROJECT_TYPES } from "../../../shared/projects.js";
import { cents, isoInstant, listOrPage } from "../../http/responses.js";

const day = z.string().describe("YYYY-MM-DD");

export const clientProjectSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  status: z.enum(PROJECT_STATUSES),
  eventDate: day.nullable(),
  createdAt: isoInstant,
  stage: z.object({ id: z.uuid(), name: z.string(), color: z.string() }).nullable(),
}) satisfies z.ZodType<ClientProjectSummary>;

export const clientResponse = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  eventDate: day.nullable(),
  weddingDate: day.nullable(),
  hasEventDate: z.boolean(),
  eventDateProjectId: z.uuid().nullable(),
  notes: z.string().nullable(),
  emailOptIn: z.boolean(),
  smsOptIn: z.boolean(),
  leadSource: z.string(),
  createdAt: isoInstant,
  archivedAt: isoInstant.nullable(),
}) satisfies z.ZodType<Client>;

export const clientListItem = clientResponse.extend({
  activeProjectCount: z.int(),
  unreadCount: z.int(),
  latestProject: clientProjectSummary.nullable(),
}) satisfies z.ZodType<ClientListItem>;

export const clientListResponse = listOrPage(clientListItem);

export const clientDetailResponse = clientResponse.extend({
  projects: z.array(clientProjectSummary),
  messageCount: z.int(),
  proposalCount: z.int(),
  proposalTotalCents: cents,
}) satisfies z.ZodType<ClientDetail>;

export const messageRecord = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  content: z.string(),
  sentByPhotographer: z.boolean(),
  channel: z.string(),
  readAt: isoInstant.nullable(),
  createdAt: isoInstant,
}) satisfies z.ZodType<Message>;

export const historyResponse = z.array(
  z.object({
    id: z.string(),
    type: z.enum(HISTORY_TYPES),
    title: z.string(),
    description: z.string(),
    createdAt: isoInstant,
    status: z.string().optional(),
    totalCents: cents.optional(),
    amountCents: cents.optional(),
    templateSubject: z.string().optional(),
    templatePreview: z.string().optional(),
    automationName: z.string().optional(),
  }) satisfies z.ZodType<HistoryItem>,
);

export const importResultResponse = z.object({
  created: z.int(),
  rejected: z.array(z.object({ rowNumber: z.int(), reason: z.string() })),
  projectsCreated: z.int(),
  dryRun: z.boolean(),
  rows: z.array(
    z.object({
      rowNumber: z.int(),
      client: z.enum(["new", "existing"]),
      clientName: z.string(),
      project: z
        .object({
          title: z.string(),
          projectType: z.enum(PROJECT_TYPES),
          stageName: z.string().nullable(),
          stageMatched: z.boolean(),
          status: z.enum(PROJECT_STATUSES),
          eventDate: day.nullable(),
        })
        .nullable(),
    }),
  ),
}) satisfies z.ZodType<ImportClientsResult>;

export const importCheckResponse = z.object({
  existing: z.array(z.string()),
}) satisfies z.ZodType<ImportCheckResult>;

export const messagesReadResponse = z.object({ read: z.int() });

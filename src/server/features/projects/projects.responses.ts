/**
 * What the project and stage routes answer: the shapes of shared/projects.ts. The list and the detail
 * are JSON that PostgreSQL builds (project-summaries.queries.ts, projects.queries.ts): the same fields.
 */
import { z } from "zod";
import { ACTIVITY_KINDS, type ActivityEntry } from "../../../shared/activity.js";
import {
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type Project,
  type ProjectSummary,
  type Stage,
} from "../../../shared/projects.js";
import { listOrPage } from "../../http/responses.js";

export const projectSummaryResponse = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  projectType: z.enum(PROJECT_TYPES),
  title: z.string(),
  eventDate: z.string().nullable(),
  stageId: z.uuid().nullable(),
  stageEnteredAt: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  createdAt: z.string(),
  stage: z.object({ name: z.string(), color: z.string() }).nullable(),
  client: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
}) satisfies z.ZodType<ProjectSummary>;

/** Without `limit` the whole list; with it one page and the cursor of the next. */
export const projectListResponse = listOrPage(projectSummaryResponse);

export const projectResponse = projectSummaryResponse.extend({
  leadSource: z.string(),
  hasEventDate: z.boolean(),
  deliveryDate: z.string().nullable(),
  consultationDate: z.string().nullable(),
  venue: z.string().nullable(),
  eventTimeZone: z.string().nullable().describe("The event's IANA zone; null: the studio's"),
  galleryUrl: z.string().nullable(),
  notes: z.string().nullable(),
  smsOptIn: z.boolean(),
  emailOptIn: z.boolean(),
  client: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
}) satisfies z.ZodType<Project>;

/** An entry of the activity feed (shared/activity.ts). */
export const activityEntryResponse = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  action: z.string(),
  activityType: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  projectId: z.uuid().nullable(),
  projectTitle: z.string().nullable(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
}) satisfies z.ZodType<ActivityEntry>;

export const projectDetailResponse = projectResponse.extend({ activities: z.array(activityEntryResponse) });

export const stageResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  orderIndex: z.int(),
  color: z.string(),
  isDefault: z.boolean(),
  projectCount: z.int(),
}) satisfies z.ZodType<Stage>;

export const stageDeletedResponse = z.object({
  message: z.string(),
  movedProjects: z.int().describe("Projects moved to the type's default stage"),
});

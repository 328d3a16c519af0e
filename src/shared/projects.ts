import { z } from "zod";
import type { ActivityEntry } from "./activity.js";
import { GALLERY_URL_INVALID, isGalleryUrl, MAX_GALLERY_URL_LENGTH } from "./gallery-url.js";
import { cursorNeedsLimit, filtersNeedLimit, listSearchField, pageQueryFields } from "./paging.js";
import { timeZoneIdField } from "./time-zone-field.js";
import { isoDateField } from "./validation.js";

export const PROJECT_TYPES = [
  "WEDDING",
  "ENGAGEMENT",
  "PROPOSAL",
  "CORPORATE",
  "PORTRAIT",
  "FAMILY",
  "MATERNITY",
  "NEWBORN",
  "EVENT",
  "COMMERCIAL",
  "OTHER",
] as const;
export const projectTypeSchema = z.enum(PROJECT_TYPES);
export type ProjectType = z.infer<typeof projectTypeSchema>;

export const PROJECT_STATUSES = ["ACTIVE", "COMPLETED", "CANCELLED"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const LEAD_SOURCES = ["MANUAL", "WEBSITE", "REFERRAL", "SOCIAL_MEDIA", "BOOKING", "OTHER"] as const;

export const DEFAULT_STAGE_COLOR = "#64748b";

/** The stages a new photographer starts with, for every project type; the first is the default. */
export const DEFAULT_STAGES: readonly { name: string; color: string }[] = [
  { name: "Inquiry", color: "#3b82f6" },
  { name: "Consultation", color: "#8b5cf6" },
  { name: "Proposal Sent", color: "#f59e0b" },
  { name: "Booked", color: "#10b981" },
  { name: "Pre-Event", color: "#06b6d4" },
  { name: "Delivered", color: "#64748b" },
];

/** Human label for a project type: WEDDING -> Wedding. */
export function projectTypeLabel(type: ProjectType): string {
  return type.charAt(0) + type.slice(1).toLowerCase();
}

// API shapes of projects, stages and the pipeline.

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(" is required", "")} is too long`);

const optionalDate = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  isoDateField.optional(),
);

export const MAX_VENUE_LENGTH = 300;
const venueText = z.string({ error: "Venue must be text" }).trim().max(MAX_VENUE_LENGTH, "Venue is too long");

/** On create: blank is no venue. */
const optionalVenue = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  venueText.transform((v) => (v === "" ? undefined : v)).optional(),
);

/** On an update: omitted keeps the venue, null or "" (or only spaces) clears it. */
const keptOrClearedVenue = z.preprocess(
  (value) => (value === "" ? null : value),
  venueText
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
);

/** On an update: omitted keeps the gallery link, null or "" clears it. */
const keptOrClearedGalleryUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string({ error: "Gallery link must be text" })
    .trim()
    .max(MAX_GALLERY_URL_LENGTH, "Gallery link is too long")
    .refine(isGalleryUrl, GALLERY_URL_INVALID)
    .nullable()
    .optional(),
);

/** On an update: omitted keeps the date, null or "" clears it (clients that predate it keep it). */
const keptOrClearedDate = z.preprocess(
  (value) => (value === "" ? null : value),
  isoDateField.nullable().optional(),
);

/**
 * The event's own zone (a destination wedding): any IANA zone; null, "" or omitted on create is the
 * studio's zone. On an update, omitted keeps it and null or "" sets it back to the studio's.
 */
const eventTimeZoneField = z.preprocess(
  (value) => (value === "" ? null : value),
  timeZoneIdField.nullable().optional(),
);

export const createProjectInputSchema = z.object({
  title: requiredText("Title is required"),
  projectType: z.enum(PROJECT_TYPES, { error: "Project type is required" }),
  clientId: z.uuid({ error: "Client is required" }),
  eventDate: optionalDate,
  deliveryDate: optionalDate,
  consultationDate: optionalDate,
  venue: optionalVenue,
  eventTimeZone: eventTimeZoneField,
  notes: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().trim().max(5000, "Notes are too long").optional(),
  ),
  leadSource: z.enum(LEAD_SOURCES).optional(),
  smsOptIn: z.boolean().default(true),
  emailOptIn: z.boolean().default(true),
  /** A stage of the same project type; the type's default stage when omitted. */
  stageId: z.uuid({ error: "Stage not found" }).optional(),
});
export type CreateProjectInput = z.input<typeof createProjectInputSchema>;

export const updateProjectInputSchema = z.object({
  title: requiredText("Title is required"),
  eventDate: optionalDate,
  deliveryDate: keptOrClearedDate,
  consultationDate: keptOrClearedDate,
  venue: keptOrClearedVenue,
  galleryUrl: keptOrClearedGalleryUrl,
  eventTimeZone: eventTimeZoneField,
  notes: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().trim().max(5000, "Notes are too long").optional(),
  ),
  status: z.enum(PROJECT_STATUSES, { error: "Invalid status" }),
  smsOptIn: z.boolean().optional(),
  emailOptIn: z.boolean().optional(),
});
export type UpdateProjectInput = z.input<typeof updateProjectInputSchema>;

export const moveProjectInputSchema = z.object({ stageId: z.uuid({ error: "Stage not found" }) });

/** GET /api/stages: one project type's pipeline, or every type's. */
export const stageListQuerySchema = z.object({ projectType: z.enum(PROJECT_TYPES).optional() });

/**
 * GET /api/projects. Without `limit`, the whole list (of one type); with it, one Page of ProjectSummary,
 * searchable (title or client name) and narrowed to one pipeline column by `stageId`.
 */
export const projectListQuerySchema = z
  .object({
    projectType: z.enum(PROJECT_TYPES).optional(),
    search: listSearchField,
    stageId: z.uuid({ error: "Invalid stageId" }).optional(),
    ...pageQueryFields,
  })
  .superRefine(cursorNeedsLimit)
  .superRefine(filtersNeedLimit(["search", "stageId"]));

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Color must be a hex value like #64748b");

export const stageInputSchema = z.object({
  name: requiredText("Stage Name is required", 60),
  projectType: z.enum(PROJECT_TYPES, { error: "Project Type is required" }),
  /** Omitted: after the last stage of the type (highest order + 1, or 0). */
  orderIndex: z.coerce.number().int("Order Position must be a whole number").min(0).max(1000).optional(),
  color: hexColor.default(DEFAULT_STAGE_COLOR),
  isDefault: z.boolean().default(false),
});
export type StageInput = z.input<typeof stageInputSchema>;

export interface Stage {
  id: string;
  name: string;
  projectType: ProjectType;
  orderIndex: number;
  color: string;
  isDefault: boolean;
  projectCount: number;
}

/**
 * A project as the list and the board need it (GET /api/projects). Lean on purpose: a studio with
 * 10,000 projects downloads every one of them, so notes, opt-ins and the like stay on the detail.
 */
export interface ProjectSummary {
  id: string;
  clientId: string;
  projectType: ProjectType;
  title: string;
  eventDate: string | null;
  stageId: string | null;
  stageEnteredAt: string | null;
  status: ProjectStatus;
  createdAt: string;
  stage: { name: string; color: string } | null;
  client: { firstName: string; lastName: string; email: string | null };
}

/** A whole project (GET /api/projects/{id}, and what create, update and move answer). */
export interface Project extends ProjectSummary {
  leadSource: string;
  hasEventDate: boolean;
  /** Calendar days (YYYY-MM-DD) time-based automations may count from. */
  deliveryDate: string | null;
  consultationDate: string | null;
  /** Where the event takes place (a contract's {{project.venue}}). */
  venue: string | null;
  /**
   * The event's own IANA zone, null for the studio's: the event date is a day on that zone's calendar,
   * and event-date automations and countdowns count in it.
   */
  eventTimeZone: string | null;
  /** The delivered gallery (https only), linked from the client's portal. */
  galleryUrl: string | null;
  notes: string | null;
  smsOptIn: boolean;
  emailOptIn: boolean;
  client: ProjectSummary["client"] & { phone: string | null };
}

/** An entry of the project's activity feed (src/shared/activity.ts). */
export type ProjectActivity = ActivityEntry;

export interface ProjectDetail extends Project {
  activities: ProjectActivity[];
}

export interface ReportSummary {
  /** Active projects. */
  totalProjects: number;
  /**
   * Projects booked this month (in the studio's time zone): their first proposal was signed this month.
   * A signed proposal linked to no project is a booking of its own.
   */
  bookedThisMonth: number;
  /** Projects created this month (in the studio's time zone), whatever their status now. */
  projectsThisMonth: number;
  /** Cents: money received this calendar year, less refunds (the one revenue definition). */
  revenueYTD: number;
  /** Cents: signed proposals' totals not yet paid. */
  outstandingBalance: number;
  /** Clients on the studio's client list (archived clients aside). */
  totalClients: number;
}

export type CardAge = "New" | "Active" | "Overdue";

/** Days in the current stage (else since creation): 2 or fewer New, 3 to 5 Active, over 5 Overdue. */
export function cardAge(
  project: Pick<ProjectSummary, "stageEnteredAt" | "createdAt">,
  now: Date = new Date(),
): CardAge {
  const since = new Date(project.stageEnteredAt ?? project.createdAt).getTime();
  const days = Math.floor((now.getTime() - since) / 86_400_000);
  if (days <= 2) return "New";
  if (days <= 5) return "Active";
  return "Overdue";
}

/** The pipeline search: title, client full name or e-mail, case-insensitive substring. */
export function projectMatches(project: Pick<ProjectSummary, "title" | "client">, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const { firstName, lastName, email } = project.client;
  return (
    project.title.toLowerCase().includes(needle) ||
    `${firstName} ${lastName}`.toLowerCase().includes(needle) ||
    (email ?? "").toLowerCase().includes(needle)
  );
}

import { z } from "zod";

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

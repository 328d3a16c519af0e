import type { BadgeProps } from "@/components/ui/badge";
import type { Client } from "../../../shared/clients";
import { LEAD_SOURCES, type ProjectStatus } from "../../../shared/projects";

export type LeadSource = (typeof LEAD_SOURCES)[number];

const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  MANUAL: "Added manually",
  WEBSITE: "Website",
  REFERRAL: "Referral",
  SOCIAL_MEDIA: "Social media",
  BOOKING: "Booking",
  OTHER: "Other",
};

export function isLeadSource(value: string): value is LeadSource {
  return (LEAD_SOURCES as readonly string[]).includes(value);
}

/** Human label for a lead source; an unknown value is shown tidied up rather than hidden. */
export function leadSourceLabel(value: string): string {
  if (isLeadSource(value)) return LEAD_SOURCE_LABELS[value];
  const words = value.replace(/_/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The same status colours everywhere (blue active, green done, red cancelled). */
export const PROJECT_STATUS_STYLE: Record<
  ProjectStatus,
  { label: string; variant: NonNullable<BadgeProps["variant"]> }
> = {
  ACTIVE: { label: "Active", variant: "info" },
  COMPLETED: { label: "Completed", variant: "success" },
  CANCELLED: { label: "Cancelled", variant: "danger" },
};

/** Title or client full name, case-insensitive substring. */
export function projectSearchMatches(
  project: { title: string; client: Pick<Client, "firstName" | "lastName"> },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const name = `${project.client.firstName} ${project.client.lastName}`.toLowerCase();
  return project.title.toLowerCase().includes(needle) || name.includes(needle);
}

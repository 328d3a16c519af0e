/**
 * Importing from another CRM: which export a file looks like (HoneyBook, Dubsado), and how a row's
 * project columns (name, type, pipeline stage or status) become a Focal project. Pure rules, shared by
 * the import dialog (to say what it recognised) and the server (which decides what it creates).
 */
import { PROJECT_TYPES, type ProjectStatus, type ProjectType, projectTypeLabel } from "./projects.js";
import { controlCharacterMessage, hasControlCharacter } from "./validation.js";

/** The columns of a row that describe a project; a row with any of them filled in brings a project. */
export const IMPORT_PROJECT_FIELDS = ["projectName", "projectType", "projectStage"] as const;
export type ImportProjectField = (typeof IMPORT_PROJECT_FIELDS)[number];

export const MAX_IMPORT_PROJECT_NAME = 200;
export const MAX_IMPORT_STAGE_TEXT = 100;

export type CrmSource = "honeybook" | "dubsado";
export const CRM_SOURCE_LABELS: Record<CrmSource, string> = { honeybook: "HoneyBook", dubsado: "Dubsado" };

/** "Proposal Sent", "proposal_sent" and "PROPOSAL-SENT" all become "proposalsent". */
export const normalizeWords = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The states a project can be in when each CRM exports it, normalised. HoneyBook's default pipeline
 * stages; Dubsado's three project statuses. A stage column whose values all come from one of these
 * lists is how a file is recognised, whatever its headers are called.
 */
const HONEYBOOK_STAGES = [
  "inquiry",
  "followup",
  "meeting",
  "proposalsent",
  "proposalsigned",
  "retainerpaid",
  "planning",
  "completed",
  "archived",
] as const;
const DUBSADO_STATUSES = ["lead", "job", "archived"] as const;

/**
 * Which CRM's export this stage column comes from: Dubsado when every value is Lead, Job or Archived,
 * HoneyBook when every value is one of its pipeline stages and one of them is not also Dubsado's.
 */
export function detectCrmSource(stageValues: readonly string[]): CrmSource | null {
  const values = [...new Set(stageValues.map(normalizeWords).filter(Boolean))];
  if (values.length === 0) return null;
  const all = (list: readonly string[]) => values.every((v) => list.includes(v));
  if (all(DUBSADO_STATUSES)) return "dubsado";
  if (all(HONEYBOOK_STAGES)) return "honeybook";
  return null;
}

/** Words in an exported stage that mean the project is over, one way or the other. */
const COMPLETED_WORDS = ["completed", "complete", "archived", "closed", "done"];
const CANCELLED_WORDS = ["lost", "cancelled", "canceled", "declined", "notbooked", "cold"];

/**
 * An exported stage (HoneyBook's pipeline, Dubsado's status) to the name of the Focal default stage
 * it corresponds to, used when the studio has no stage of the exported name itself.
 */
const STAGE_ALIASES: Record<string, string> = {
  inquiry: "Inquiry",
  lead: "Inquiry",
  new: "Inquiry",
  followup: "Inquiry",
  meeting: "Consultation",
  consultation: "Consultation",
  callscheduled: "Consultation",
  proposalsent: "Proposal Sent",
  proposalviewed: "Proposal Sent",
  proposalsigned: "Booked",
  retainerpaid: "Booked",
  booked: "Booked",
  job: "Booked",
  planning: "Pre-Event",
  preevent: "Pre-Event",
  delivered: "Delivered",
  completed: "Delivered",
  archived: "Delivered",
};

/** The project's status from its exported stage: over (completed or lost) or still going. */
export function importedProjectStatus(stage: string): ProjectStatus {
  const key = normalizeWords(stage);
  if (CANCELLED_WORDS.includes(key)) return "CANCELLED";
  if (COMPLETED_WORDS.includes(key)) return "COMPLETED";
  return "ACTIVE";
}

export interface StageChoice {
  id: string;
  name: string;
}

/**
 * The studio's stage for an exported one: the stage of the same name, else the stage its alias names,
 * else none (the caller uses the type's default stage and says so).
 */
export function matchImportedStage<S extends StageChoice>(stage: string, stages: readonly S[]): S | null {
  const key = normalizeWords(stage);
  if (!key) return null;
  const byName = (name: string) => stages.find((s) => normalizeWords(s.name) === normalizeWords(name));
  const alias = STAGE_ALIASES[key];
  return byName(stage) ?? (alias ? byName(alias) : undefined) ?? null;
}

/** Words in an exported project type, tried in order, and the Focal type each means. */
const TYPE_WORDS: readonly [string, ProjectType][] = [
  ["elopement", "WEDDING"],
  ["wedding", "WEDDING"],
  ["engagement", "ENGAGEMENT"],
  ["maternity", "MATERNITY"],
  ["newborn", "NEWBORN"],
  ["family", "FAMILY"],
  ["headshot", "PORTRAIT"],
  ["portrait", "PORTRAIT"],
  ["senior", "PORTRAIT"],
  ["boudoir", "PORTRAIT"],
  ["corporate", "CORPORATE"],
  ["commercial", "COMMERCIAL"],
  ["brand", "COMMERCIAL"],
  ["product", "COMMERCIAL"],
  ["proposal", "PROPOSAL"],
  ["event", "EVENT"],
  ["party", "EVENT"],
  ["birthday", "EVENT"],
];

/** An exported project type ("Wedding", "Engagement Session", "Elopement") to a Focal type, or null. */
export function matchImportedType(text: string): ProjectType | null {
  const key = normalizeWords(text);
  if (!key) return null;
  const exact = PROJECT_TYPES.find((type) => type.toLowerCase() === key);
  if (exact) return exact;
  return TYPE_WORDS.find(([word]) => key.includes(word))?.[1] ?? null;
}

export interface ImportedProjectInput {
  title: string;
  projectType: ProjectType;
  /** The stage as the file names it ("" when the file has none). */
  stage: string;
  status: ProjectStatus;
}

/**
 * A row's project, or null when the row has no project columns filled in; `reason` when a value is
 * unusable. The name defaults to "Jane Doe Wedding"; an unknown type becomes `defaultType`.
 */
export function importedProject(
  values: Partial<Record<ImportProjectField | "firstName" | "lastName", unknown>>,
  defaultType: ProjectType,
): { project: ImportedProjectInput | null } | { reason: string } {
  const text = (field: ImportProjectField) => {
    const value = values[field];
    return typeof value === "string" ? value.trim() : "";
  };
  const dirty = IMPORT_PROJECT_FIELDS.find((field) => hasControlCharacter(text(field)));
  if (dirty) return { reason: controlCharacterMessage(dirty) };
  if (IMPORT_PROJECT_FIELDS.every((field) => text(field) === "")) return { project: null };
  const name = text("projectName");
  const stage = text("projectStage");
  if (name.length > MAX_IMPORT_PROJECT_NAME) return { reason: "Project name is too long" };
  if (stage.length > MAX_IMPORT_STAGE_TEXT) return { reason: "Project stage is too long" };
  if (text("projectType").length > MAX_IMPORT_STAGE_TEXT) return { reason: "Project type is too long" };
  const projectType = matchImportedType(text("projectType")) ?? defaultType;
  const person = [values.firstName, values.lastName]
    .map((part) => (typeof part === "string" ? part.trim() : ""))
    .filter(Boolean)
    .join(" ");
  const title = name || `${person} ${projectTypeLabel(projectType)}`.trim();
  return { project: { title, projectType, stage, status: importedProjectStatus(stage) } };
}

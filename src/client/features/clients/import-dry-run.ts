/**
 * What the dry run's answer says before anything is written: the counts the review step shows and
 * offers on its button, the first planned rows and the first skipped ones. Pure, unit-tested.
 */
import type { ImportClientsResult, ImportRejection, ImportRowPlan } from "../../../shared/clients";
import { sortRejections } from "./import-batches";
import type { PreparedImport } from "./import-clients";

/** How many planned rows and skipped rows the review lists; the report lists every skipped row. */
export const REVIEW_ROWS = 10;
export const REVIEW_SKIPPED = 5;

export interface ImportReview {
  newClients: number;
  projects: number;
  /** Of `projects`, those that go on clients the studio already has. */
  projectsOnExisting: number;
  /** Refused here (before sending) or by the server's dry run, in file order. */
  skipped: ImportRejection[];
  /** The first planned rows, each with the stage text its file gave (for an unrecognised stage). */
  rows: (ImportRowPlan & { fileStage: string })[];
}

export function importReview(prepared: PreparedImport, result: ImportClientsResult): ImportReview {
  const stages = new Map(prepared.rows.map((row) => [row.rowNumber, row.values.projectStage ?? ""]));
  return {
    newClients: result.created,
    projects: result.projectsCreated,
    projectsOnExisting: result.rows.filter((row) => row.project && row.client === "existing").length,
    skipped: sortRejections([...prepared.rejected, ...result.rejected]),
    rows: result.rows
      .slice(0, REVIEW_ROWS)
      .map((row) => ({ ...row, fileStage: stages.get(row.rowNumber) ?? "" })),
  };
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** "3 new clients, 4 projects (1 on a client you already have), 1 row skipped". */
export function reviewSummary(review: ImportReview): string {
  const { newClients, projects, projectsOnExisting, skipped } = review;
  const onExisting =
    projectsOnExisting > 0
      ? ` (${count(projectsOnExisting, "on a client", "on clients")} you already have)`
      : "";
  return `${count(newClients, "new client", "new clients")}, ${count(projects, "project", "projects")}${onExisting}, ${count(skipped.length, "row", "rows")} skipped`;
}

/** The import button's words: what the import will create. */
export function importButtonLabel(review: ImportReview): string {
  const { newClients, projects } = review;
  if (newClients === 0 && projects === 0) return "Nothing to import";
  if (projects === 0) return `Import ${count(newClients, "client", "clients")}`;
  if (newClients === 0) return `Import ${count(projects, "project", "projects")}`;
  return `Import ${count(newClients, "client", "clients")} and ${count(projects, "project", "projects")}`;
}

/** The stage cell: the stage the project lands in, and when the file's stage was not recognised, that. */
export function stageText(row: ImportReview["rows"][number]): string {
  const project = row.project;
  if (!project) return "";
  const stage = project.stageName ?? "no stage";
  if (project.stageMatched) return stage;
  return `${row.fileStage ? `"${row.fileStage}" ` : ""}not recognised, starts in ${stage}`;
}

/** The report's headline: "2 clients created", "2 clients and 3 projects created", "1 project created". */
export function createdHeadline(created: number, projects: number): string {
  if (created === 0 && projects === 0) return "No clients were created";
  if (projects === 0) return `${count(created, "client", "clients")} created`;
  if (created === 0) return `${count(projects, "project", "projects")} created`;
  return `${count(created, "client", "clients")} and ${count(projects, "project", "projects")} created`;
}

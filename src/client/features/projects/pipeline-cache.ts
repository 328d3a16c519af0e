/**
 * Pure helpers behind the pipeline board: its query keys, grouping projects into stage columns, and
 * the optimistic edit of the cached lists when a project moves (the server's answer replaces it).
 * Each column reads its own pages (GET /api/projects?projectType=&stageId=&limit=), cached under
 * ["/api/projects", { projectType, stageId, search?, limit }].
 */
import type { InfiniteData, QueryKey } from "@tanstack/react-query";
import { format, isValid, parseISO } from "date-fns";
import { type ListParams, pagedListKey } from "@/hooks/use-paged-list";
import type { Page } from "../../../shared/paging";
import {
  DEFAULT_STAGE_COLOR,
  type ProjectSummary,
  type ProjectType,
  projectMatches,
  type Stage,
  type StageInput,
} from "../../../shared/projects";

/** One key per type: the default queryFn fetches key.join("/"), so the query string is part of the key. */
export const projectsQueryKey = (type: ProjectType) => [`/api/projects?projectType=${type}`] as const;
export const SUMMARY_QUERY_KEY = ["/api/reports/summary"] as const;

/** The filters of one column's pages: the type, the stage, and the board's search. */
export function stageColumnParams(type: ProjectType, stageId: string, search = ""): ListParams {
  return { projectType: type, stageId, search: search.trim() };
}

/** One column's cache key. */
export const stageColumnKey = (type: ProjectType, stageId: string, search = "") =>
  pagedListKey("/api/projects", stageColumnParams(type, stageId, search));

/**
 * A key filter for every paged project list of one type (each column, whatever the search, and the
 * projects page narrowed to that type): TanStack matches the filter's object as a subset.
 */
export const typeListsFilter = (type: ProjectType) => ["/api/projects", { projectType: type }] as const;

/** The stage a paged list's key is narrowed to, or undefined for a list of every stage. */
export function stageIdOfKey(queryKey: QueryKey): string | undefined {
  const params = queryKey[1];
  if (typeof params !== "object" || params === null) return undefined;
  const stageId = (params as { stageId?: unknown }).stageId;
  return typeof stageId === "string" ? stageId : undefined;
}

/**
 * Whether a query key reads below an API path: "/api/projects" matches ["/api/projects"],
 * ["/api/projects?projectType=WEDDING"] and ["/api/projects", id], but not ["/api/projects-archive"].
 */
export function keyStartsWith(queryKey: readonly unknown[], path: string): boolean {
  const [first] = queryKey;
  if (typeof first !== "string" || !first.startsWith(path)) return false;
  const rest = first.slice(path.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("/");
}

/** Stages in board order: orderIndex, then name, so equal positions still sort the same way every time. */
export function sortStages(stages: readonly Stage[]): Stage[] {
  return [...stages].sort((a, b) => a.orderIndex - b.orderIndex || a.name.localeCompare(b.name));
}

/** A new stage goes after the last one (highest order + 1), or first (0) when there is none. */
export function nextOrderIndex(stages: readonly Pick<Stage, "orderIndex">[]): number {
  if (stages.length === 0) return 0;
  return Math.max(...stages.map((s) => s.orderIndex)) + 1;
}

/** Where a column's projects come first: the latest to enter the stage on top, so a moved card is seen. */
function enteredAt(project: ProjectSummary): number {
  return new Date(project.stageEnteredAt ?? project.createdAt).getTime() || 0;
}

/**
 * The board's columns: every stage's matching projects, newest arrival first. A project whose stage is
 * missing (null, or a stage not in the list) is shown in the default stage (else the first) rather than
 * vanishing from the board.
 */
export function groupByStage(
  projects: readonly ProjectSummary[],
  stages: readonly Stage[],
  search = "",
): Map<string, ProjectSummary[]> {
  const columns = new Map<string, ProjectSummary[]>(stages.map((stage) => [stage.id, []]));
  const fallback = (stages.find((s) => s.isDefault) ?? stages[0])?.id;
  for (const project of projects) {
    if (!projectMatches(project, search)) continue;
    const column =
      (project.stageId ? columns.get(project.stageId) : undefined) ??
      (fallback ? columns.get(fallback) : undefined);
    column?.push(project);
  }
  for (const column of columns.values()) column.sort((a, b) => enteredAt(b) - enteredAt(a));
  return columns;
}

/**
 * The optimistic move: the project now sits in `stage`, having entered it at `now`. Every other project
 * keeps its identity (so memoised cards do not redraw); a list without the project, or a project
 * already in that stage, comes back unchanged.
 */
export function moveProjectInList(
  projects: readonly ProjectSummary[] | undefined,
  projectId: string,
  stage: Pick<Stage, "id" | "name" | "color">,
  now: Date = new Date(),
): ProjectSummary[] | undefined {
  if (!projects) return projects;
  const index = projects.findIndex((p) => p.id === projectId);
  const current = projects[index];
  if (!current || current.stageId === stage.id) return projects as ProjectSummary[];
  const next = [...projects];
  next[index] = {
    ...current,
    stageId: stage.id,
    stage: { name: stage.name, color: stage.color },
    stageEnteredAt: now.toISOString(),
  };
  return next;
}

export type ProjectPages = InfiniteData<Page<ProjectSummary>, unknown>;

/**
 * The optimistic move in one cached paged list. A column (a list narrowed to `listStageId`) loses the
 * project when it is not the stage moved to, and the column moved to gets it on top of its first page
 * (so the card is seen where it was dropped); a list of every stage edits it in place. Unchanged pages,
 * and unchanged lists, keep their identity.
 */
export function moveProjectInPages(
  data: ProjectPages | undefined,
  listStageId: string | undefined,
  project: ProjectSummary,
  stage: Pick<Stage, "id" | "name" | "color">,
  now: Date = new Date(),
): ProjectPages | undefined {
  if (!data?.pages) return data;
  const moved = moveProjectInList([project], project.id, stage, now)?.[0] ?? project;
  if (listStageId === undefined) {
    const pages = data.pages.map((page) => {
      const items = moveProjectInList(page.items, project.id, stage, now) ?? page.items;
      return items === page.items ? page : { ...page, items };
    });
    return pages.every((page, i) => page === data.pages[i]) ? data : { ...data, pages };
  }
  const without = data.pages.map((page) => {
    const items = page.items.filter((p) => p.id !== project.id);
    return items.length === page.items.length ? page : { ...page, items };
  });
  if (listStageId !== stage.id) {
    return without.every((page, i) => page === data.pages[i]) ? data : { ...data, pages: without };
  }
  const [first, ...rest] = without;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [moved, ...first.items] }, ...rest] };
}

/** The server's copy of a project in place of the cached one, in every page of a list. */
export function replaceProjectInPages(
  data: ProjectPages | undefined,
  saved: ProjectSummary,
): ProjectPages | undefined {
  if (!data?.pages) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((p) => p.id === saved.id)) return page;
    changed = true;
    return { ...page, items: page.items.map((p) => (p.id === saved.id ? { ...p, ...saved } : p)) };
  });
  return changed ? { ...data, pages } : data;
}

/** The stage list's project counts after one project moved from `fromId` to `toId`. */
export function moveStageCounts(
  stages: readonly Stage[] | undefined,
  fromId: string | null,
  toId: string,
): Stage[] | undefined {
  if (!stages || fromId === toId) return stages as Stage[] | undefined;
  return stages.map((stage) => {
    if (stage.id === fromId) return { ...stage, projectCount: Math.max(0, stage.projectCount - 1) };
    if (stage.id === toId) return { ...stage, projectCount: stage.projectCount + 1 };
    return stage;
  });
}

/**
 * Where a deleted stage's projects go, as the server decides it: the type's default stage, or (when
 * the default itself is deleted) the first remaining stage, which becomes the default. Null when it
 * is the type's only stage, which cannot be deleted.
 */
export function deletionTarget(stages: readonly Stage[], stageId: string): Stage | null {
  const others = sortStages(stages.filter((s) => s.id !== stageId));
  return others.find((s) => s.isDefault) ?? others[0] ?? null;
}

/** A stage's fields as the form starts with them: the stage's own, or a new stage's defaults. */
export function stageFormDefaults(
  stage: Stage | null,
  projectType: Stage["projectType"],
  stages: readonly Stage[],
): Required<Omit<StageInput, "orderIndex">> & { orderIndex: string } {
  if (stage) {
    return {
      name: stage.name,
      projectType: stage.projectType,
      orderIndex: String(stage.orderIndex),
      color: stage.color,
      isDefault: stage.isDefault,
    };
  }
  return {
    name: "",
    projectType,
    orderIndex: String(nextOrderIndex(stages)),
    color: DEFAULT_STAGE_COLOR,
    isDefault: false,
  };
}

/** Whole days since the project entered its stage (else since it was created), as cardAge counts them. */
export function daysInStage(
  project: Pick<ProjectSummary, "stageEnteredAt" | "createdAt">,
  now = new Date(),
): number {
  const since = new Date(project.stageEnteredAt ?? project.createdAt).getTime();
  return Math.max(0, Math.floor((now.getTime() - since) / 86_400_000) || 0);
}

/** An event date (a calendar day, YYYY-MM-DD, with no time zone) as 'MMMM d, yyyy'; null when unset. */
export function formatEventDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parseISO(value.slice(0, 10));
  return isValid(date) ? format(date, "MMMM d, yyyy") : null;
}

import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ProjectSummary, Stage } from "../../../shared/projects";
import { stagesQueryKey } from "../../hooks/use-stages";
import {
  daysInStage,
  deletionTarget,
  formatEventDate,
  groupByStage,
  keyStartsWith,
  moveProjectInList,
  moveProjectInPages,
  moveStageCounts,
  nextOrderIndex,
  type ProjectPages,
  projectsQueryKey,
  replaceProjectInPages,
  sortStages,
  stageColumnKey,
  stageFormDefaults,
  stageIdOfKey,
  typeListsFilter,
} from "./pipeline-cache";

function stage(id: string, orderIndex: number, extra: Partial<Stage> = {}): Stage {
  return {
    id,
    name: id.charAt(0).toUpperCase() + id.slice(1),
    projectType: "WEDDING",
    orderIndex,
    color: "#64748b",
    isDefault: false,
    projectCount: 0,
    ...extra,
  };
}

function project(id: string, stageId: string | null, extra: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id,
    clientId: `client-${id}`,
    projectType: "WEDDING",
    title: `Project ${id}`,
    eventDate: null,
    stageId,
    stageEnteredAt: "2026-01-01T00:00:00.000Z",
    status: "ACTIVE",
    createdAt: "2025-12-01T00:00:00.000Z",
    stage: stageId ? { name: stageId, color: "#64748b" } : null,
    client: { firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
    ...extra,
  };
}

const inquiry = stage("inquiry", 0, { isDefault: true, projectCount: 2, color: "#3b82f6" });
const booked = stage("booked", 1, { projectCount: 1, color: "#10b981" });
const delivered = stage("delivered", 2);

describe("query keys", () => {
  it("puts the project type in the path the default queryFn fetches", () => {
    expect(projectsQueryKey("PORTRAIT")).toEqual(["/api/projects?projectType=PORTRAIT"]);
    expect(stagesQueryKey("WEDDING")).toEqual(["/api/stages?projectType=WEDDING"]);
  });

  it("matches keys by API path, with or without a query string or a sub-path", () => {
    expect(keyStartsWith(["/api/projects"], "/api/projects")).toBe(true);
    expect(keyStartsWith(["/api/projects?projectType=WEDDING"], "/api/projects")).toBe(true);
    expect(keyStartsWith(["/api/projects", "42"], "/api/projects")).toBe(true);
    expect(keyStartsWith(["/api/projects/42"], "/api/projects")).toBe(true);
    expect(keyStartsWith(["/api/projects-archive"], "/api/projects")).toBe(false);
    expect(keyStartsWith(["/api/stages"], "/api/projects")).toBe(false);
    expect(keyStartsWith([42], "/api/projects")).toBe(false);
    expect(keyStartsWith([], "/api/projects")).toBe(false);
  });
});

describe("moveProjectInList", () => {
  const now = new Date("2026-03-04T05:06:07.000Z");
  const list = [project("a", "inquiry"), project("b", "inquiry"), project("c", "booked")];

  it("moves the project to the stage, naming and colouring it, and restarts its stage clock", () => {
    const next = moveProjectInList(list, "b", booked, now)!;
    expect(next[1]).toMatchObject({
      id: "b",
      stageId: "booked",
      stage: { name: "Booked", color: "#10b981" },
      stageEnteredAt: "2026-03-04T05:06:07.000Z",
    });
    expect(next).toHaveLength(3);
  });

  it("returns a new list and leaves the cached one untouched (so a rollback can restore it)", () => {
    const next = moveProjectInList(list, "b", booked, now)!;
    expect(next).not.toBe(list);
    expect(list[1]!.stageId).toBe("inquiry");
    expect(list[1]!.stage).toEqual({ name: "inquiry", color: "#64748b" });
  });

  it("keeps every other project's identity, so memoised cards do not redraw", () => {
    const next = moveProjectInList(list, "b", booked, now)!;
    expect(next[0]).toBe(list[0]);
    expect(next[2]).toBe(list[2]);
    expect(next[1]).not.toBe(list[1]);
  });

  it("changes nothing for an unknown project, a project already there, or no cached list", () => {
    expect(moveProjectInList(list, "zzz", booked, now)).toBe(list);
    expect(moveProjectInList(list, "c", booked, now)).toBe(list);
    expect(moveProjectInList(undefined, "a", booked, now)).toBeUndefined();
  });

  it("gives a project without a stage its first one", () => {
    const orphan = [project("x", null, { stage: null, stageEnteredAt: null })];
    expect(moveProjectInList(orphan, "x", inquiry, now)![0]).toMatchObject({
      stageId: "inquiry",
      stage: { name: "Inquiry", color: "#3b82f6" },
    });
  });
});

/** A paged list's cached pages, one array of projects per page. */
function pages(...lists: ProjectSummary[][]): ProjectPages {
  return {
    pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? `c${i}` : null })),
    pageParams: lists.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
  };
}
const ids = (data: ProjectPages | undefined) => data?.pages.map((page) => page.items.map((p) => p.id));

describe("paged columns", () => {
  it("keys each column by type, stage and search, under /api/projects", () => {
    expect(stageColumnKey("WEDDING", "inquiry")).toEqual([
      "/api/projects",
      { projectType: "WEDDING", stageId: "inquiry", limit: 50 },
    ]);
    expect(stageColumnKey("WEDDING", "inquiry", " ann ")).toEqual([
      "/api/projects",
      { projectType: "WEDDING", stageId: "inquiry", search: "ann", limit: 50 },
    ]);
    expect(stageIdOfKey(stageColumnKey("WEDDING", "booked"))).toBe("booked");
    expect(stageIdOfKey(["/api/projects", { projectType: "WEDDING", limit: 50 }])).toBeUndefined();
    expect(stageIdOfKey(["/api/projects", "42"])).toBeUndefined();
  });

  it("finds every column of a type (whatever the search) and no other type's", () => {
    const queries = new QueryClient();
    for (const key of [
      stageColumnKey("WEDDING", "inquiry"),
      stageColumnKey("WEDDING", "booked", "ann"),
      stageColumnKey("PORTRAIT", "inquiry"),
      ["/api/projects", "42"],
    ]) {
      queries.setQueryData(key, pages([]));
    }
    const found = queries
      .getQueriesData({ queryKey: typeListsFilter("WEDDING") })
      .map(([key]) => stageIdOfKey(key));
    expect(found.sort()).toEqual(["booked", "inquiry"]);
  });
});

describe("moveProjectInPages", () => {
  const now = new Date("2026-03-04T05:06:07.000Z");
  const a = project("a", "inquiry");
  const b = project("b", "inquiry");
  const c = project("c", "booked");
  const d = project("d", "booked");

  it("takes the project out of the column it leaves, whichever page holds it", () => {
    const column = pages([a], [b]);
    const next = moveProjectInPages(column, "inquiry", b, booked, now);
    expect(ids(next)).toEqual([["a"], []]);
    // The page without it keeps its identity; the cached list is untouched for a rollback.
    expect(next?.pages[0]).toBe(column.pages[0]);
    expect(ids(column)).toEqual([["a"], ["b"]]);
  });

  it("puts it on top of the column it enters, in its new stage", () => {
    const column = pages([c], [d]);
    const next = moveProjectInPages(column, "booked", b, booked, now);
    expect(ids(next)).toEqual([["b", "c"], ["d"]]);
    expect(next?.pages[0]?.items[0]).toMatchObject({
      stageId: "booked",
      stage: { name: "Booked", color: "#10b981" },
      stageEnteredAt: "2026-03-04T05:06:07.000Z",
    });
    expect(next?.pages[1]).toBe(column.pages[1]);
  });

  it("leaves other columns as they are, and edits a list of every stage in place", () => {
    const other = pages([project("x", "delivered")]);
    expect(moveProjectInPages(other, "delivered", b, booked, now)).toBe(other);
    const all = pages([a, b], [c]);
    const next = moveProjectInPages(all, undefined, b, booked, now);
    expect(ids(next)).toEqual([["a", "b"], ["c"]]);
    expect(next?.pages[0]?.items[1]?.stageId).toBe("booked");
    expect(next?.pages[1]).toBe(all.pages[1]);
    expect(moveProjectInPages(undefined, "booked", b, booked, now)).toBeUndefined();
  });

  it("puts the server's copy in place of the guess, wherever it is", () => {
    const column = pages([c], [b]);
    const saved = { ...b, stageId: "booked", stageEnteredAt: "2026-03-04T05:06:08.123Z" };
    const next = replaceProjectInPages(column, saved);
    expect(next?.pages[1]?.items[0]?.stageEnteredAt).toBe("2026-03-04T05:06:08.123Z");
    expect(next?.pages[0]).toBe(column.pages[0]);
    const without = pages([c]);
    expect(replaceProjectInPages(without, saved)).toBe(without);
  });
});

describe("moveStageCounts", () => {
  it("takes one from the stage left and adds one to the stage entered", () => {
    const next = moveStageCounts([inquiry, booked, delivered], "inquiry", "delivered")!;
    expect(next.map((s) => s.projectCount)).toEqual([1, 1, 1]);
    expect(next[1]).toBe(booked);
  });

  it("never goes below zero, counts a first stage, and ignores a move to the same stage", () => {
    expect(moveStageCounts([delivered, booked], "delivered", "booked")!.map((s) => s.projectCount)).toEqual([
      0, 2,
    ]);
    expect(moveStageCounts([inquiry], null, "inquiry")![0]!.projectCount).toBe(3);
    const stages = [inquiry];
    expect(moveStageCounts(stages, "inquiry", "inquiry")).toBe(stages);
    expect(moveStageCounts(undefined, "a", "b")).toBeUndefined();
  });
});

describe("groupByStage", () => {
  it("gives every stage a column, newest arrival first", () => {
    const columns = groupByStage(
      [
        project("old", "inquiry", { stageEnteredAt: "2026-01-01T00:00:00.000Z" }),
        project("new", "inquiry", { stageEnteredAt: "2026-02-01T00:00:00.000Z" }),
        project("b", "booked"),
      ],
      [inquiry, booked, delivered],
    );
    expect(columns.get("inquiry")!.map((p) => p.id)).toEqual(["new", "old"]);
    expect(columns.get("booked")!.map((p) => p.id)).toEqual(["b"]);
    expect(columns.get("delivered")).toEqual([]);
  });

  it("shows a project with a missing or unknown stage in the default stage", () => {
    const columns = groupByStage(
      [project("none", null), project("gone", "deleted-stage")],
      [booked, inquiry],
    );
    expect(
      columns
        .get("inquiry")!
        .map((p) => p.id)
        .sort(),
    ).toEqual(["gone", "none"]);
  });

  it("keeps only projects matching the search (title, client name or e-mail)", () => {
    const columns = groupByStage(
      [
        project("a", "inquiry", { title: "Smith Wedding" }),
        project("b", "inquiry", {
          client: { firstName: "Zoe", lastName: "Park", email: "zoe@example.com" },
        }),
      ],
      [inquiry],
      "zoe park",
    );
    expect(columns.get("inquiry")!.map((p) => p.id)).toEqual(["b"]);
  });

  it("groups 10,000 projects quickly", () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      project(String(i), i % 2 ? "inquiry" : "booked", {
        stageEnteredAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      }),
    );
    const started = performance.now();
    const columns = groupByStage(many, [inquiry, booked], "project 99");
    expect(performance.now() - started).toBeLessThan(500);
    expect(columns.get("inquiry")!.every((p) => p.title.startsWith("Project 99"))).toBe(true);
  });
});

describe("stage order and defaults", () => {
  it("sorts by order position, then name", () => {
    const sorted = sortStages([stage("b", 2), stage("z", 1), stage("a", 1)]);
    expect(sorted.map((s) => s.id)).toEqual(["a", "z", "b"]);
  });

  it("puts a new stage after the highest position, or at 0 when there are none", () => {
    expect(nextOrderIndex([stage("a", 0), stage("b", 7), stage("c", 3)])).toBe(8);
    expect(nextOrderIndex([])).toBe(0);
  });

  it("starts the stage form from the stage, or from a new stage's defaults", () => {
    expect(stageFormDefaults(null, "PORTRAIT", [inquiry, booked])).toEqual({
      name: "",
      projectType: "PORTRAIT",
      orderIndex: "2",
      color: "#64748b",
      isDefault: false,
    });
    expect(stageFormDefaults(booked, "PORTRAIT", [])).toEqual({
      name: "Booked",
      projectType: "WEDDING",
      orderIndex: "1",
      color: "#10b981",
      isDefault: false,
    });
  });

  it("names where a deleted stage's projects go: the default, else the first left, else nowhere", () => {
    expect(deletionTarget([inquiry, booked, delivered], "booked")?.id).toBe("inquiry");
    expect(deletionTarget([inquiry, delivered, booked], "inquiry")?.id).toBe("booked");
    expect(deletionTarget([inquiry], "inquiry")).toBeNull();
  });
});

describe("card details", () => {
  it("formats an event date as a calendar day, whatever the time zone", () => {
    expect(formatEventDate("2027-06-12")).toBe("June 12, 2027");
    expect(formatEventDate("2027-06-12T00:00:00.000Z")).toBe("June 12, 2027");
    expect(formatEventDate(null)).toBeNull();
    expect(formatEventDate("not a date")).toBeNull();
  });

  it("counts whole days in the stage, else since creation", () => {
    const now = new Date("2026-01-04T12:00:00.000Z");
    expect(daysInStage({ stageEnteredAt: "2026-01-01T00:00:00.000Z", createdAt: "2025-01-01" }, now)).toBe(3);
    expect(daysInStage({ stageEnteredAt: null, createdAt: "2026-01-04T00:00:00.000Z" }, now)).toBe(0);
    expect(daysInStage({ stageEnteredAt: "2026-02-01T00:00:00.000Z", createdAt: "2025-01-01" }, now)).toBe(0);
  });
});

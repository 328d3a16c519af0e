/**
 * GET /api/projects with ?limit=: keyset pages that put together are the whole list, byte for byte (ties
 * on created_at included), narrowed by project type and pipeline column, searched by title or client
 * name with `%` and `_` as plain characters; refused query strings; another studio's stage and cursor.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ProjectSummary, Stage } from "../../../shared/projects.js";
import { BAD_PAGE_QUERIES, expectPagesMakeWholeList, expectRefused, walkPages } from "../../test/paging.js";
import { a, api, b, clientOf, createProject, ctx, setUpProjects, stagesOf } from "./projects.fixture.js";

setUpProjects();

const get = (who: typeof a) => (url: string) => api(who).get(url);
let wedding: Stage[];
let portrait: Stage[];
let theirStage: Stage;

/**
 * 25 projects of studio A with chosen creation instants: seven share one, so pages of 7 end inside the
 * tie; the others seconds apart.
 */
async function seedProjects() {
  const cara = await clientOf(a, "Cara");
  const zed = await clientOf(a, "Zed_100%");
  wedding = await stagesOf(a, "WEDDING");
  portrait = await stagesOf(a, "PORTRAIT");
  for (let i = 0; i < 25; i++) {
    const type = i % 3 === 0 ? "PORTRAIT" : "WEDDING";
    const stage = type === "PORTRAIT" ? portrait[i % 2]! : wedding[i % 2]!;
    const createdAt =
      i < 7
        ? "2026-04-01T08:00:00.123456Z"
        : `2026-04-01T08:00:${String(i).padStart(2, "0")}.${String(i).padStart(2, "0")}0000Z`;
    await ctx.database.executeSql(
      `INSERT INTO projects (photographer_id, client_id, project_type, title, stage_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz)`,
      [a.photographerId, i % 5 === 0 ? zed.id : cara.id, type, `Shoot ${i}`, stage.id, createdAt],
    );
  }
  await createProject(a, { title: "Tess 50% off", projectType: "WEDDING", clientId: cara.id });
  await createProject(a, { title: "Tess_Bay", projectType: "WEDDING", clientId: cara.id });
  await createProject(a, { title: "Tess-Bay", projectType: "WEDDING", clientId: cara.id });
  const other = await clientOf(b, "Bea");
  theirStage = (await stagesOf(b, "WEDDING"))[0]!;
  await createProject(b, { title: "Their shoot", projectType: "WEDDING", clientId: other.id });
}

beforeAll(seedProjects);

const titles = async (query: string, limit = 5) => {
  const { items } = await walkPages(get(a), `/api/projects?${query}`, limit);
  return (items as unknown as ProjectSummary[]).map((p) => p.title);
};

describe("project list pages", () => {
  it("put together are the whole list, and the whole list of one type", async () => {
    const all = await expectPagesMakeWholeList(get(a), "/api/projects?", "/api/projects");
    expect(all).toHaveLength(28);
    await expectPagesMakeWholeList(
      get(a),
      "/api/projects?projectType=PORTRAIT",
      "/api/projects?projectType=PORTRAIT",
      3,
    );
    for (const limit of [1, 6, 200]) {
      const { items } = await walkPages(get(a), "/api/projects?", limit);
      expect(items.map((p) => p.id)).toEqual(all.map((p) => p.id));
    }
    const tied = (all as unknown as ProjectSummary[]).slice(-7);
    expect(tied.map((p) => p.createdAt)).toEqual(Array(7).fill("2026-04-01T08:00:00.123Z"));
    expect(tied.map((p) => p.id)).toEqual(
      tied
        .map((p) => p.id)
        .sort()
        .reverse(),
    );
  });

  it("narrow to one pipeline column: its projects, in the whole list's order", async () => {
    const whole = (await api(a).get("/api/projects")).json() as ProjectSummary[];
    for (const stage of [wedding[0]!, wedding[1]!, portrait[0]!]) {
      const { items } = await walkPages(get(a), `/api/projects?stageId=${stage.id}`, 4);
      const expected = whole.filter((p) => p.stageId === stage.id);
      expect(expected.length).toBeGreaterThan(3);
      expect(JSON.stringify(items)).toBe(JSON.stringify(expected));
    }
    const both = await titles(`projectType=WEDDING&stageId=${portrait[0]!.id}`);
    expect(both).toEqual([]);
    // Another studio's stage is no column of this studio's: nothing, and not an error.
    const res = await api(a).get(`/api/projects?limit=10&stageId=${theirStage.id}`);
    expect(res.json()).toEqual({ items: [], nextCursor: null });
  });

  it("search the title or the client's name, any case, with % and _ as plain characters", async () => {
    expect(await titles("search=SHOOT 1")).toEqual(
      Array.from({ length: 11 }, (_, i) => `Shoot ${i < 10 ? 19 - i : 1}`),
    );
    expect(await titles("search=tess_bay")).toEqual(["Tess_Bay"]);
    expect(await titles("search=50%25")).toEqual(["Tess 50% off"]);
    // Shoot 5 and Shoot 0 share their instant: their order is by id.
    const zed = await titles("search=zed_100%25 lane");
    expect(zed.slice(0, 3)).toEqual(["Shoot 20", "Shoot 15", "Shoot 10"]);
    expect(zed.slice(3).sort()).toEqual(["Shoot 0", "Shoot 5"]);
    expect(await titles(`search=shoot 2&stageId=${wedding[0]!.id}`)).toEqual([
      "Shoot 22",
      "Shoot 20",
      "Shoot 2",
    ]);
    expect(await titles("search=their")).toEqual([]);
    expect(await titles("search=bea")).toEqual([]);
  });

  it("refuses bad limits, cursors, stages and searches with a message, changing nothing", async () => {
    await expectRefused(ctx, get(a), "/api/projects", [
      ...BAD_PAGE_QUERIES,
      ["limit=5&stageId=nope", "Invalid stageId"],
      ["limit=5&projectType=PARTY", /PARTY|Invalid/],
      ["search=shoot", "search needs limit"],
      [`stageId=${wedding[0]!.id}`, "stageId needs limit"],
    ]);
    // The stage list keeps its own query string: paging fields mean nothing there.
    expect((await api(a).get("/api/stages?projectType=WEDDING&limit=0")).statusCode).toBe(200);
  });

  it("never show another studio's projects, even from its cursor", async () => {
    const own = new Set(((await api(a).get("/api/projects")).json() as ProjectSummary[]).map((p) => p.id));
    await createProject(b, {
      title: "Their second",
      projectType: "WEDDING",
      clientId: (await clientOf(b)).id,
    });
    const first = (await api(b).get("/api/projects?limit=1")).json() as { nextCursor: string };
    expect(first.nextCursor).toEqual(expect.any(String));
    const res = await api(a).get(`/api/projects?limit=200&cursor=${first.nextCursor}`);
    expect(res.statusCode).toBe(200);
    for (const item of (res.json() as { items: ProjectSummary[] }).items) expect(own.has(item.id)).toBe(true);
  });

  it("answers 20 identical requests alike", async () => {
    const url = `/api/projects?limit=7&search=shoot&stageId=${wedding[1]!.id}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => api(a).get(url)));
    for (const res of answers) expect([res.statusCode, res.body]).toEqual([200, answers[0]!.body]);
  });
});

describe("search by a client's name", () => {
  it("finds the projects of a common name (over a thousand clients) as of a rare one", async () => {
    // 1,001 clients share "Quist", more than the statement takes as a list; "quist7" matches 111 of them.
    await ctx.database.executeSql(
      `INSERT INTO clients (photographer_id, first_name, last_name, email)
       SELECT $1, 'Mirela', 'Quist' || i, 'quist' || i || '@example.com' FROM generate_series(0, 1000) AS i`,
      [a.photographerId],
    );
    const quist = async (n: number) => {
      const { rows } = await ctx.database.executeSql(
        "SELECT id FROM clients WHERE photographer_id = $1 AND last_name = $2",
        [a.photographerId, `Quist${n}`],
      );
      return (rows[0] as { id: string }).id;
    };
    await createProject(a, { title: "Family day", projectType: "FAMILY", clientId: await quist(7) });
    await createProject(a, { title: "Garden party", projectType: "WEDDING", clientId: await quist(999) });
    expect(await titles("search=QUIST")).toEqual(["Garden party", "Family day"]);
    expect(await titles("search=quist7", 1)).toEqual(["Family day"]);
    expect(await titles("search=mirela quist99")).toEqual(["Garden party"]);
    expect(await titles("search=quist&projectType=FAMILY")).toEqual(["Family day"]);
  });
});

/**
 * Projects through the API: creating one in its type's default stage, the list, moving between stages,
 * editing, and another studio's project. Stages are in stages.test.ts, the summary figures in
 * report-summary.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { ProjectSummary } from "../../../shared/projects.js";
import {
  a,
  api,
  b,
  clientOf,
  createProject,
  ctx,
  heard,
  setUpProjects,
  stagesOf,
} from "./projects.fixture.js";

setUpProjects();

describe("projects", () => {
  it("creates a project in the type's default stage, logs it, and emits the stage entry once committed", async () => {
    heard.length = 0;
    const client = await clientOf(a);
    const wedding = await stagesOf(a);
    const project = await createProject(a, {
      title: "Cara & Dan",
      projectType: "WEDDING",
      clientId: client.id,
      eventDate: "2027-06-12",
    });
    const defaultStage = wedding.find((s) => s.isDefault)!;
    expect(project).toMatchObject({
      title: "Cara & Dan",
      status: "ACTIVE",
      stageId: defaultStage.id,
      stage: { name: defaultStage.name },
      client: { firstName: "Cara" },
      eventDate: "2027-06-12",
      hasEventDate: true,
      smsOptIn: true,
      emailOptIn: true,
      leadSource: "MANUAL",
    });
    expect(project.stageEnteredAt).not.toBeNull();
    await ctx.queue.drain();
    expect(heard).toEqual([
      expect.objectContaining({ projectId: project.id, stageId: defaultStage.id, previousStageId: null }),
    ]);
    const detail = (await api(a).get(`/api/projects/${project.id}`)).json();
    expect(detail.activities.map((x: { title: string }) => x.title)).toEqual(["Project created"]);
  });

  it("refuses bad bodies with the expected messages and another studio's client with 404", async () => {
    const client = await clientOf(a);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ projectType: "WEDDING", clientId: client.id }, 400, "Title is required"],
      [{ title: "T", projectType: "BIRTHDAY", clientId: client.id }, 400, "Project type is required"],
      [{ title: "T", projectType: "WEDDING" }, 400, "Client is required"],
      [
        { title: "T", projectType: "WEDDING", clientId: client.id, eventDate: "12/06/2027" },
        400,
        "Invalid date",
      ],
      [{ title: "T", projectType: "WEDDING", clientId: (await clientOf(b)).id }, 404, "Client not found"],
    ];
    for (const [body, status, message] of cases) {
      const res = await api(a).post("/api/projects", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it("lists the studio's projects, filtered by type", async () => {
    const client = await clientOf(a);
    const created = await createProject(a, {
      title: "Portrait",
      projectType: "PORTRAIT",
      clientId: client.id,
      eventDate: "2027-01-02",
      notes: "n",
    });
    const all = (await api(a).get("/api/projects")).json() as ProjectSummary[];
    // The list is built as JSON by the database: it must be exactly the summary of the API's project.
    const {
      leadSource,
      hasEventDate,
      deliveryDate,
      consultationDate,
      notes,
      venue,
      eventTimeZone,
      galleryUrl,
      smsOptIn,
      emailOptIn,
      client: whole,
      ...rest
    } = created;
    const { phone, ...summaryClient } = whole;
    expect(all.find((p) => p.id === created.id)).toStrictEqual({ ...rest, client: summaryClient });
    const portraits = (await api(a).get("/api/projects?projectType=PORTRAIT")).json() as ProjectSummary[];
    expect(portraits.every((p) => p.projectType === "PORTRAIT")).toBe(true);
    expect(all.length).toBeGreaterThan(portraits.length);
    expect((await api(b).get("/api/projects")).json()).toEqual([]);
    expect((await api(a).get("/api/projects?projectType=NOPE")).statusCode).toBe(400);
  });

  it("moves a project: stageEnteredAt, activity and event; refuses other studios' and other types' stages", async () => {
    heard.length = 0;
    const client = await clientOf(a);
    const project = await createProject(a, { title: "Move me", projectType: "WEDDING", clientId: client.id });
    await ctx.queue.drain();
    heard.length = 0;
    const wedding = await stagesOf(a);
    const next = wedding.find((s) => !s.isDefault)!;
    const moved = await api(a).put(`/api/projects/${project.id}/stage`, { stageId: next.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ stageId: next.id, stage: { name: next.name } });
    expect(new Date(moved.json().stageEnteredAt).getTime()).toBeGreaterThanOrEqual(
      new Date(project.stageEnteredAt!).getTime(),
    );
    await ctx.queue.drain();
    expect(heard).toEqual([
      expect.objectContaining({ projectId: project.id, stageId: next.id, previousStageId: project.stageId }),
    ]);

    const theirStage = (await stagesOf(b))[0]!;
    const foreign = await api(a).put(`/api/projects/${project.id}/stage`, { stageId: theirStage.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Stage not found");
    const portraitStage = (await stagesOf(a, "PORTRAIT"))[0]!;
    const wrongType = await api(a).put(`/api/projects/${project.id}/stage`, { stageId: portraitStage.id });
    expect(wrongType.statusCode).toBe(422);
    const byB = await api(b).put(`/api/projects/${project.id}/stage`, { stageId: theirStage.id });
    expect(byB.statusCode).toBe(404);
    expect(byB.json().message).toBe("Project not found");

    const detail = (await api(a).get(`/api/projects/${project.id}`)).json();
    expect(detail.stageId).toBe(next.id);
    expect(detail.activities[0]).toMatchObject({ action: "STAGE_CHANGED", title: `Moved to ${next.name}` });
    await ctx.queue.drain();
    expect(heard).toHaveLength(1);
  });

  it("edits title, date, notes and status, and logs the change", async () => {
    const client = await clientOf(a);
    const project = await createProject(a, { title: "Before", projectType: "EVENT", clientId: client.id });
    const res = await api(a).put(`/api/projects/${project.id}`, {
      title: "After",
      status: "COMPLETED",
      notes: "Delivered",
      eventDate: "",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: "After",
      status: "COMPLETED",
      notes: "Delivered",
      eventDate: null,
    });
    const detail = (await api(a).get(`/api/projects/${project.id}`)).json();
    expect(detail.activities[0].description).toContain('title to "After"');
    expect(
      (await api(a).put(`/api/projects/${project.id}`, { title: "X", status: "PAUSED" })).json().message,
    ).toBe("Invalid status");
  });

  it("answers 404 for another studio's project on every /api/projects/{id} route", async () => {
    const client = await clientOf(b);
    const theirs = await createProject(b, { title: "Private", projectType: "WEDDING", clientId: client.id });
    const routes = ctx.app.routeTable.filter((r) =>
      /^\/api\/(projects\/:(id|projectId)|estimates\/project\/:id)/.test(r.url),
    );
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const stage = (await stagesOf(a))[0]!;
    for (const route of routes) {
      const res = await ctx.app.inject({
        method: route.method as "GET",
        url: route.url.replace(/:(id|projectId)/, theirs.id),
        payload: { title: "Hacked", status: "CANCELLED", stageId: stage.id },
        headers: { cookie: a.cookie },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    expect((await api(b).get(`/api/projects/${theirs.id}`)).json()).toMatchObject({
      title: "Private",
      status: "ACTIVE",
    });
  });
});

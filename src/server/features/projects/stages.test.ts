/**
 * A studio's stages per project type: the order and the one default, editing, deleting (its projects
 * move to the default stage; the last stage stays), and another studio's stage.
 */
import { describe, expect, it } from "vitest";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { a, api, b, clientOf, createProject, ctx, setUpProjects, stagesOf } from "./projects.fixture.js";

setUpProjects();

describe("stages", () => {
  it("creates after the last stage by default, keeps one default per type, and edits", async () => {
    const studio = await createTestPhotographer(ctx);
    const before = await stagesOf(studio, "NEWBORN");
    const created = await as(ctx, studio.cookie).post("/api/stages", {
      name: "Gallery Delivered",
      projectType: "NEWBORN",
      color: "#10b981",
      isDefault: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      orderIndex: Math.max(...before.map((s) => s.orderIndex)) + 1,
      isDefault: true,
      projectCount: 0,
    });
    const after = await stagesOf(studio, "NEWBORN");
    expect(after.filter((s) => s.isDefault).map((s) => s.id)).toEqual([created.json().id]);
    const edited = await as(ctx, studio.cookie).put(`/api/stages/${created.json().id}`, {
      name: "Delivered",
      projectType: "NEWBORN",
      orderIndex: 0,
      color: "#111111",
      isDefault: true,
    });
    expect(edited.json()).toMatchObject({ name: "Delivered", orderIndex: 0, color: "#111111" });
    const bad = await as(ctx, studio.cookie).post("/api/stages", { name: "", projectType: "NEWBORN" });
    expect(bad.json().message).toBe("Stage Name is required");
    const badColor = await as(ctx, studio.cookie).post("/api/stages", {
      name: "X",
      projectType: "NEWBORN",
      color: "blue",
    });
    expect(badColor.statusCode).toBe(400);
  });

  it("moves a deleted stage's projects to the default stage and refuses deleting the last stage", async () => {
    const studio = await createTestPhotographer(ctx);
    const client = await clientOf(studio);
    const family = await stagesOf(studio, "FAMILY");
    const doomed = family.find((s) => !s.isDefault)!;
    const project = await createProject(studio, {
      title: "Family",
      projectType: "FAMILY",
      clientId: client.id,
      stageId: doomed.id,
    });
    const res = await as(ctx, studio.cookie).delete(`/api/stages/${doomed.id}`);
    expect(res.statusCode).toBe(200);
    const defaultStage = family.find((s) => s.isDefault)!;
    expect(res.json()).toEqual({
      message: `Stage deleted. 1 project moved to ${defaultStage.name}.`,
      movedProjects: 1,
    });
    expect((await as(ctx, studio.cookie).get(`/api/projects/${project.id}`)).json().stageId).toBe(
      defaultStage.id,
    );

    // Deleting the default stage promotes another one first.
    await as(ctx, studio.cookie).delete(`/api/stages/${defaultStage.id}`);
    const left = await stagesOf(studio, "FAMILY");
    expect(left.filter((s) => s.isDefault)).toHaveLength(1);
    expect((await as(ctx, studio.cookie).get(`/api/projects/${project.id}`)).json().stageId).toBe(
      left.find((s) => s.isDefault)!.id,
    );
    for (const stage of left.slice(1)) await as(ctx, studio.cookie).delete(`/api/stages/${stage.id}`);
    const last = await as(ctx, studio.cookie).delete(`/api/stages/${left[0]!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe("A project type needs at least one stage");
  });

  it("answers 404 for another studio's stage", async () => {
    const theirs = (await stagesOf(b))[0]!;
    expect(
      (await api(a).put(`/api/stages/${theirs.id}`, { name: "X", projectType: "WEDDING" })).statusCode,
    ).toBe(404);
    expect((await api(a).delete(`/api/stages/${theirs.id}`)).statusCode).toBe(404);
    expect((await stagesOf(b)).find((s) => s.id === theirs.id)?.name).toBe(theirs.name);
  });
});

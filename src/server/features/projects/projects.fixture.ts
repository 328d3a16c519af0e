/**
 * What the project, stage and summary tests share: one app per test file with two studios, the stage
 * entries heard on the bus, and builders for a client, a project type's stages and a project.
 *
 * `ctx`, `a` and `b` are live bindings: the hooks assign them here, and every importer reads the current
 * value.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import type { Project, Stage } from "../../../shared/projects.js";
import type { StageEnteredEvent } from "../../jobs/events.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

export let ctx: TestContext;
export let a: TestPhotographer;
export let b: TestPhotographer;
/** Every stage entry raised since a test last emptied it. */
export const heard: StageEnteredEvent[] = [];

/** The hooks every project test file needs: its app listening for stage entries, both studios, closed at the end. */
export function setUpProjects() {
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.bus.onStageEntered(async (event) => {
      heard.push(event);
    });
    a = await createTestPhotographer(ctx, { businessName: "A" });
    b = await createTestPhotographer(ctx, { businessName: "B" });
  });
  afterAll(() => ctx.close());
}

export const api = (who: TestPhotographer) => as(ctx, who.cookie);

export async function clientOf(who: TestPhotographer, firstName = "Cara") {
  return (
    await api(who).post("/api/clients", {
      firstName,
      lastName: "Lane",
      email: `${randomUUID().slice(0, 6)}@example.com`,
    })
  ).json() as {
    id: string;
  };
}

export async function stagesOf(who: TestPhotographer, type = "WEDDING") {
  return (await api(who).get(`/api/stages?projectType=${type}`)).json() as Stage[];
}

export async function createProject(who: TestPhotographer, body: Record<string, unknown>) {
  const res = await api(who).post("/api/projects", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Project;
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

// Where the event takes place (a contract's {{project.venue}}): set on create and update, answered by the
// project and its detail, kept when an update omits it, cleared by null or "", refused when too long.
let ctx: TestContext;
let a: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx);
});
afterAll(() => ctx.close());

async function newProject(extra: Record<string, unknown> = {}) {
  const api = as(ctx, a.cookie);
  const client = await api.post("/api/clients", { firstName: "Ava", lastName: "Rivera" });
  expect(client.statusCode, client.body).toBe(201);
  return api.post("/api/projects", {
    title: "Wedding",
    projectType: "WEDDING",
    clientId: client.json().id,
    ...extra,
  });
}

describe("project venue", () => {
  it("is stored trimmed on create, kept when an update omits it, changed, and cleared by null or blank", async () => {
    const api = as(ctx, a.cookie);
    const created = await newProject({ venue: "  Juniper Ridge Vineyard " });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ venue: "Juniper Ridge Vineyard" });
    const id = created.json().id as string;
    expect((await api.get(`/api/projects/${id}`)).json()).toMatchObject({ venue: "Juniper Ridge Vineyard" });

    const kept = await api.put(`/api/projects/${id}`, { title: "Renamed", status: "ACTIVE" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().venue).toBe("Juniper Ridge Vineyard");

    const changed = await api.put(`/api/projects/${id}`, {
      title: "Renamed",
      status: "ACTIVE",
      venue: "The Glasshouse",
    });
    expect(changed.json().venue).toBe("The Glasshouse");
    const detail = (await api.get(`/api/projects/${id}`)).json();
    expect(detail.venue).toBe("The Glasshouse");
    expect(detail.activities[0].description).toContain("venue to The Glasshouse");

    for (const cleared of [null, "", "   "]) {
      await api.put(`/api/projects/${id}`, { title: "Renamed", status: "ACTIVE", venue: "Somewhere" });
      const res = await api.put(`/api/projects/${id}`, {
        title: "Renamed",
        status: "ACTIVE",
        venue: cleared,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().venue).toBeNull();
    }
  });

  it("is null when a project is created without one, or with a blank one", async () => {
    expect((await newProject()).json().venue).toBeNull();
    expect((await newProject({ venue: "  " })).json().venue).toBeNull();
  });

  it("refuses a venue over 300 characters or not text with a 400 and changes nothing", async () => {
    const api = as(ctx, a.cookie);
    const refused = await newProject({ venue: "x".repeat(301) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Venue is too long");
    expect((await newProject({ venue: 42 })).json().message).toBe("Venue must be text");

    const id = (await newProject({ venue: "Chapel" })).json().id as string;
    const res = await api.put(`/api/projects/${id}`, {
      title: "Wedding",
      status: "ACTIVE",
      venue: "x".repeat(301),
    });
    expect(res.statusCode).toBe(400);
    expect((await api.get(`/api/projects/${id}`)).json().venue).toBe("Chapel");
  });
});

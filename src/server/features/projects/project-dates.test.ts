import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATE_RANGE_MESSAGE } from "../../../shared/validation.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

// The delivery and consultation days time-based automations count from: set on create and update,
// answered by the project and its detail, kept when an update omits them, refused out of range.
let ctx: TestContext;
let a: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx);
});
afterAll(() => ctx.close());

async function newProject(extra: Record<string, unknown> = {}) {
  const api = as(ctx, a.cookie);
  const client = await api.post("/api/clients", { firstName: "Ava", lastName: "Stone" });
  expect(client.statusCode, client.body).toBe(201);
  return api.post("/api/projects", {
    title: "Wedding",
    projectType: "WEDDING",
    clientId: client.json().id,
    ...extra,
  });
}

describe("project delivery and consultation dates", () => {
  it("are stored on create and update, kept when omitted, cleared by null", async () => {
    const api = as(ctx, a.cookie);
    const created = await newProject({ deliveryDate: "2026-10-20", consultationDate: "2026-03-10" });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ deliveryDate: "2026-10-20", consultationDate: "2026-03-10" });
    const id = created.json().id as string;
    expect((await api.get(`/api/projects/${id}`)).json()).toMatchObject({
      deliveryDate: "2026-10-20",
      consultationDate: "2026-03-10",
    });

    const kept = await api.put(`/api/projects/${id}`, { title: "Renamed", status: "ACTIVE" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ deliveryDate: "2026-10-20", consultationDate: "2026-03-10" });

    const changed = await api.put(`/api/projects/${id}`, {
      title: "Renamed",
      status: "ACTIVE",
      deliveryDate: "2026-11-02",
      consultationDate: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ deliveryDate: "2026-11-02", consultationDate: null });
    const detail = (await api.get(`/api/projects/${id}`)).json();
    expect(detail.activities[0].description).toContain("delivery date to 2026-11-02");
  });

  it("refuses dates outside 1900-2200 with a 400 and changes nothing", async () => {
    const api = as(ctx, a.cookie);
    const refused = await newProject({ deliveryDate: "1800-01-01" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(DATE_RANGE_MESSAGE);
    const created = await newProject({ consultationDate: "2026-03-10" });
    const id = created.json().id as string;
    for (const body of [{ consultationDate: "2201-01-01" }, { deliveryDate: "2026-02-30" }]) {
      const res = await api.put(`/api/projects/${id}`, { title: "Wedding", status: "ACTIVE", ...body });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await api.get(`/api/projects/${id}`)).json()).toMatchObject({
      consultationDate: "2026-03-10",
      deliveryDate: null,
    });
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx);
  b = await createTestPhotographer(ctx);
});
afterAll(() => ctx.close());

const ITEMS = "/api/checklist-template-items";
const titles = async (p: TestPhotographer) =>
  ((await as(ctx, p.cookie).get(ITEMS)).json() as { title: string }[]).map((i) => i.title);

describe("checklist template items", () => {
  it("adds items at the end, renames, reorders and deletes them", async () => {
    const api = as(ctx, a.cookie);
    expect((await api.get(ITEMS)).json()).toEqual([]);
    const venue = await api.post(ITEMS, { title: "Book the venue" });
    expect(venue.statusCode).toBe(201);
    expect(venue.json()).toMatchObject({ title: "Book the venue", orderIndex: 0 });
    const dress = (await api.post(ITEMS, { title: "Dress fitting" })).json();
    const list = (await api.post(ITEMS, { title: "Shot list" })).json();
    expect(list.orderIndex).toBe(2);

    const renamed = await api.put(`${ITEMS}/${dress.id}`, { title: "Final dress fitting" });
    expect(renamed.json()).toMatchObject({ id: dress.id, title: "Final dress fitting" });

    const reordered = await api.put(`${ITEMS}/order`, { ids: [list.id, venue.json().id, dress.id] });
    expect(reordered.json().map((i: { title: string }) => i.title)).toEqual([
      "Shot list",
      "Book the venue",
      "Final dress fitting",
    ]);
    expect((await api.delete(`${ITEMS}/${list.id}`)).statusCode).toBe(200);
    expect(await titles(a)).toEqual(["Book the venue", "Final dress fitting"]);
  });

  it("is copied into every new project, in order", async () => {
    const api = as(ctx, a.cookie);
    const client = (await api.post("/api/clients", { firstName: "Ana", lastName: "Lee" })).json();
    const project = await api.post("/api/projects", {
      title: "Ana & Sam",
      projectType: "WEDDING",
      clientId: client.id,
    });
    expect(project.statusCode).toBe(201);
    const rows = await ctx.database.executeSql(
      "SELECT title FROM project_checklist_items WHERE project_id = $1 ORDER BY order_index",
      [project.json().id],
    );
    expect(rows.rows.map((r) => r.title)).toEqual(await titles(a));
  });

  it.each([
    ["no title", {}, "Item title is required"],
    ["a blank title", { title: "   " }, "Item title is required"],
    ["a long title", { title: "x".repeat(201) }, "Item title must be at most 200 characters"],
  ])("refuses %s", async (_what, body, message) => {
    const res = await as(ctx, a.cookie).post(ITEMS, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses an incomplete order", async () => {
    const api = as(ctx, a.cookie);
    const [first] = (await api.get(ITEMS)).json() as { id: string }[];
    const res = await api.put(`${ITEMS}/order`, { ids: [first!.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("List every checklist item once");
  });

  it("is 404 for another studio's item, which stays as it was", async () => {
    const mine = (await as(ctx, a.cookie).post(ITEMS, { title: "Private" })).json();
    const them = as(ctx, b.cookie);
    const rename = await them.put(`${ITEMS}/${mine.id}`, { title: "Taken" });
    expect(rename.statusCode).toBe(404);
    expect(rename.json().message).toBe("Checklist item not found");
    expect((await them.delete(`${ITEMS}/${mine.id}`)).statusCode).toBe(404);
    expect((await them.delete(`${ITEMS}/${randomUUID()}`)).statusCode).toBe(404);
    expect(await titles(a)).toContain("Private");
    expect(await titles(b)).toEqual([]);
  });
});

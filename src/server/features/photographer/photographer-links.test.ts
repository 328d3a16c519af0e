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

const titles = async (p: TestPhotographer) =>
  ((await as(ctx, p.cookie).get("/api/photographer/links")).json() as { title: string }[]).map(
    (l) => l.title,
  );

describe("portal quick links", () => {
  it("adds links at the end, edits, reorders and deletes them", async () => {
    const api = as(ctx, a.cookie);
    expect((await api.get("/api/photographer/links")).json()).toEqual([]);
    const gallery = await api.post("/api/photographer/links", {
      title: " Gallery ",
      url: "https://gallery.example.com",
    });
    expect(gallery.statusCode).toBe(201);
    expect(gallery.json()).toMatchObject({
      title: "Gallery",
      url: "https://gallery.example.com",
      orderIndex: 0,
    });
    const faq = (
      await api.post("/api/photographer/links", { title: "FAQ", url: "http://example.com/faq" })
    ).json();
    expect(faq.orderIndex).toBe(1);
    expect(await titles(a)).toEqual(["Gallery", "FAQ"]);

    const edited = await api.put(`/api/photographer/links/${faq.id}`, {
      title: "Questions",
      url: "https://example.com/questions",
    });
    expect(edited.json()).toMatchObject({
      id: faq.id,
      title: "Questions",
      url: "https://example.com/questions",
    });

    const reordered = await api.put("/api/photographer/links/order", { ids: [faq.id, gallery.json().id] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().map((l: { title: string }) => l.title)).toEqual(["Questions", "Gallery"]);

    expect((await api.delete(`/api/photographer/links/${faq.id}`)).statusCode).toBe(200);
    expect(await titles(a)).toEqual(["Gallery"]);
  });

  it("keeps each studio's own order", async () => {
    const api = as(ctx, b.cookie);
    const first = (
      await api.post("/api/photographer/links", { title: "One", url: "https://one.example" })
    ).json();
    const second = (
      await api.post("/api/photographer/links", { title: "Two", url: "https://two.example" })
    ).json();
    await api.put("/api/photographer/links/order", { ids: [second.id, first.id] });
    expect(await titles(b)).toEqual(["Two", "One"]);
  });

  it.each([
    ["no title", { url: "https://x.example" }, "Title is required"],
    ["a blank title", { title: "  ", url: "https://x.example" }, "Title is required"],
    ["no url", { title: "X" }, "URL is required"],
    ["a script url", { title: "X", url: "javascript:alert(1)" }, "URL must start with http:// or https://"],
    ["a bare word", { title: "X", url: "gallery" }, "URL must start with http:// or https://"],
  ])("refuses %s", async (_what, body, message) => {
    const res = await as(ctx, a.cookie).post("/api/photographer/links", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses an order that leaves a link out or names it twice", async () => {
    const api = as(ctx, a.cookie);
    const links = (await api.get("/api/photographer/links")).json() as { id: string }[];
    const extra = (
      await api.post("/api/photographer/links", { title: "Extra", url: "https://e.example" })
    ).json();
    const missing = await api.put("/api/photographer/links/order", { ids: links.map((l) => l.id) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("List every quick link once");
    // As many ids as there are links, but one of them twice.
    const twice = await api.put("/api/photographer/links/order", {
      ids: [extra.id, extra.id, ...links.map((l) => l.id).slice(1)],
    });
    expect(twice.statusCode).toBe(400);
  });

  it("is 404 for another studio's link, which stays as it was", async () => {
    const mine = (
      await as(ctx, a.cookie).post("/api/photographer/links", { title: "Mine", url: "https://m.example" })
    ).json();
    const them = as(ctx, b.cookie);
    const edit = await them.put(`/api/photographer/links/${mine.id}`, {
      title: "Theirs",
      url: "https://t.example",
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe("Link not found");
    expect((await them.delete(`/api/photographer/links/${mine.id}`)).statusCode).toBe(404);
    expect((await them.put("/api/photographer/links/order", { ids: [mine.id] })).statusCode).toBe(400);
    expect((await them.delete(`/api/photographer/links/${randomUUID()}`)).statusCode).toBe(404);
    expect((await them.delete("/api/photographer/links/not-a-uuid")).statusCode).toBe(404);
    expect(await titles(a)).toContain("Mine");
    expect(await titles(b)).not.toContain("Mine");
  });
});

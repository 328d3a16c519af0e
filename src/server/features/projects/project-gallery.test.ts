import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GALLERY_URL_INVALID, MAX_GALLERY_URL_LENGTH } from "../../../shared/gallery-url.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

// The gallery link the client opens from the portal: set and cleared by a project update, answered by the
// project and its detail, kept when an update omits it, refused unless it is an https:// address.
let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx);
  b = await createTestPhotographer(ctx);
});
afterAll(() => ctx.close());

async function newProjectId(): Promise<string> {
  const api = as(ctx, a.cookie);
  const client = await api.post("/api/clients", { firstName: "Ava", lastName: "Rivera" });
  expect(client.statusCode, client.body).toBe(201);
  const project = await api.post("/api/projects", {
    title: "Wedding",
    projectType: "WEDDING",
    clientId: client.json().id,
  });
  expect(project.statusCode, project.body).toBe(201);
  return project.json().id as string;
}

const GALLERY = "https://galleries.example.com/ava-and-sam?key=Q7x";

describe("a project's gallery link", () => {
  it("is set, read back, kept when omitted and cleared by null or blank", async () => {
    const api = as(ctx, a.cookie);
    const id = await newProjectId();
    expect((await api.get(`/api/projects/${id}`)).json().galleryUrl).toBeNull();

    const set = await api.put(`/api/projects/${id}`, {
      title: "Wedding",
      status: "ACTIVE",
      galleryUrl: GALLERY,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().galleryUrl).toBe(GALLERY);
    const detail = (await api.get(`/api/projects/${id}`)).json();
    expect(detail.galleryUrl).toBe(GALLERY);
    expect(detail.activities[0].description).toContain("gallery link");

    const kept = await api.put(`/api/projects/${id}`, { title: "Renamed", status: "ACTIVE" });
    expect(kept.json().galleryUrl).toBe(GALLERY);

    for (const cleared of [null, "", "  "]) {
      await api.put(`/api/projects/${id}`, { title: "Renamed", status: "ACTIVE", galleryUrl: GALLERY });
      const res = await api.put(`/api/projects/${id}`, {
        title: "Renamed",
        status: "ACTIVE",
        galleryUrl: cleared,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().galleryUrl).toBeNull();
      expect((await api.get(`/api/projects/${id}`)).json().galleryUrl).toBeNull();
    }
  });

  it("refuses anything but an https:// address of at most 2000 characters, changing nothing", async () => {
    const api = as(ctx, a.cookie);
    const id = await newProjectId();
    await api.put(`/api/projects/${id}`, { title: "Wedding", status: "ACTIVE", galleryUrl: GALLERY });
    const longest = `https://example.com/${"a".repeat(MAX_GALLERY_URL_LENGTH - 20)}`;
    expect(longest).toHaveLength(MAX_GALLERY_URL_LENGTH);
    const refused = [
      "javascript:alert(1)",
      "JavaScript://example.com/%0aalert(1)",
      "http://galleries.example.com/ava",
      "data:text/html,<script>alert(1)</script>",
      "//galleries.example.com/ava",
      "galleries.example.com/ava",
      "https://",
      "https://user:secret@galleries.example.com/",
      "https://galleries.example.com/a b",
      "https://galleries.example.com/\u0000",
      `${longest}a`,
      42,
    ];
    for (const galleryUrl of refused) {
      const res = await api.put(`/api/projects/${id}`, { title: "Wedding", status: "ACTIVE", galleryUrl });
      expect(res.statusCode, JSON.stringify(galleryUrl)).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
    const res = await api.put(`/api/projects/${id}`, {
      title: "Wedding",
      status: "ACTIVE",
      galleryUrl: "javascript:alert(1)",
    });
    expect(res.json().message).toContain(GALLERY_URL_INVALID);
    expect((await api.get(`/api/projects/${id}`)).json().galleryUrl).toBe(GALLERY);

    const atLimit = await api.put(`/api/projects/${id}`, {
      title: "Wedding",
      status: "ACTIVE",
      galleryUrl: longest,
    });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(atLimit.json().galleryUrl).toBe(longest);
  });

  it("is another studio's project: 404, nothing changed", async () => {
    const id = await newProjectId();
    const res = await as(ctx, b.cookie).put(`/api/projects/${id}`, {
      title: "Wedding",
      status: "ACTIVE",
      galleryUrl: GALLERY,
    });
    expect(res.statusCode).toBe(404);
    expect((await as(ctx, a.cookie).get(`/api/projects/${id}`)).json().galleryUrl).toBeNull();
  });
});

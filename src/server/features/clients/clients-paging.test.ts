/**
 * GET /api/clients with ?limit=: keyset pages that put together are the whole list, byte for byte (ties
 * on created_at included, down to the microsecond), search by name, e-mail or phone with `%` and `_` as
 * plain characters, archived clients, refused query strings, and another studio's cursor.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientListItem } from "../../../shared/clients.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { BAD_PAGE_QUERIES, expectPagesMakeWholeList, expectRefused, walkPages } from "../../test/paging.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
const api = (who: TestPhotographer) => as(ctx, who.cookie);
const get = (who: TestPhotographer) => (url: string) => api(who).get(url);

/**
 * Inserts clients with chosen creation instants (microsecond text): eight share one instant, four more
 * lie within the next millisecond, so pages of 7 end inside both groups.
 */
async function seedClients(who: TestPhotographer, prefix: string, count: number, archived = false) {
  for (let i = 0; i < count; i++) {
    const createdAt =
      i < 8
        ? "2026-03-01T10:00:00.000000Z"
        : i < 12
          ? `2026-03-01T10:00:00.00000${i - 7}Z`
          : `2026-03-${String(i).padStart(2, "0")}T09:30:00.250000Z`;
    await ctx.database.executeSql(
      `INSERT INTO clients (photographer_id, first_name, last_name, email, phone, created_at, archived_at)
       VALUES ($1, $2, 'Seed', $3, $4, $5::timestamptz, CASE WHEN $6::boolean THEN now() END)`,
      [
        who.photographerId,
        `${prefix}${i}`,
        `${prefix.toLowerCase()}${i}@example.com`,
        `+1 555 000 ${1000 + i}`,
        createdAt,
        archived,
      ],
    );
  }
}

async function addClient(who: TestPhotographer, firstName: string, lastName: string, email?: string) {
  const res = await api(who).post("/api/clients", { firstName, lastName, ...(email ? { email } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Studio A" });
  b = await createTestPhotographer(ctx, { businessName: "Studio B" });
  await seedClients(a, "Pat", 25);
  await seedClients(a, "Old", 9, true);
  await seedClients(b, "Bee", 5);
  await addClient(a, "100% Real", "Person");
  await addClient(a, "Under_score", "Name");
  await addClient(a, "Under-score", "Dash", "under-score@example.com");
});
afterAll(() => ctx.close());

describe("client list pages", () => {
  it("put together are the whole list, ties and microseconds included, current and archived", async () => {
    const current = await expectPagesMakeWholeList(get(a), "/api/clients?", "/api/clients");
    expect(current).toHaveLength(28);
    const archived = await expectPagesMakeWholeList(
      get(a),
      "/api/clients?archived=true",
      "/api/clients?archived=true",
    );
    expect((archived as ClientListItem[]).map((c) => c.firstName).sort()).toEqual(
      Array.from({ length: 9 }, (_, i) => `Old${i}`).sort(),
    );
    expect((archived as ClientListItem[]).every((c) => c.archivedAt !== null)).toBe(true);
    for (const limit of [1, 8, 200]) {
      const { items } = await walkPages(get(a), "/api/clients?", limit);
      expect(items.map((c) => c.id)).toEqual(current.map((c) => c.id));
    }
  });

  it("are newest first with the whole list's tie-break", async () => {
    const { items } = await walkPages(get(a), "/api/clients?", 7);
    const seeded = (items as ClientListItem[]).filter((c) => c.lastName === "Seed");
    // Days 12..24 newest first, then the four within the millisecond, then the eight that tie.
    expect(seeded.slice(0, 13).map((c) => c.firstName)).toEqual(
      Array.from({ length: 13 }, (_, i) => `Pat${24 - i}`),
    );
    expect(seeded.slice(13, 17).map((c) => c.firstName)).toEqual(["Pat11", "Pat10", "Pat9", "Pat8"]);
    const tied = seeded.slice(17).map((c) => c.id);
    expect(tied).toEqual([...tied].sort());
  });

  it("search by name, e-mail or phone, any case, with % and _ as plain characters", async () => {
    const names = async (search: string) => {
      const { items } = await walkPages(get(a), `/api/clients?search=${encodeURIComponent(search)}`, 5);
      return (items as ClientListItem[]).map((c) => c.firstName);
    };
    expect(await names("PAT2")).toEqual(["Pat24", "Pat23", "Pat22", "Pat21", "Pat20", "Pat2"]);
    expect(await names("pat2 seed")).toEqual(["Pat2"]);
    expect(await names("pat17@EXAMPLE.com")).toEqual(["Pat17"]);
    expect(await names("555 000 1013")).toEqual(["Pat13"]);
    expect(await names("100%")).toEqual(["100% Real"]);
    expect(await names("under_score")).toEqual(["Under_score"]);
    expect(await names("under-score@")).toEqual(["Under-score"]);
    expect(await names("bee")).toEqual([]);
    expect(await names("old1")).toEqual([]);
    // Searching the archived list, and the whole list's answer for the same search (name or e-mail).
    const { items } = await walkPages(get(a), "/api/clients?archived=true&search=old1", 5);
    expect((items as ClientListItem[]).map((c) => c.firstName)).toEqual(["Old1"]);
    await expectPagesMakeWholeList(get(a), "/api/clients?search=seed", "/api/clients?search=seed", 4);
  });

  it("refuses bad limits, cursors and searches with a message, changing nothing", async () => {
    await expectRefused(ctx, get(a), "/api/clients", [
      ...BAD_PAGE_QUERIES,
      ["limit=5&archived=maybe", "archived must be true or false"],
    ]);
  });

  it("never show another studio's clients, even from its cursor", async () => {
    const own = (await api(a).get("/api/clients")).json() as ClientListItem[];
    const first = (await api(b).get("/api/clients?limit=2")).json() as { nextCursor: string };
    expect(first.nextCursor).toEqual(expect.any(String));
    const res = await api(a).get(`/api/clients?limit=200&cursor=${first.nextCursor}`);
    expect(res.statusCode).toBe(200);
    const ids = new Set(own.map((c) => c.id));
    for (const item of (res.json() as { items: ClientListItem[] }).items) expect(ids.has(item.id)).toBe(true);
    const theirs = (await api(b).get("/api/clients?limit=200")).json() as { items: ClientListItem[] };
    expect(theirs.items.map((c) => c.firstName).sort()).toEqual(["Bee0", "Bee1", "Bee2", "Bee3", "Bee4"]);
  });

  it("answers 20 identical requests alike", async () => {
    const url = "/api/clients?limit=7&search=pat";
    const answers = await Promise.all(Array.from({ length: 20 }, () => api(a).get(url)));
    for (const res of answers) expect([res.statusCode, res.body]).toEqual([200, answers[0]!.body]);
  });
});

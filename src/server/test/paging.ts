/**
 * What the paged-list tests share (clients, projects, proposals): walking every page of a list, and the
 * query strings every paged list must refuse.
 */
import { expect } from "vitest";
import type { TestContext } from "./context.js";
import { changedTables, databaseDigest } from "./db-digest.js";

type Get = (url: string) => Promise<{ statusCode: number; body: string; json: () => unknown }>;

interface PageBody {
  items: { id: string }[];
  nextCursor: string | null;
}

/** Every page of `url` (which already has its query string) with `limit`, following nextCursor. */
export async function walkPages(get: Get, url: string, limit: number) {
  const pages: PageBody[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`${url}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as PageBody;
    expect(Object.keys(page)).toEqual(["items", "nextCursor"]);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    pages.push(page);
    cursor = page.nextCursor;
    expect(pages.length).toBeLessThan(100);
  } while (cursor !== null);
  return { pages, items: pages.flatMap((page) => page.items) };
}

/**
 * Pages of `url` put together are, byte for byte, the whole list `wholeUrl` answers (the same JSON text
 * JSON.stringify writes), and only the last page is short or empty.
 */
export async function expectPagesMakeWholeList(get: Get, url: string, wholeUrl: string, limit = 7) {
  const whole = await get(wholeUrl);
  expect(whole.statusCode, whole.body).toBe(200);
  const { pages, items } = await walkPages(get, url, limit);
  expect(JSON.stringify(items)).toBe(whole.body);
  for (const page of pages.slice(0, -1)) expect(page.items).toHaveLength(limit);
  expect(pages).toHaveLength(Math.max(1, Math.ceil(items.length / limit)));
  return items;
}

/** A cursor that decodes to this text (how a forged or damaged one looks). */
export const cursorOf = (text: string) =>
  Buffer.from(text).toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** Query strings every paged list refuses with 400, and the message it gives. */
export const BAD_PAGE_QUERIES: [string, string | RegExp][] = [
  ["limit=0", "limit must be a whole number from 1 to 200"],
  ["limit=201", "limit must be a whole number from 1 to 200"],
  ["limit=x", "limit must be a whole number from 1 to 200"],
  ["limit=1.5", "limit must be a whole number from 1 to 200"],
  ["limit=-3", "limit must be a whole number from 1 to 200"],
  ["limit=5&cursor=%21%21", "Invalid cursor"],
  ["limit=5&cursor=abc", "Invalid cursor"],
  [
    `limit=5&cursor=${cursorOf("2026-02-30T00:00:00.000000Z|6f1c2a4e-9a55-4c41-8c39-1b2d3e4f5a6b")}`,
    "Invalid cursor",
  ],
  [
    `limit=5&cursor=${cursorOf("2026-01-01T00:00:00.000Z|6f1c2a4e-9a55-4c41-8c39-1b2d3e4f5a6b")}`,
    "Invalid cursor",
  ],
  [`limit=5&cursor=${cursorOf("2026-01-01T00:00:00.000000Z|not-a-uuid")}`, "Invalid cursor"],
  [
    `cursor=${cursorOf("2026-01-01T00:00:00.000000Z|6f1c2a4e-9a55-4c41-8c39-1b2d3e4f5a6b")}`,
    "cursor needs limit",
  ],
  ["limit=5&search=a%00b", /control character/],
  [`limit=5&search=${"x".repeat(201)}`, "search must be at most 200 characters"],
];

/** Each bad query string is a 400 `{ message }` and changes nothing in the database. */
export async function expectRefused(
  ctx: TestContext,
  get: Get,
  path: string,
  cases: [string, string | RegExp][],
) {
  const before = await databaseDigest(ctx.database);
  for (const [query, message] of cases) {
    const res = await get(`${path}?${query}`);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    expect((res.json() as { message: string }).message, query).toMatch(message);
  }
  expect(changedTables(before, await databaseDigest(ctx.database))).toEqual([]);
}

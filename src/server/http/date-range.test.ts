/**
 * Dates out of range: PostgreSQL has no year 0, so `0000-01-01` in a date column was a 500, and a year
 * like 9999 is always a typo. Every date the API accepts (bodies, query strings, path segments) must lie
 * between 1900 and 2200; outside that it is a 400 `{ message }` (a 404 for a day in a path) and nothing
 * changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATE_RANGE_MESSAGE } from "../../shared/validation.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { changedTables, databaseDigest } from "../test/db-digest.js";
import { createTestPhotographer, type TestPhotographer } from "../test/factories.js";
import { as } from "../test/http.js";

let ctx: TestContext;
let studio: TestPhotographer;
let clientId: string;
let publicToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  studio = await createTestPhotographer(ctx);
  const res = await as(ctx, studio.cookie).post("/api/clients", { firstName: "Dot", lastName: "Date" });
  clientId = res.json().id;
  const { rows } = await ctx.database.executeSql("SELECT public_token FROM photographers WHERE id = $1", [
    studio.photographerId,
  ]);
  publicToken = String(rows[0]!.public_token);
}, 60_000);
afterAll(() => ctx?.close());

const OUT_OF_RANGE = ["0000-01-01", "0001-01-01", "1899-12-31", "2201-01-01", "9999-12-31"];

describe("dates between 1900 and 2200", () => {
  it("refuses them in bodies with 400 and changes nothing", async () => {
    const asStudio = as(ctx, studio.cookie);
    const before = await databaseDigest(ctx.database);
    const failures: string[] = [];
    for (const date of OUT_OF_RANGE) {
      for (const [method, url, body] of [
        ["post", "/api/availability/overrides", { date, isAvailable: false }],
        ["post", "/api/clients", { firstName: "Ann", lastName: "Lee", eventDate: date }],
        ["put", `/api/clients/${clientId}`, { firstName: "Dot", lastName: "Date", eventDate: date }],
        ["post", "/api/projects", { title: "Wedding", projectType: "WEDDING", clientId, eventDate: date }],
        [
          "post",
          "/api/proposals",
          { title: "Offer", clientId, items: [{ name: "Hours", qty: 1, unitCents: 100 }], validUntil: date },
        ],
      ] as const) {
        const res = await asStudio[method](url, body);
        if (res.statusCode !== 400 || res.json().message !== DATE_RANGE_MESSAGE)
          failures.push(`${method} ${url} ${date} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await databaseDigest(ctx.database))).toEqual([]);
  });

  it("refuses them in query strings and path segments", async () => {
    const asStudio = as(ctx, studio.cookie);
    const failures: string[] = [];
    for (const date of OUT_OF_RANGE) {
      for (const url of [
        `/api/availability/overrides?startDate=${date}`,
        `/api/availability/overrides?endDate=${date}`,
        `/api/reports/analytics?from=${date}`,
        `/api/reports/export?to=${date}`,
      ]) {
        const res = await asStudio.get(url);
        if (res.statusCode !== 400 || res.json().message !== DATE_RANGE_MESSAGE)
          failures.push(`${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      // A day in the path names no calendar day: "not found", like any malformed id.
      for (const url of [
        `/api/availability/slots/${date}`,
        `/api/public/booking/calendar/${publicToken}/slots/${date}`,
      ]) {
        const res = await asStudio.get(url);
        if (res.statusCode !== 404 || res.json().message !== DATE_RANGE_MESSAGE)
          failures.push(`${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("accepts the first and last day of the range", async () => {
    const asStudio = as(ctx, studio.cookie);
    for (const eventDate of ["1900-01-01", "2200-12-31"]) {
      const res = await asStudio.post("/api/clients", { firstName: "Edge", lastName: "Case", eventDate });
      expect(res.statusCode).toBe(201);
      expect(res.json().eventDate).toBe(eventDate);
    }
  });
});

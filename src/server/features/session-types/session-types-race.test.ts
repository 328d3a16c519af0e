/**
 * Twenty saves of one slug at once: the unique index decides, so exactly one is created and the others
 * hear 409, never a 500. On PostgreSQL only: PGlite runs one transaction at a time and would hide a race.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLUG_TAKEN } from "../../../shared/session-types.js";
import { sessionTypes } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let who: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  who = await createTestPhotographer(ctx);
});
afterAll(() => ctx.close());

describe.runIf(testDbKind() === "postgres")("20 requests at once (PostgreSQL)", () => {
  it("creates one type per slug and answers the rest 409", async () => {
    const api = as(ctx, who.cookie);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post("/api/session-types", { name: `Minis ${i}`, slug: "race-minis", durationMinutes: 20 }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe(SLUG_TAKEN);
    }
    const rows = await ctx.database.db
      .select()
      .from(sessionTypes)
      .where(and(eq(sessionTypes.photographerId, who.photographerId), eq(sessionTypes.slug, "race-minis")));
    expect(rows).toHaveLength(1);
  });

  it("gives parallel duplicates distinct slugs", async () => {
    const api = as(ctx, who.cookie);
    const source = (
      await api.post("/api/session-types", { name: "Source", slug: "dup-source", durationMinutes: 20 })
    ).json() as { id: string };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api.post(`/api/session-types/${source.id}/duplicate`, {})),
    );
    const created = answers.filter((res) => res.statusCode === 201).map((res) => res.json().slug as string);
    expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
    expect(new Set(created).size).toBe(created.length);
    expect(created.length).toBeGreaterThan(0);
  });
});

describe.runIf(testDbKind() === "pglite")("one at a time (PGlite)", () => {
  it("answers 409 to the second save of a slug", async () => {
    const api = as(ctx, who.cookie);
    const body = { name: "Minis", slug: "race-minis", durationMinutes: 20 };
    expect((await api.post("/api/session-types", body)).statusCode).toBe(201);
    expect((await api.post("/api/session-types", body)).statusCode).toBe(409);
  });
});

/**
 * Making, listing and revoking API tokens from Settings: the token is in the creation's answer and
 * nowhere else (the database holds its SHA-256), bad input and a full studio are refused, and another
 * studio's token cannot be revoked.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TOKEN_PATTERN, type ApiToken, MAX_API_TOKENS } from "../../../shared/api-tokens.js";
import { sha256 } from "../../auth/tokens.js";
import { apiTokens } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createToken, withToken } from "./api-tokens.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "A" });
  b = await createTestPhotographer(ctx, { businessName: "B" });
});
afterAll(() => ctx.close());

const rowsOf = (photographerId: string) =>
  ctx.database.db.select().from(apiTokens).where(eq(apiTokens.photographerId, photographerId));

describe("API tokens in Settings", () => {
  it("creates a token, shows it once, and keeps only its hash", async () => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await createToken(ctx, a, { name: "  Zapier  ", scopes: ["write"], expiresAt });
    expect(created.token).toMatch(API_TOKEN_PATTERN);
    expect(created).toMatchObject({
      name: "Zapier",
      scopes: ["read", "write"],
      prefix: created.token.slice(0, 10),
      lastUsedAt: null,
      expiresAt,
    });

    const list = await as(ctx, a.cookie).get("/api/api-tokens");
    expect(list.statusCode).toBe(200);
    const listed = list.json() as ApiToken[];
    const { token, ...shown } = created;
    expect(listed).toEqual([shown]);
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(sha256(token));

    const [row] = await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(row!.createdBy).toBe(a.userId);
    expect(JSON.stringify(row)).not.toContain(token.slice(10));
  });

  it("stores a read token as read only, and lists newest first", async () => {
    const first = await createToken(ctx, b, { name: "Reports", scopes: ["read"] });
    const second = await createToken(ctx, b, { name: "Both", scopes: ["write", "read"] });
    const listed = (await as(ctx, b.cookie).get("/api/api-tokens")).json() as ApiToken[];
    expect(listed.map((t) => [t.id, t.scopes, t.expiresAt])).toEqual([
      [second.id, ["read", "write"], null],
      [first.id, ["read"], null],
    ]);
    expect(first.token).not.toBe(second.token);
  });

  it("refuses bad input with 400 and makes nothing", async () => {
    const c = await createTestPhotographer(ctx);
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const [input, message] of [
      [{ name: "", scopes: ["read"] }, "Name is required"],
      [{ name: "   ", scopes: ["read"] }, "Name is required"],
      [{ name: "x".repeat(101), scopes: ["read"] }, "Name must be at most 100 characters"],
      [{ scopes: ["read"] }, "Name is required"],
      [{ name: "Script" }, "Choose read, write or both"],
      [{ name: "Script", scopes: [] }, "Choose read, write or both"],
      [{ name: "Script", scopes: ["admin"] }, 'Scopes are "read" and "write"'],
      [{ name: "Script", scopes: ["read"], expiresAt: past }, "Expiry must be in the future"],
      [{ name: "Script", scopes: ["read"], expiresAt: "next week" }, "Expiry must be a date and time"],
      [
        { name: "Script", scopes: ["read"], expiresAt: "9999-01-01T00:00:00Z" },
        "Expiry must be a date and time",
      ],
    ] as const) {
      const res = await as(ctx, c.cookie).post("/api/api-tokens", input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const nul = await as(ctx, c.cookie).post("/api/api-tokens", { name: "Scr\u0000ipt", scopes: ["read"] });
    expect(nul.statusCode).toBe(400);
    expect(typeof nul.json().message).toBe("string");
    expect(await rowsOf(c.photographerId)).toEqual([]);
  });

  it(`allows at most ${MAX_API_TOKENS} tokens a studio`, async () => {
    const c = await createTestPhotographer(ctx);
    for (let i = 0; i < MAX_API_TOKENS; i++) await createToken(ctx, c, { name: `Script ${i}` });
    const over = await as(ctx, c.cookie).post("/api/api-tokens", { name: "One too many", scopes: ["read"] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/at most 50 API tokens/);
    expect(await rowsOf(c.photographerId)).toHaveLength(MAX_API_TOKENS);
  });

  it("revokes a token: it is gone from the list and stops working", async () => {
    const created = await createToken(ctx, a, { name: "Old script" });
    expect((await withToken(ctx, created.token).get("/api/clients")).statusCode).toBe(200);
    const res = await as(ctx, a.cookie).delete(`/api/api-tokens/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "API token revoked" });
    const listed = (await as(ctx, a.cookie).get("/api/api-tokens")).json() as ApiToken[];
    expect(listed.map((t) => t.id)).not.toContain(created.id);
    const after = await withToken(ctx, created.token).get("/api/clients");
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/not valid/);
    // Twice is not found.
    expect((await as(ctx, a.cookie).delete(`/api/api-tokens/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 404 to another studio revoking my token, and the token keeps working", async () => {
    const mine = await createToken(ctx, a, { name: "Mine" });
    const res = await as(ctx, b.cookie).delete(`/api/api-tokens/${mine.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("API token not found");
    const theirs = (await as(ctx, b.cookie).get("/api/api-tokens")).json() as ApiToken[];
    expect(theirs.map((t) => t.id)).not.toContain(mine.id);
    expect((await withToken(ctx, mine.token).get("/api/clients")).statusCode).toBe(200);
    expect((await as(ctx, a.cookie).delete("/api/api-tokens/not-a-uuid")).statusCode).toBe(404);
  });

  it("never lets a token manage tokens, even a write token", async () => {
    const created = await createToken(ctx, a, { name: "Writer", scopes: ["write"] });
    const bearer = withToken(ctx, created.token);
    for (const res of [
      await bearer.get("/api/api-tokens"),
      await bearer.post("/api/api-tokens", { name: "Spawned", scopes: ["write"] }),
      await bearer.delete(`/api/api-tokens/${created.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/API tokens are not accepted here/);
    }
    const names = (await rowsOf(a.photographerId)).map((row) => row.name);
    expect(names).toContain("Writer");
    expect(names).not.toContain("Spawned");
  });
});

describe.runIf(testDbKind() === "postgres")("racing creations", () => {
  it(`never lets parallel creations pass ${MAX_API_TOKENS} tokens`, async () => {
    const c = await createTestPhotographer(ctx);
    for (let i = 0; i < MAX_API_TOKENS - 10; i++) await createToken(ctx, c, { name: `Script ${i}` });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as(ctx, c.cookie).post("/api/api-tokens", { name: `Racer ${i}`, scopes: ["read"] }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(10);
    expect(await rowsOf(c.photographerId)).toHaveLength(MAX_API_TOKENS);
  });
});

/**
 * One password rule wherever a password is set: at least 8 characters and none of the common ones,
 * refused with 400 `{ message }` before anything is stored or hashed.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "../../../shared/password-rule.js";
import { users } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const weak = [
  ["a one-character password", "a", PASSWORD_MESSAGES.tooShort],
  ["a common password", "password123", PASSWORD_MESSAGES.tooCommon],
  ["a common password in other case", "PASSWORD123", PASSWORD_MESSAGES.tooCommon],
] as const;

const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

describe("the password rule", () => {
  it.each(weak)("refuses %s at sign-up and creates nothing", async (_what, password, message) => {
    const email = `weak-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { businessName: "Weak Studio", email, password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it.each(weak)("refuses %s as a new password and keeps the old one", async (_what, password, message) => {
    const p = await createTestPhotographer(ctx);
    const res = await as(ctx, p.cookie).post("/api/auth/change-password", {
      currentPassword: p.password,
      newPassword: password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await signIn(p.email, p.password)).statusCode).toBe(200);
    expect((await signIn(p.email, password)).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, sessionCookieFrom, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: "3" });
});
afterAll(() => ctx.close());

/** Another browser of the same photographer: a second sign-in, with its own user agent. */
async function signInAgain(p: TestPhotographer, password = p.password, userAgent = "Other Browser/1.0") {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: p.email, password },
    headers: { "user-agent": userAgent },
  });
  return res;
}

const isSignedIn = async (cookie: string) => (await as(ctx, cookie).get("/api/auth/me")).statusCode === 200;

const changePassword = (cookie: string, body: unknown) =>
  as(ctx, cookie).post("/api/auth/change-password", body);

describe("POST /api/auth/change-password", () => {
  it("changes the password, signs out every other session and rotates this one", async () => {
    const p = await createTestPhotographer(ctx);
    const other = sessionCookieFrom((await signInAgain(p)).headers["set-cookie"]);
    expect(await isSignedIn(other)).toBe(true);

    const res = await changePassword(p.cookie, { currentPassword: p.password, newPassword: "a-new-secret" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Password changed", revoked: 1 });
    const rotated = sessionCookieFrom(res.headers["set-cookie"]);
    expect(rotated).not.toBe(p.cookie);
    expect(String(res.headers["set-cookie"])).toMatch(/HttpOnly/);

    expect(await isSignedIn(rotated)).toBe(true);
    expect(await isSignedIn(p.cookie)).toBe(false);
    expect(await isSignedIn(other)).toBe(false);

    const oldPassword = await signInAgain(p, p.password);
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await signInAgain(p, "a-new-secret");
    expect(newPassword.statusCode).toBe(200);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const p = await createTestPhotographer(ctx);
    const res = await changePassword(p.cookie, { currentPassword: "not-it", newPassword: "a-new-secret" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Current password is incorrect");
    expect(await isSignedIn(p.cookie)).toBe(true);
    expect((await signInAgain(p)).statusCode).toBe(200);
    expect((await signInAgain(p, "a-new-secret")).statusCode).toBe(401);
  });

  it.each([
    [
      "a short new password",
      { currentPassword: "x", newPassword: "short" },
      "Password must be at least 8 characters",
    ],
    ["no current password", { newPassword: "long-enough" }, "Current password is required"],
    [
      "an empty current password",
      { currentPassword: "", newPassword: "long-enough" },
      "Current password is required",
    ],
    [
      "the same password again",
      { currentPassword: "same-password", newPassword: "same-password" },
      "New password must be different from the current one",
    ],
  ])("refuses %s", async (_what, body, message) => {
    const p = await createTestPhotographer(ctx);
    const res = await changePassword(p.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await signInAgain(p)).statusCode).toBe(200);
  });

  it("stops guessing after a few wrong current passwords", async () => {
    const p = await createTestPhotographer(ctx);
    for (let i = 0; i < 3; i++) {
      expect(
        (await changePassword(p.cookie, { currentPassword: `guess-${i}`, newPassword: "a-new-secret" }))
          .statusCode,
      ).toBe(400);
    }
    const blocked = await changePassword(p.cookie, {
      currentPassword: p.password,
      newPassword: "a-new-secret",
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many password attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  it("needs a signed-in photographer", async () => {
    const res = await changePassword("focal_session=forged", {
      currentPassword: "x",
      newPassword: "long-enough",
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("sessions", () => {
  it("lists this user's sessions, marks the current one, and shows nothing secret", async () => {
    const p = await createTestPhotographer(ctx);
    const someoneElse = await createTestPhotographer(ctx);
    await signInAgain(p, p.password, "Mozilla/5.0 (iPhone) Safari/604.1");

    const res = await as(ctx, p.cookie).get("/api/auth/sessions");
    expect(res.statusCode).toBe(200);
    const sessions = res.json() as {
      id: string;
      current: boolean;
      userAgent: string | null;
      createdAt: string;
      expiresAt: string;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.current).toBe(true);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[1]!.userAgent).toBe("Mozilla/5.0 (iPhone) Safari/604.1");
    expect(new Date(sessions[1]!.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const token = p.cookie.split("=")[1]!;
    expect(res.body).not.toContain(token);
    expect(res.body).not.toMatch(/idHash/);
    const theirs = (await as(ctx, someoneElse.cookie).get("/api/auth/sessions")).json() as { id: string }[];
    expect(theirs).toHaveLength(1);
    expect(sessions.map((s) => s.id)).not.toContain(theirs[0]!.id);
  });

  it("signs out the other sessions and keeps this one", async () => {
    const p = await createTestPhotographer(ctx);
    const someoneElse = await createTestPhotographer(ctx);
    const second = sessionCookieFrom((await signInAgain(p)).headers["set-cookie"]);
    const third = sessionCookieFrom((await signInAgain(p)).headers["set-cookie"]);

    const res = await as(ctx, p.cookie).post("/api/auth/sessions/revoke-others");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect(await isSignedIn(p.cookie)).toBe(true);
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(third)).toBe(false);
    expect(await isSignedIn(someoneElse.cookie)).toBe(true);
    expect((await as(ctx, p.cookie).get("/api/auth/sessions")).json()).toHaveLength(1);

    const again = await as(ctx, p.cookie).post("/api/auth/sessions/revoke-others");
    expect(again.json()).toEqual({ revoked: 0 });
  });
});

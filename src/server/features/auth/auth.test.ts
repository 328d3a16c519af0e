import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_TYPES } from "../../../shared/projects.js";
import { photographers, sessions, stages, users } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, sessionCookieFrom } from "../../test/factories.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: "3" });
});
afterAll(() => ctx.close());

const register = (payload: unknown) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: payload as object });
const login = (payload: unknown, ip = "10.0.0.1") =>
  ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object, remoteAddress: ip });

describe("register", () => {
  it("creates the photographer, its user and default stages, and does not sign in", async () => {
    const res = await register({
      businessName: "Golden Hour Studio",
      email: "Owner@Example.com",
      password: "s3cret-pass",
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers["set-cookie"]).toBeUndefined();

    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, "owner@example.com"));
    expect(user?.role).toBe("PHOTOGRAPHER");
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    const [photographer] = await ctx.database.db
      .select()
      .from(photographers)
      .where(eq(photographers.id, user!.photographerId));
    expect(photographer).toMatchObject({
      businessName: "Golden Hour Studio",
      timezone: "America/New_York",
      brandPrimary: "#3b82f6",
      brandSecondary: "#64748b",
      defaultEmailOptIn: true,
      defaultSmsOptIn: false,
      platformFeePercent: 500,
      payoutEnabled: false,
      onboardingCompleted: false,
    });
    expect(photographer!.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await ctx.database.db
      .select()
      .from(stages)
      .where(eq(stages.photographerId, user!.photographerId));
    for (const type of PROJECT_TYPES) {
      const ofType = rows.filter((s) => s.projectType === type);
      expect(ofType.length).toBeGreaterThan(2);
      expect(ofType.filter((s) => s.isDefault)).toHaveLength(1);
    }
  });

  it("refuses a second account with the same e-mail, whatever its case", async () => {
    await register({ businessName: "A", email: "dup@example.com", password: "pw-long-enough" });
    const res = await register({ businessName: "B", email: "DUP@example.com", password: "pw-long-enough" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "An account with this email already exists" });
  });

  it("answers 400 with a message for missing or bad fields", async () => {
    const missing = await register({ email: "x@example.com", password: "pw-long-enough" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Business Name is required");
    const badEmail = await register({ businessName: "X", email: "not-an-email", password: "pw-long-enough" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe("Invalid email address");
  });
});

describe("login, me and logout", () => {
  it("signs in with an httpOnly SameSite=Lax cookie, answers /me, and logs out", async () => {
    await register({ businessName: "Lumen", email: "lumen@example.com", password: "pw-lumen" });
    const res = await login({ email: "lumen@example.com", password: "pw-lumen" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: "lumen@example.com",
      role: "PHOTOGRAPHER",
      businessName: "Lumen",
    });
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = sessionCookieFrom(res.headers["set-cookie"]);

    const me = await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body).toMatchObject({
      email: "lumen@example.com",
      role: "PHOTOGRAPHER",
      timezone: "America/New_York",
    });
    expect(body.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).not.toHaveProperty("passwordHash");

    // Only a hash of the session token is stored.
    const token = cookie.split("=")[1]!;
    const stored = await ctx.database.db.select().from(sessions);
    expect(stored.some((s) => s.idHash === token)).toBe(false);

    const out = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("sets the Secure flag when served over HTTPS", async () => {
    await register({ businessName: "Secure", email: "secure@example.com", password: "pw-long-enough" });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "secure@example.com", password: "pw-long-enough" },
      headers: { "x-forwarded-proto": "https" },
    });
    expect(String(res.headers["set-cookie"])).toMatch(/Secure/);
  });

  it("replaces the session the browser already had (session fixation)", async () => {
    const p = await createTestPhotographer(ctx);
    const elsewhere = await login({ email: p.email, password: p.password });
    const otherBrowser = sessionCookieFrom(elsewhere.headers["set-cookie"]);

    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: p.email, password: p.password },
      headers: { cookie: p.cookie },
    });
    expect(again.statusCode).toBe(200);
    const fresh = sessionCookieFrom(again.headers["set-cookie"]);
    expect(fresh).not.toBe(p.cookie);
    const me = (cookie: string) =>
      ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect((await me(p.cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    // Only the session this browser sent goes; the photographer's other browsers stay signed in.
    expect((await me(otherBrowser)).statusCode).toBe(200);

    // A cookie naming no session does not get in the way.
    const forged = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: p.email, password: p.password },
      headers: { cookie: "focal_session=planted-by-someone" },
    });
    expect(forged.statusCode).toBe(200);
    expect(sessionCookieFrom(forged.headers["set-cookie"])).not.toBe("focal_session=planted-by-someone");
  });

  it("is 401 for /me when signed out or with a forged cookie", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: "focal_session=forged-token" },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: "Not signed in" });
  });

  it("refuses a wrong password and an unknown e-mail with the same message", async () => {
    await register({ businessName: "Wrong", email: "wrong@example.com", password: "right-password" });
    const wrong = await login({ email: "wrong@example.com", password: "nope" }, "10.0.0.2");
    const unknown = await login({ email: "nobody@example.com", password: "nope" }, "10.0.0.2");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("rate limits failed sign-ins per e-mail with 429 and a message", async () => {
    await register({ businessName: "Limited", email: "limited@example.com", password: "right-password" });
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: "limited@example.com", password: "bad" }, "10.0.1.1")).statusCode).toBe(
        401,
      );
    }
    const blocked = await login({ email: "limited@example.com", password: "right-password" }, "10.0.1.2");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
    // Another account is not affected.
    const other = await createTestPhotographer(ctx);
    expect((await login({ email: other.email, password: other.password }, "10.0.1.3")).statusCode).toBe(200);
  });

  it("counts no successful sign-in against either limit", async () => {
    const p = await createTestPhotographer(ctx);
    // More than the address's allowance (5 × 3), all from one address.
    for (let i = 0; i < 16; i++) {
      expect((await login({ email: p.email, password: p.password }, "10.0.3.1")).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: p.email, password: "bad-guess" }, "10.0.3.1")).statusCode).toBe(401);
    }
  });

  it("rate limits failed sign-ins per address", async () => {
    for (let i = 0; i < 15; i++) {
      await login({ email: `spray${i}@example.com`, password: "bad" }, "10.0.2.1");
    }
    const blocked = await login({ email: "spray-last@example.com", password: "bad" }, "10.0.2.1");
    expect(blocked.statusCode).toBe(429);
  });

  it("lets a blocked address use up nobody's per-e-mail allowance", async () => {
    const p = await createTestPhotographer(ctx);
    for (let i = 0; i < 15; i++) {
      await login({ email: `flood${i}@example.com`, password: "bad" }, "10.0.4.1");
    }
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: p.email, password: "bad" }, "10.0.4.1")).statusCode).toBe(429);
    }
    // The refused tries took no slot of the owner's: their own three wrong tries are still tried.
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: p.email, password: "bad" }, "10.0.4.2")).statusCode).toBe(401);
    }
  });
});

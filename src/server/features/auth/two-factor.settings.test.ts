/**
 * Two-factor settings: setting it up and enabling it, turning it off, new recovery codes, and each
 * photographer's own settings out of another's reach.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TWO_FACTOR_MESSAGES as MESSAGES, type TwoFactorSetup } from "../../../shared/two-factor.js";
import { secretBoxFor } from "../../auth/secret-key.js";
import { base32Decode } from "../../auth/totp.js";
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from "../../db/schema/index.js";
import { createTestPhotographer, sessionCookieFrom } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { totpSecretContext } from "./secret-sealing.js";
import {
  codeFor,
  ctx,
  isSignedIn,
  loginWithPassword,
  pendingCookieFrom,
  secondStep,
  setUpTwoFactor,
  startSignIn,
  withTwoFactor,
} from "./two-factor.fixture.js";

setUpTwoFactor();

describe("setting two-factor up", () => {
  it("sets up, enables with a real code, and then asks for a code at sign-in", async () => {
    const p = await createTestPhotographer(ctx);
    const me = as(ctx, p.cookie);
    expect((await me.get("/api/auth/two-factor")).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });

    const setup = await me.post("/api/auth/two-factor/setup");
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json() as TwoFactorSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(otpauthUrl).toContain(`/Focal:${encodeURIComponent(p.email)}?`);
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Focal");
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // Pending until a code proves the app has it: sign-in is unchanged meanwhile.
    expect((await me.get("/api/auth/two-factor")).json().enabled).toBe(false);
    const before = await loginWithPassword(p);
    expect(before.json()).toMatchObject({ email: p.email });

    const wrong = await me.post("/api/auth/two-factor/enable", { code: codeFor(secret, 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.wrongCode);
    const bad = await me.post("/api/auth/two-factor/enable", { code: "12ab" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.codeRequired);

    const enabled = await me.post("/api/auth/two-factor/enable", { code: codeFor(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{2}$/);

    const status = (await me.get("/api/auth/two-factor")).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(Date.now() - new Date(status.enabledAt).getTime()).toBeLessThan(60_000);
    // Turning it on signed nobody out.
    expect(await isSignedIn(p.cookie)).toBe(true);

    // Only hashes are stored.
    const stored = await ctx.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, p.userId));
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of codes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replaceAll("-", ""));
    }

    // The password alone no longer signs in.
    const pending = await loginWithPassword(p);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ twoFactorRequired: true });
    const setCookie = String(pending.headers["set-cookie"]);
    expect(setCookie).not.toMatch(/focal_session=[^;]/);
    expect(setCookie).toMatch(/focal_two_factor=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/api\/auth\/login/);
    expect(setCookie).toMatch(/Max-Age=300/);
    const pendingCookie = pendingCookieFrom(pending.headers["set-cookie"]);
    // Only a hash of the pending token is stored.
    const challenges = await ctx.database.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, p.userId));
    expect(challenges).toHaveLength(1);
    expect(pendingCookie).not.toContain(challenges[0]!.idHash);

    // Not signed in during the pending step.
    const meDuring = await as(ctx, pendingCookie).get("/api/auth/me");
    expect(meDuring.statusCode).toBe(401);
    expect((await as(ctx, pendingCookie).get("/api/auth/two-factor")).statusCode).toBe(401);

    const done = await secondStep(pendingCookie, { code: codeFor(secret, 1) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      email: p.email,
      role: "PHOTOGRAPHER",
      photographerId: p.photographerId,
    });
    const session = sessionCookieFrom(done.headers["set-cookie"]);
    expect(String(done.headers["set-cookie"])).toMatch(/focal_two_factor=;/);
    expect(await isSignedIn(session)).toBe(true);
  });

  it("refuses a second set-up or enable while on, and enable before set-up", async () => {
    const fresh = await createTestPhotographer(ctx);
    const early = await as(ctx, fresh.cookie).post("/api/auth/two-factor/enable", { code: "123456" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MESSAGES.notSetUp);

    const { p, secret } = await withTwoFactor();
    const again = await as(ctx, p.cookie).post("/api/auth/two-factor/setup");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.alreadyOn);
    const enableAgain = await as(ctx, p.cookie).post("/api/auth/two-factor/enable", {
      code: codeFor(secret, 1),
    });
    expect(enableAgain.statusCode).toBe(409);
    const [row] = await ctx.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, p.userId));
    // Stored sealed: the row alone does not give the secret away, the server's key opens it.
    expect(row!.secret).not.toContain(secret);
    expect(secretBoxFor(ctx.config).open(row!.secret, totpSecretContext(p.userId))).toBe(secret);
  });

  it("replaces an unfinished set-up with a new secret", async () => {
    const p = await createTestPhotographer(ctx);
    const first = (await as(ctx, p.cookie).post("/api/auth/two-factor/setup")).json().secret as string;
    const second = (await as(ctx, p.cookie).post("/api/auth/two-factor/setup")).json().secret as string;
    expect(second).not.toBe(first);
    const old = await as(ctx, p.cookie).post("/api/auth/two-factor/enable", { code: codeFor(first) });
    expect(old.statusCode).toBe(400);
    const right = await as(ctx, p.cookie).post("/api/auth/two-factor/enable", { code: codeFor(second) });
    expect(right.statusCode).toBe(200);
  });
});

describe("turning two-factor off and new recovery codes", () => {
  it("needs the password and a current code, and signs nobody out", async () => {
    const { p, secret, recoveryCodes } = await withTwoFactor();
    const otherBrowser = sessionCookieFrom(
      (await secondStep(await startSignIn(p), { recoveryCode: recoveryCodes[0] })).headers["set-cookie"],
    );
    const me = as(ctx, p.cookie);

    const wrongPassword = await me.post("/api/auth/two-factor/disable", {
      password: "not-it",
      code: codeFor(secret, 1),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(MESSAGES.wrongPassword);
    const wrongCode = await me.post("/api/auth/two-factor/disable", { password: p.password, code: "000000" });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toMatch(/^That code (is not right|has already been used)/);
    const missing = await me.post("/api/auth/two-factor/disable", { password: p.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.codeRequired);
    expect((await me.get("/api/auth/two-factor")).json().enabled).toBe(true);

    const off = await me.post("/api/auth/two-factor/disable", {
      password: p.password,
      code: codeFor(secret, 1),
    });
    expect(off.statusCode).toBe(200);
    expect((await me.get("/api/auth/two-factor")).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    expect(await isSignedIn(p.cookie)).toBe(true);
    expect(await isSignedIn(otherBrowser)).toBe(true);
    const login = await loginWithPassword(p);
    expect(login.json()).toMatchObject({ email: p.email });
    expect(
      await ctx.database.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, p.userId)),
    ).toHaveLength(0);

    const again = await me.post("/api/auth/two-factor/disable", { password: p.password, code: "123456" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.off);
  });

  it("takes a recovery code instead of an app code", async () => {
    const { p, recoveryCodes } = await withTwoFactor();
    const off = await as(ctx, p.cookie).post("/api/auth/two-factor/disable", {
      password: p.password,
      code: recoveryCodes[0],
    });
    expect(off.statusCode).toBe(200);
    expect((await as(ctx, p.cookie).get("/api/auth/two-factor")).json().enabled).toBe(false);
  });

  it("regenerates recovery codes with the password: the old ones stop working", async () => {
    const { p, secret, recoveryCodes } = await withTwoFactor();
    const me = as(ctx, p.cookie);
    const wrong = await me.post("/api/auth/two-factor/recovery-codes", { password: "not-it" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.wrongPassword);

    const res = await me.post("/api/auth/two-factor/recovery-codes", { password: p.password });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toHaveLength(0);
    expect((await me.get("/api/auth/two-factor")).json().recoveryCodesLeft).toBe(10);
    expect(await isSignedIn(p.cookie)).toBe(true);

    expect((await secondStep(await startSignIn(p), { recoveryCode: recoveryCodes[0] })).statusCode).toBe(401);
    expect((await secondStep(await startSignIn(p), { recoveryCode: fresh[0] })).statusCode).toBe(200);
    // The app keeps working as before.
    expect((await secondStep(await startSignIn(p), { code: codeFor(secret, 1) })).statusCode).toBe(200);
  });

  it("stops password guessing through these forms", async () => {
    const { p } = await withTwoFactor();
    for (let i = 0; i < 3; i++) {
      const res = await as(ctx, p.cookie).post("/api/auth/two-factor/recovery-codes", {
        password: `guess-${i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await as(ctx, p.cookie).post("/api/auth/two-factor/recovery-codes", {
      password: p.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many password attempts/);
  });
});

describe("each photographer's own", () => {
  it("needs a signed-in photographer", async () => {
    for (const [method, url] of [
      ["GET", "/api/auth/two-factor"],
      ["POST", "/api/auth/two-factor/setup"],
      ["POST", "/api/auth/two-factor/enable"],
      ["POST", "/api/auth/two-factor/disable"],
      ["POST", "/api/auth/two-factor/recovery-codes"],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("is out of another photographer's reach", async () => {
    const a = await withTwoFactor();
    const b = await createTestPhotographer(ctx);
    const asB = as(ctx, b.cookie);
    expect((await asB.get("/api/auth/two-factor")).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const disable = await asB.post("/api/auth/two-factor/disable", {
      password: b.password,
      code: codeFor(a.secret, 1),
    });
    expect(disable.statusCode).toBe(409);
    const regenerate = await asB.post("/api/auth/two-factor/recovery-codes", { password: b.password });
    expect(regenerate.statusCode).toBe(409);
    const setup = await asB.post("/api/auth/two-factor/setup");
    expect(setup.json().secret).not.toBe(a.secret);

    // A's pending sign-in and codes are A's: B's session is no help, and A stays as A was.
    const pending = await startSignIn(a.p);
    const withB = await secondStep(`${pending}; ${b.cookie}`, { code: codeFor(a.secret, 1) });
    expect(withB.statusCode).toBe(200);
    expect(withB.json().email).toBe(a.p.email);
    expect((await as(ctx, a.p.cookie).get("/api/auth/two-factor")).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
  });
});

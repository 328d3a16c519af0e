/**
 * Signing in with two-factor: app codes (used once, one step either side of now), recovery codes, the
 * wrong-code limit, the pending sign-in's life, bad bodies, and the session it replaces.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { TWO_FACTOR_MESSAGES as MESSAGES } from "../../../shared/two-factor.js";
import { base32Decode, hotp, timeStep } from "../../auth/totp.js";
import { rowsOf } from "../../db/connect.js";
import { twoFactorChallenges } from "../../db/schema/index.js";
import { sessionCookieFrom } from "../../test/factories.js";
import { as } from "../../test/http.js";
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

describe("signing in with a code", () => {
  it("refuses a code that was already used", async () => {
    // Mid-step, on a clock that stands still: a step boundary passing between enabling and the replay
    // would make "the same code" a new one.
    vi.useFakeTimers({ toFake: ["Date"], now: (timeStep(Date.now()) + 10) * 30_000 + 15_000 });
    const { p, secret } = await withTwoFactor();
    // The code that enabled two-factor cannot sign in either.
    const replayedEnableCode = await secondStep(await startSignIn(p), { code: codeFor(secret) });
    expect(replayedEnableCode.statusCode).toBe(401);
    expect(replayedEnableCode.json().message).toBe(MESSAGES.codeUsed);

    const next = codeFor(secret, 1);
    expect((await secondStep(await startSignIn(p), { code: next })).statusCode).toBe(200);
    const replay = await secondStep(await startSignIn(p), { code: next });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MESSAGES.codeUsed);
  });

  it("accepts one step either side of now and refuses two", async () => {
    const { p, secret } = await withTwoFactor();
    // Mid-step, on a clock that stands still, so that no step boundary passes during the test.
    const now = (timeStep(Date.now()) + 10) * 30_000 + 15_000;
    vi.useFakeTimers({ toFake: ["Date"], now });
    const at = (offset: number) => hotp(base32Decode(secret), timeStep(now) + offset);

    expect((await secondStep(await startSignIn(p), { code: at(-1) })).statusCode).toBe(200);
    expect((await secondStep(await startSignIn(p), { code: at(+1) })).statusCode).toBe(200);
    for (const offset of [-2, +2]) {
      const res = await secondStep(await startSignIn(p), { code: at(offset) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.wrongCode);
    }
  });

  it("lets a recovery code in once, typed any way", async () => {
    const { p, recoveryCodes } = await withTwoFactor();
    const code = recoveryCodes[3]!;
    const typed = ` ${code.toUpperCase().replaceAll("-", " ")} `;
    const res = await secondStep(await startSignIn(p), { recoveryCode: typed });
    expect(res.statusCode).toBe(200);
    expect(await isSignedIn(sessionCookieFrom(res.headers["set-cookie"]))).toBe(true);

    const status = (
      await as(ctx, sessionCookieFrom(res.headers["set-cookie"])).get("/api/auth/two-factor")
    ).json();
    expect(status.recoveryCodesLeft).toBe(9);

    const again = await secondStep(await startSignIn(p), { recoveryCode: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MESSAGES.wrongRecoveryCode);
    // Another studio's code is no key here.
    const other = await withTwoFactor();
    const foreign = await secondStep(await startSignIn(p), { recoveryCode: other.recoveryCodes[0] });
    expect(foreign.statusCode).toBe(401);
  });

  it("answers wrong codes with 401, then 429 for the user, and drops the pending sign-in", async () => {
    const { p, secret } = await withTwoFactor();
    const pending = await startSignIn(p);
    for (let i = 0; i < 5; i++) {
      const wrong = await secondStep(pending, { code: codeFor(secret, 10 + i) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(MESSAGES.wrongCode);
    }
    const blocked = await secondStep(pending, { code: codeFor(secret, 1) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many two-factor attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(String(blocked.headers["set-cookie"])).toMatch(/focal_two_factor=;/);

    const dropped = await secondStep(pending, { code: codeFor(secret, 1) });
    expect(dropped.statusCode).toBe(401);
    expect(dropped.json().message).toBe(MESSAGES.expired);

    // A new pending sign-in does not reset the count, nor does a recovery code get round it.
    const fresh = await startSignIn(p);
    expect((await secondStep(fresh, { code: codeFor(secret, 1) })).statusCode).toBe(429);
    // Settings count towards the same limit.
    const settings = await as(ctx, p.cookie).post("/api/auth/two-factor/disable", {
      password: p.password,
      code: codeFor(secret, 1),
    });
    expect(settings.statusCode).toBe(429);
  });

  it("is single use, expires, and needs its cookie", async () => {
    const { p, secret } = await withTwoFactor();
    const pending = await startSignIn(p);
    expect((await secondStep(pending, { code: codeFor(secret, 1) })).statusCode).toBe(200);
    const reused = await secondStep(pending, { code: codeFor(secret, -1) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(MESSAGES.expired);

    const later = await startSignIn(p);
    await ctx.database.db
      .update(twoFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorChallenges.userId, p.userId));
    const expired = await secondStep(later, { code: codeFor(secret, 0) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MESSAGES.expired);
    expect(String(expired.headers["set-cookie"])).toMatch(/focal_two_factor=;/);

    const none = await secondStep("", { code: codeFor(secret, 0) });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MESSAGES.expired);
    const forged = await secondStep("focal_two_factor=forged", { code: codeFor(secret, 0) });
    expect(forged.statusCode).toBe(401);
    // None of these counted as wrong guesses.
    const status = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM rate_limits WHERE key = ${`two-factor:user:${p.userId}`}`,
    );
    expect(rowsOf<{ n: number }>(status)[0]!.n).toBe(0);
  });

  it("validates the body", async () => {
    const { p, secret } = await withTwoFactor();
    const pending = await startSignIn(p);
    for (const [body, message] of [
      [{}, MESSAGES.codeRequired],
      [{ code: "12345" }, MESSAGES.codeRequired],
      [{ code: 123456 }, MESSAGES.codeRequired],
      [{ recoveryCode: "" }, MESSAGES.recoveryCodeRequired],
      [{ code: codeFor(secret), recoveryCode: "abcd-efgh-jk" }, MESSAGES.codeRequired],
    ] as const) {
      const res = await secondStep(pending, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Bad bodies were not guesses: the right code still works on the same pending sign-in.
    expect((await secondStep(pending, { code: codeFor(secret, 1) })).statusCode).toBe(200);
  });

  it("keeps the failed-password limit, and a wrong password opens no pending sign-in", async () => {
    const { p } = await withTwoFactor();
    const wrong = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: p.email, password: "not-it" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const rows = await ctx.database.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, p.userId));
    expect(rows).toHaveLength(0);
  });

  it("replaces the session the browser already had", async () => {
    const { p, secret, recoveryCodes } = await withTwoFactor();
    const pendingRes = await loginWithPassword(p, p.cookie);
    expect(pendingRes.json()).toEqual({ twoFactorRequired: true });
    // Signing in again starts from nothing: the old session is gone already.
    expect(await isSignedIn(p.cookie)).toBe(false);
    const pending = pendingCookieFrom(pendingRes.headers["set-cookie"]);

    // In the same browser, someone else's session (say, one planted there) is replaced too.
    const planted = await secondStep(await startSignIn(p), { recoveryCode: recoveryCodes[0] });
    const otherSession = sessionCookieFrom(planted.headers["set-cookie"]);
    const res = await secondStep(`${pending}; ${otherSession}`, { code: codeFor(secret, 1) });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookieFrom(res.headers["set-cookie"]);
    expect(fresh).not.toBe(otherSession);
    expect(await isSignedIn(otherSession)).toBe(false);
    expect(await isSignedIn(fresh)).toBe(true);
  });
});

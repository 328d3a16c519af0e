/**
 * What the two-factor tests share: one app per test file (three failed passwords before the limit),
 * real timers again after each test, the codes an authenticator app would show, the two sign-in steps,
 * and a photographer with two-factor on.
 *
 * `ctx` is a live binding: the hook assigns it here, and every importer reads the current value.
 */
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { base32Decode, hotp, timeStep } from "../../auth/totp.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

export let ctx: TestContext;

/** The hooks every two-factor test file needs: its app, closed at the end, and no fake clock left behind. */
export function setUpTwoFactor() {
  beforeAll(async () => {
    ctx = await createTestContext({ LOGIN_RATE_LIMIT: "3" });
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** What an authenticator app would show for `secret`, `offset` steps from now. */
export const codeFor = (secret: string, offset = 0) =>
  hotp(base32Decode(secret), timeStep(Date.now()) + offset);

export const pendingCookieFrom = (setCookie: string | string[] | undefined): string => {
  const header = Array.isArray(setCookie) ? setCookie.join(";") : (setCookie ?? "");
  const match = /focal_two_factor=([^;]+)/.exec(header);
  if (!match) throw new Error(`no pending sign-in cookie in: ${header}`);
  return `focal_two_factor=${match[1]}`;
};

export const isSignedIn = async (cookie: string) =>
  (await as(ctx, cookie).get("/api/auth/me")).statusCode === 200;

export const loginWithPassword = (p: TestPhotographer, cookie?: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: p.email, password: p.password },
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The password step of a two-factor user: answers the pending sign-in's cookie. */
export async function startSignIn(p: TestPhotographer): Promise<string> {
  const res = await loginWithPassword(p);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  return pendingCookieFrom(res.headers["set-cookie"]);
}

export const secondStep = (cookie: string, body: unknown) =>
  as(ctx, cookie).post("/api/auth/login/two-factor", body);

/** A photographer with two-factor on: their secret and recovery codes. */
export async function withTwoFactor() {
  const p = await createTestPhotographer(ctx);
  const setup = await as(ctx, p.cookie).post("/api/auth/two-factor/setup");
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().secret as string;
  const enabled = await as(ctx, p.cookie).post("/api/auth/two-factor/enable", { code: codeFor(secret) });
  expect(enabled.statusCode).toBe(200);
  return { p, secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

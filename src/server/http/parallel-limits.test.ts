/**
 * Every guessing and flooding limit holds when the guesses arrive all at once: 300 parallel requests
 * (and, for the two-factor doors, the right answer sent 301st), of which no more than the limit may
 * be tried. A request counts as tried unless it was answered 429 (the pending sign-in also answers
 * "expired" once a 429 has dropped it: those were not tried either). PostgreSQL only: the embedded
 * database runs one statement at a time and would hide the race.
 */
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_MESSAGES as MESSAGES } from "../../shared/two-factor.js";
import { base32Decode, hotp, timeStep } from "../auth/totp.js";
import { sessions, twoFactorSecrets, users } from "../db/schema/index.js";
import { LEAD_LIMITS } from "../features/widget/widget.service.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { testDbKind } from "../test/databases.js";
import { sessionCookieFrom, type TestPhotographer } from "../test/factories.js";
import { as } from "../test/http.js";
import { dateAhead, setEveryDayHours, slotAt, validBooking } from "../test/scheduling-fixtures.js";

type Response = Awaited<ReturnType<TestContext["app"]["inject"]>>;

const BURST = 300;
/** Above CODE_LIMIT, so that turning two-factor off reaches the code limit past the password step. */
const LOGIN_LIMIT = 6;
const REGISTER_LIMIT = 3;
const PUBLIC_LIMIT = 2;
const CODE_LIMIT = 5;
const PASSWORD = "correct horse battery";

/** One burst: the i-th request, which answers count as tried, and what to check afterwards. */
interface Burst {
  send(i: number): Promise<Response>;
  tried?(res: Response): boolean;
  /** The right answer, sent after the others in the same burst: the limit must stop it too. */
  right?(): Promise<Response>;
  after?(right: Response | undefined): Promise<void>;
}

interface LimiterCase {
  name: string;
  limit: number;
  prepare(): Promise<Burst>;
}

describe.runIf(testDbKind() === "postgres")("limits under parallel requests", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      REGISTER_RATE_LIMIT: String(REGISTER_LIMIT),
      PUBLIC_RATE_LIMIT: String(PUBLIC_LIMIT),
    });
  });
  afterAll(() => ctx?.close());

  let studios = 0;
  /** A signed-in photographer, signed up from an address of its own (sign-ups are limited per address). */
  async function newStudio(): Promise<TestPhotographer> {
    studios += 1;
    const email = `burst-${studios}-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { businessName: `Burst Studio ${studios}`, email, password: PASSWORD },
      headers: { "x-forwarded-for": `198.18.1.${studios}` },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: PASSWORD },
      headers: { "x-forwarded-for": `198.18.1.${studios}` },
    });
    expect(login.statusCode, login.body).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    return {
      email,
      password: PASSWORD,
      photographerId: user!.photographerId,
      userId: user!.id,
      cookie: sessionCookieFrom(login.headers["set-cookie"]),
    };
  }

  /** What an authenticator app shows `offset` steps from now. */
  const codeFor = (secret: string, offset = 0) => hotp(base32Decode(secret), timeStep(Date.now()) + offset);

  /** Six-digit codes that are right at no step near now. */
  const wrongCodes = (secret: string) => {
    const near = new Set([-2, -1, 0, 1, 2].map((offset) => codeFor(secret, offset)));
    return Array.from({ length: BURST + near.size }, (_, i) => String(100000 + i * 7)).filter(
      (code) => !near.has(code),
    );
  };

  async function withPendingSecret() {
    const p = await newStudio();
    const setup = await as(ctx, p.cookie).post("/api/auth/two-factor/setup");
    expect(setup.statusCode).toBe(200);
    return { p, secret: setup.json().secret as string };
  }

  async function withTwoFactor() {
    const { p, secret } = await withPendingSecret();
    const enabled = await as(ctx, p.cookie).post("/api/auth/two-factor/enable", { code: codeFor(secret) });
    expect(enabled.statusCode).toBe(200);
    return { p, secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
  }

  async function pendingSignIn(p: TestPhotographer): Promise<string> {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: p.email, password: p.password },
    });
    expect(res.json()).toEqual({ twoFactorRequired: true });
    const match = /focal_two_factor=([^;]+)/.exec(String(res.headers["set-cookie"]));
    return `focal_two_factor=${match![1]}`;
  }

  const sessionsOf = async (userId: string) =>
    (await ctx.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

  const isEnabled = async (userId: string) =>
    (
      await ctx.database.db
        .select({ enabledAt: twoFactorSecrets.enabledAt })
        .from(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, userId))
    )[0]?.enabledAt != null;

  /** The second sign-in step: tried when it signed in or was told the code was wrong. */
  async function secondStepBurst(field: "code" | "recoveryCode"): Promise<Burst> {
    const { p, secret, recoveryCodes } = await withTwoFactor();
    const pending = await pendingSignIn(p);
    const before = await sessionsOf(p.userId);
    const wrong =
      field === "code"
        ? wrongCodes(secret)
        : Array.from({ length: BURST }, (_, i) => `zzzz-zzzz-${String(i).padStart(3, "0")}`);
    const right = field === "code" ? codeFor(secret, 1) : recoveryCodes[0]!;
    const post = (value: string) => as(ctx, pending).post("/api/auth/login/two-factor", { [field]: value });
    return {
      send: (i) => post(wrong[i]!),
      tried: (res) => res.statusCode !== 429 && res.json().message !== MESSAGES.expired,
      right: () => post(right),
      after: async (rightAnswer) => {
        expect(rightAnswer!.statusCode).not.toBe(200);
        expect(await sessionsOf(p.userId)).toBe(before);
        // The user's tries are spent: a new pending sign-in cannot use the right answer either.
        const again = await as(ctx, await pendingSignIn(p)).post("/api/auth/login/two-factor", {
          [field]: right,
        });
        expect(again.statusCode).toBe(429);
      },
    };
  }

  const cases: LimiterCase[] = [
    {
      name: "two-factor code at the pending sign-in",
      limit: CODE_LIMIT,
      prepare: () => secondStepBurst("code"),
    },
    {
      name: "recovery code at the pending sign-in",
      limit: CODE_LIMIT,
      prepare: () => secondStepBurst("recoveryCode"),
    },
    {
      name: "two-factor code when turning it on",
      limit: CODE_LIMIT,
      async prepare() {
        const { p, secret } = await withPendingSecret();
        const wrong = wrongCodes(secret);
        const enable = (code: string) => as(ctx, p.cookie).post("/api/auth/two-factor/enable", { code });
        return {
          send: (i) => enable(wrong[i]!),
          right: () => enable(codeFor(secret)),
          after: async (right) => {
            expect(right!.statusCode).toBe(429);
            expect(await isEnabled(p.userId)).toBe(false);
          },
        };
      },
    },
    {
      name: "two-factor code when turning it off",
      limit: CODE_LIMIT,
      async prepare() {
        const { p, secret } = await withTwoFactor();
        const wrong = wrongCodes(secret);
        const disable = (code: string) =>
          as(ctx, p.cookie).post("/api/auth/two-factor/disable", { password: p.password, code });
        return {
          send: (i) => disable(wrong[i]!),
          right: () => disable(codeFor(secret, 1)),
          after: async (right) => {
            expect(right!.statusCode).toBe(429);
            expect(await isEnabled(p.userId)).toBe(true);
          },
        };
      },
    },
    {
      name: "password re-check for new recovery codes",
      limit: LOGIN_LIMIT,
      async prepare() {
        const { p } = await withTwoFactor();
        const regenerate = (password: string) =>
          as(ctx, p.cookie).post("/api/auth/two-factor/recovery-codes", { password });
        return {
          send: (i) => regenerate(`wrong-guess-${i}`),
          right: () => regenerate(p.password),
          after: async (right) => expect(right!.statusCode).toBe(429),
        };
      },
    },
    {
      name: "wrong current password on change-password",
      limit: LOGIN_LIMIT,
      async prepare() {
        const p = await newStudio();
        const change = (currentPassword: string) =>
          as(ctx, p.cookie).post("/api/auth/change-password", {
            currentPassword,
            newPassword: "an entirely new passphrase",
          });
        return {
          send: (i) => change(`wrong-guess-${i}`),
          right: () => change(p.password),
          after: async (right) => expect(right!.statusCode).toBe(429),
        };
      },
    },
    {
      name: "sign-in per e-mail (from many addresses)",
      limit: LOGIN_LIMIT,
      async prepare() {
        const p = await newStudio();
        const login = (password: string, i: number) =>
          ctx.app.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { email: p.email, password },
            headers: { "x-forwarded-for": `10.77.${Math.floor(i / 250)}.${i % 250}` },
          });
        return {
          send: (i) => login(`wrong-guess-${i}`, i),
          right: () => login(p.password, BURST),
          after: async (right) => expect(right!.statusCode).toBe(429),
        };
      },
    },
    {
      name: "sign-in per address (many e-mails)",
      limit: LOGIN_LIMIT * 5,
      async prepare() {
        const tag = randomUUID().slice(0, 8);
        return {
          send: (i) =>
            ctx.app.inject({
              method: "POST",
              url: "/api/auth/login",
              payload: { email: `spray-${tag}-${i}@example.com`, password: `wrong-guess-${i}` },
              headers: { "x-forwarded-for": "10.78.0.1" },
            }),
        };
      },
    },
    {
      name: "sign-ups per address",
      limit: REGISTER_LIMIT,
      async prepare() {
        const tag = randomUUID().slice(0, 8);
        return {
          send: (i) =>
            ctx.app.inject({
              method: "POST",
              url: "/api/auth/register",
              payload: { businessName: "Flood", email: `flood-${tag}-${i}@example.com`, password: PASSWORD },
              headers: { "x-forwarded-for": "10.79.0.1" },
            }),
        };
      },
    },
    {
      name: "portal login links sent to one client",
      limit: PUBLIC_LIMIT,
      async prepare() {
        const p = await newStudio();
        const client = await as(ctx, p.cookie).post("/api/clients", {
          firstName: "Lina",
          lastName: "Burst",
          email: `lina-${randomUUID().slice(0, 8)}@example.com`,
        });
        expect(client.statusCode).toBe(201);
        return {
          send: () => as(ctx, p.cookie).post(`/api/clients/${client.json().id}/send-login-link`, {}),
        };
      },
    },
    {
      name: "portal login-link exchanges per address",
      limit: PUBLIC_LIMIT,
      async prepare() {
        return {
          send: (i) =>
            ctx.app.inject({
              method: "POST",
              url: "/api/client-portal/login",
              headers: { "x-forwarded-for": "10.80.0.1" },
              payload: { token: `a-token-nobody-was-given-${String(i).padStart(10, "0")}` },
            }),
        };
      },
    },
    {
      name: "public bookings per visitor",
      limit: PUBLIC_LIMIT,
      async prepare() {
        const p = await newStudio();
        await setEveryDayHours(ctx, p);
        const token = (await as(ctx, p.cookie).get("/api/auth/me")).json().publicToken as string;
        const date = dateAhead(5);
        const hours = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"];
        return {
          send: (i) =>
            ctx.app.inject({
              method: "POST",
              url: `/api/public/booking/calendar/${token}/book/${date}/${slotAt(date, hours[i % hours.length]!)}`,
              headers: { "x-forwarded-for": "10.81.0.1" },
              payload: validBooking(`guest-${i}@example.com`),
            }),
        };
      },
    },
    {
      name: "widget leads per visitor",
      limit: LEAD_LIMITS.perVisitor.limit,
      async prepare() {
        const p = await newStudio();
        const token = (await as(ctx, p.cookie).get("/api/auth/me")).json().publicToken as string;
        return {
          send: (i) =>
            ctx.app.inject({
              method: "POST",
              url: `/api/public/widget/${token}/leads`,
              headers: { "x-forwarded-for": "10.82.0.1", origin: "https://studio-site.example" },
              payload: {
                firstName: "Sarah",
                lastName: "Johnson",
                email: `sarah-${i}@example.com`,
                eventDate: "2027-06-12",
                projectType: "WEDDING",
                message: "We're getting married in Central Park!",
              },
            }),
        };
      },
    },
  ];

  it.each(cases)("$name: at most $limit of 300 parallel requests are tried", async ({ limit, prepare }) => {
    const burst = await prepare();
    const tried = burst.tried ?? ((res: Response) => res.statusCode !== 429);
    const answers = await Promise.all([
      ...Array.from({ length: BURST }, (_, i) => burst.send(i)),
      burst.right?.(),
    ]);
    const rightAnswer = burst.right ? answers.pop() : undefined;
    const all = answers.filter((res): res is Response => res !== undefined);
    expect(all).toHaveLength(BURST);
    for (const res of all) expect(res.statusCode, res.body).toBeLessThan(500);
    // Every refusal says when to come back.
    for (const res of all.filter((r) => r.statusCode === 429)) {
      expect(Number(res.headers["retry-after"]), res.body).toBeGreaterThan(0);
    }
    const triedCount = all.filter(tried).length;
    expect(triedCount).toBeGreaterThan(0);
    expect(triedCount).toBeLessThanOrEqual(limit);
    await burst.after?.(rightAnswer);
  });
});

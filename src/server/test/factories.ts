/**
 * Factories build real rows through the real API, so tests exercise the same paths users do.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../db/schema/index.js";
import type { TestContext } from "./context.js";

export interface TestPhotographer {
  email: string;
  password: string;
  photographerId: string;
  userId: string;
  /** The Cookie header of a signed-in session. */
  cookie: string;
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join(";") : (setCookie ?? "");
  const match = /focal_session=([^;]+)/.exec(header);
  if (!match) throw new Error(`no session cookie in: ${header}`);
  return `focal_session=${match[1]}`;
}

export async function createTestPhotographer(
  ctx: TestContext,
  overrides: { businessName?: string; email?: string; password?: string } = {},
): Promise<TestPhotographer> {
  const email = overrides.email ?? `p-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? "correct horse battery";
  const registered = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { businessName: overrides.businessName ?? "Test Studio", email, password },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return {
    email,
    password,
    photographerId: user!.photographerId,
    userId: user!.id,
    cookie: sessionCookieFrom(login.headers["set-cookie"]),
  };
}

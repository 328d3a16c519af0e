import type { FastifyReply, FastifyRequest } from "fastify";
import { loginInputSchema, registerInputSchema } from "../../../shared/auth.js";
import { changePasswordInputSchema } from "../../../shared/photographer.js";
import { SESSION_COOKIE } from "../../auth/sessions.js";
import { unauthorized } from "../../http/errors.js";
import type { App } from "../../http/types.js";
import type { AuthService } from "./auth.service.js";

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires,
  });
}

/** The signed-in user and the token of this very session (the guard has checked both). */
function sessionOf(request: FastifyRequest): { userId: string; token: string } {
  const token = request.cookies[SESSION_COOKIE];
  if (!request.user || !token) throw unauthorized();
  return { userId: request.user.id, token };
}

export function registerAuthRoutes(app: App, auth: AuthService): void {
  const publicRoute = { access: "public" as const };

  app.post(
    "/api/auth/register",
    { schema: { body: registerInputSchema }, config: publicRoute },
    async (request, reply) => {
      await auth.register(request.body);
      return reply.status(201).send({ message: "Account created. Please sign in." });
    },
  );

  app.post(
    "/api/auth/login",
    { schema: { body: loginInputSchema }, config: publicRoute },
    async (request, reply) => {
      const { session, user } = await auth.login(request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return user;
    },
  );

  app.post("/api/auth/logout", { config: publicRoute }, async (request, reply) => {
    await auth.logout(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { ok: true };
  });

  app.get("/api/auth/me", { config: publicRoute }, async (request) => {
    if (!request.user) throw unauthorized();
    return request.user;
  });

  // Settings > Security: the signed-in photographer's password and browsers.
  app.post(
    "/api/auth/change-password",
    { schema: { body: changePasswordInputSchema } },
    async (request, reply) => {
      const { userId, token } = sessionOf(request);
      const { session, revoked } = await auth.changePassword(userId, token, request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { message: "Password changed", revoked };
    },
  );

  app.get("/api/auth/sessions", async (request) => {
    const { userId, token } = sessionOf(request);
    return auth.listSessions(userId, token);
  });

  app.post("/api/auth/sessions/revoke-others", async (request) => {
    const { userId, token } = sessionOf(request);
    return auth.revokeOtherSessions(userId, token);
  });
}

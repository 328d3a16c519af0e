import type { FastifyRequest } from "fastify";
import { loginInputSchema, registerInputSchema } from "../../../shared/auth.js";
import { changePasswordInputSchema } from "../../../shared/photographer-security.js";
import { TWO_FACTOR_MESSAGES, twoFactorLoginInputSchema } from "../../../shared/two-factor.js";
import { SESSION_COOKIE } from "../../auth/sessions.js";
import { HttpError, unauthorized } from "../../http/errors.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import {
  loginResponse,
  okResponse,
  passwordChangedResponse,
  revokedResponse,
  sessionsResponse,
  sessionUserResponse,
} from "./auth.responses.js";
import type { AuthService, LoginMeta } from "./auth.service.js";
import {
  clearTwoFactorCookie,
  setSessionCookie,
  setTwoFactorCookie,
  TWO_FACTOR_COOKIE,
} from "./auth-cookies.js";
import { registerTwoFactorRoutes } from "./two-factor.routes.js";

const EXPIRED = TWO_FACTOR_MESSAGES.expired;

/** Where the sign-in comes from, and the session cookie it replaces (see startSession). */
function loginMeta(request: FastifyRequest): LoginMeta {
  return {
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    replacingToken: request.cookies[SESSION_COOKIE],
  };
}

/** The signed-in user and the token of this very session (the guard has checked both). */
function sessionOf(request: FastifyRequest): { userId: string; token: string } {
  const token = request.cookies[SESSION_COOKIE];
  if (!request.user || !token) throw unauthorized();
  return { userId: request.user.id, token };
}

export function registerAuthRoutes(app: App, auth: AuthService): void {
  const tags = ["auth"];
  const publicRoute = { access: "public" as const };

  app.post(
    "/api/auth/register",
    {
      schema: {
        summary: "Create a studio account",
        tags,
        security: [],
        body: registerInputSchema,
        response: { 201: messageResponse },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      await auth.register(request.body, request.ip);
      return reply.status(201).send({ message: "Account created. Please sign in." });
    },
  );

  app.post(
    "/api/auth/login",
    {
      schema: {
        summary: "Sign in (sets the session cookie)",
        tags,
        security: [],
        body: loginInputSchema,
        response: { 200: loginResponse },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const outcome = await auth.login(request.body, loginMeta(request));
      if (outcome.kind === "two-factor") {
        if (request.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, { path: "/" });
        setTwoFactorCookie(request, reply, outcome.challenge.token, outcome.challenge.expiresAt);
        return { twoFactorRequired: true as const };
      }
      setSessionCookie(request, reply, outcome.session.token, outcome.session.expiresAt);
      return outcome.user;
    },
  );

  app.post(
    "/api/auth/login/two-factor",
    {
      schema: {
        summary: "Finish a sign-in with a two-factor or recovery code",
        tags,
        security: [],
        body: twoFactorLoginInputSchema,
        response: { 200: sessionUserResponse },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      try {
        const { session, user } = await auth.completeTwoFactorLogin(
          request.cookies[TWO_FACTOR_COOKIE],
          request.body,
          loginMeta(request),
        );
        clearTwoFactorCookie(reply);
        setSessionCookie(request, reply, session.token, session.expiresAt);
        return user;
      } catch (error) {
        // A pending sign-in that expired or ran out of tries is gone: so is its cookie.
        const isWrongCode =
          error instanceof HttpError && error.statusCode === 401 && error.message !== EXPIRED;
        if (!isWrongCode) clearTwoFactorCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    "/api/auth/logout",
    {
      schema: { summary: "Sign out", tags, security: [], response: { 200: okResponse } },
      config: publicRoute,
    },
    async (request, reply) => {
      await auth.logout(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { ok: true };
    },
  );

  app.get(
    "/api/auth/me",
    {
      schema: { summary: "Who is signed in", tags, response: { 200: sessionUserResponse } },
      config: publicRoute,
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return request.user;
    },
  );

  // Settings > Security: the signed-in photographer's password and browsers.
  app.post(
    "/api/auth/change-password",
    {
      schema: {
        summary: "Change the password (other sessions end)",
        tags,
        body: changePasswordInputSchema,
        response: { 200: passwordChangedResponse },
      },
    },
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

  app.get(
    "/api/auth/sessions",
    { schema: { summary: "The signed-in browsers", tags, response: { 200: sessionsResponse } } },
    async (request) => {
      const { userId, token } = sessionOf(request);
      return auth.listSessions(userId, token);
    },
  );

  app.post(
    "/api/auth/sessions/revoke-others",
    { schema: { summary: "Sign out every other browser", tags, response: { 200: revokedResponse } } },
    async (request) => {
      const { userId, token } = sessionOf(request);
      return auth.revokeOtherSessions(userId, token);
    },
  );

  registerTwoFactorRoutes(app, auth.twoFactor);
}

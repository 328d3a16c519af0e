/**
 * The two cookies of signing in: the session, and the short-lived pending sign-in that waits for a
 * two-factor code. Both httpOnly and SameSite=Lax, Secure over HTTPS. The pending one is only ever
 * sent to the sign-in endpoints.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../../auth/sessions.js";

export const TWO_FACTOR_COOKIE = "focal_two_factor";
const TWO_FACTOR_COOKIE_PATH = "/api/auth/login";

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires,
  });
}

export function setTwoFactorCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
) {
  reply.setCookie(TWO_FACTOR_COOKIE, token, {
    path: TWO_FACTOR_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires,
    maxAge: Math.max(0, Math.round((expires.getTime() - Date.now()) / 1000)),
  });
}

export function clearTwoFactorCookie(reply: FastifyReply) {
  reply.clearCookie(TWO_FACTOR_COOKIE, { path: TWO_FACTOR_COOKIE_PATH });
}

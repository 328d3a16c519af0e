import { z } from "zod";
import { photographerIdOf } from "../../auth/guard.js";
import { SESSION_COOKIE } from "../../auth/sessions.js";
import type { RequestLimit } from "../../http/address-limit.js";
import { unauthorized } from "../../http/errors.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import { portalLoginResponse, portalViewResponse, sendLoginLinkResponse } from "./portal.responses.js";
import type { PortalService } from "./portal.service.js";

const loginBody = z.object({ token: z.string({ error: "A login token is required" }).min(1).max(200) });

export interface PortalLimits {
  /** Login links a studio sends one client: each is an e-mail in the client's inbox. */
  send: RequestLimit;
  /** Link exchanges per address: tokens are unguessable, and this keeps anyone from trying. */
  exchange: RequestLimit;
}

export function registerPortalRoutes(app: App, portal: PortalService, limits: PortalLimits): void {
  const tags = ["portal"];
  app.post(
    "/api/clients/:id/send-login-link",
    {
      schema: {
        summary: "E-mail a client a portal sign-in link",
        tags,
        params: uuidParams("Client not found"),
        response: { 200: sendLoginLinkResponse },
      },
      preHandler: limits.send,
    },
    async (request) => portal.sendLoginLink(photographerIdOf(request), request.params.id),
  );

  app.post(
    "/api/client-portal/login",
    {
      schema: {
        summary: "A client signs in with a portal link's token",
        tags,
        security: [],
        body: loginBody,
        response: { 200: portalLoginResponse },
      },
      config: { access: "public" },
      onRequest: limits.exchange,
    },
    async (request, reply) => {
      const session = await portal.exchangeToken(request.body.token, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      reply.setCookie(SESSION_COOKIE, session.token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: request.protocol === "https",
        expires: session.expiresAt,
      });
      return { ok: true, studio: session.studio };
    },
  );

  app.get(
    "/api/client-portal",
    {
      config: { access: "client" },
      schema: { summary: "The signed-in client's portal", tags, response: { 200: portalViewResponse } },
    },
    async (request) => {
      const user = request.user;
      if (!user?.clientId) throw unauthorized();
      return portal.view(user.photographerId, user.clientId);
    },
  );
}

import { API_TOKEN_MESSAGES, apiTokenInputSchema } from "../../../shared/api-tokens.js";
import { photographerIdOf } from "../../auth/guard.js";
import { unauthorized } from "../../http/errors.js";
import { uuidParams } from "../../http/params.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { apiTokenListResponse, createdApiTokenResponse } from "./api-tokens.responses.js";
import type { ApiTokensService } from "./api-tokens.service.js";

const params = uuidParams(API_TOKEN_MESSAGES.notFound);
const tags = ["api-tokens"];
/** Managed with a session only: a leaked token must not be able to mint more tokens or keep itself alive. */
const config = { bearer: false };
const refusals = { 401: messageResponse, 403: messageResponse };

export function registerApiTokenRoutes(app: App, service: ApiTokensService): void {
  app.get(
    "/api/api-tokens",
    {
      config,
      schema: {
        summary: "List the studio's API tokens",
        tags,
        response: { 200: apiTokenListResponse, ...refusals },
      },
    },
    async (request) => service.list(photographerIdOf(request)),
  );
  app.post(
    "/api/api-tokens",
    {
      config,
      schema: {
        summary: "Create an API token (the token is in this answer only)",
        tags,
        body: apiTokenInputSchema,
        response: { 201: createdApiTokenResponse, 400: messageResponse, 409: messageResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = request.user?.id;
      if (!userId) throw unauthorized();
      return reply.status(201).send(await service.create(photographerIdOf(request), userId, request.body));
    },
  );
  app.delete(
    "/api/api-tokens/:id",
    {
      config,
      schema: {
        summary: "Revoke an API token",
        tags,
        params,
        response: { 200: messageResponse, 404: messageResponse, ...refusals },
      },
    },
    async (request) => {
      await service.revoke(photographerIdOf(request), request.params.id);
      return { message: API_TOKEN_MESSAGES.revoked };
    },
  );
}

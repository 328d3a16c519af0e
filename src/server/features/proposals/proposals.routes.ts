import { z } from "zod";
import { proposalInputSchema, proposalListQuerySchema } from "../../../shared/proposals.js";
import { signProposalInputSchema } from "../../../shared/public-proposals.js";
import { photographerIdOf } from "../../auth/guard.js";
import { SESSION_COOKIE } from "../../auth/sessions.js";
import { uuidParams } from "../../http/params.js";
import { preSerialized } from "../../http/pre-serialized.js";
import { cached } from "../../http/read-cache.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import {
  proposalDetailResponse,
  proposalListResponse,
  proposalResponse,
  proposalRowsResponse,
  publicProposalResponse,
  sendProposalResponse,
  updatedProposalResponse,
} from "./proposals.responses.js";
import type { ProposalsService } from "./proposals.service.js";
import type { PublicProposalsService } from "./public-proposals.service.js";

const params = uuidParams("Proposal not found");
const clientParams = uuidParams("Client not found");
const tokenParams = z.object({ token: z.string().min(10).max(200) });

export function registerProposalRoutes(
  app: App,
  service: ProposalsService,
  publicProposals: PublicProposalsService,
): void {
  app.get(
    "/api/proposals",
    {
      schema: {
        summary: "List proposals (all, or one page with limit)",
        tags: ["proposals"],
        response: { 200: proposalListResponse },
        querystring: proposalListQuerySchema,
      },
      config: cached,
    },
    async (request, reply) => {
      const { limit, cursor, search, archived } = request.query;
      // With `limit`, one page ({ items, nextCursor }); without it, the whole list as it always was.
      const json =
        limit === undefined
          ? await service.listJson(photographerIdOf(request), archived)
          : await service.pageJson(photographerIdOf(request), { limit, cursor, search, archived });
      return reply.type("application/json").send(preSerialized(json));
    },
  );
  app.get(
    "/api/proposals/:id",
    {
      schema: {
        summary: "Get a proposal with its payment plan",
        tags: ["proposals"],
        response: { 200: proposalDetailResponse },
        params,
      },
      config: cached,
    },
    async (request, reply) =>
      reply
        .type("application/json")
        .send(preSerialized(await service.getJson(photographerIdOf(request), request.params.id))),
  );
  app.post(
    "/api/proposals",
    {
      schema: {
        summary: "Create a proposal",
        tags: ["proposals"],
        response: { 201: proposalResponse },
        body: proposalInputSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(photographerIdOf(request), request.body)),
  );
  app.put(
    "/api/proposals/:id",
    {
      schema: {
        summary: "Replace a proposal",
        tags: ["proposals"],
        response: { 200: updatedProposalResponse },
        params,
        body: proposalInputSchema,
      },
    },
    async (request) => service.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.post(
    "/api/proposals/:id/send",
    {
      schema: {
        summary: "E-mail a proposal to its client",
        tags: ["proposals"],
        response: { 200: sendProposalResponse },
        params,
      },
    },
    async (request) =>
      service.send(photographerIdOf(request), request.params.id, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      }),
  );
  // Archived proposals leave the list (GET /api/proposals?archived=true shows them) and keep the rest.
  app.post(
    "/api/proposals/:id/archive",
    {
      schema: {
        summary: "Archive a proposal",
        tags: ["proposals"],
        response: { 200: proposalResponse },
        params,
      },
    },
    async (request) => service.archive(photographerIdOf(request), request.params.id),
  );
  app.post(
    "/api/proposals/:id/unarchive",
    {
      schema: {
        summary: "Unarchive a proposal",
        tags: ["proposals"],
        response: { 200: proposalResponse },
        params,
      },
    },
    async (request) => service.unarchive(photographerIdOf(request), request.params.id),
  );
  app.delete(
    "/api/proposals/:id",
    {
      schema: {
        summary: "Delete a proposal",
        tags: ["proposals"],
        response: { 200: messageResponse },
        params,
      },
    },
    async (request) => {
      await service.remove(photographerIdOf(request), request.params.id);
      return { message: "Proposal deleted" };
    },
  );

  // The client page's list: short rows, newest first.
  app.get(
    "/api/proposals/client/:id",
    {
      schema: {
        summary: "A client's proposals",
        tags: ["proposals"],
        response: { 200: proposalRowsResponse },
        params: clientParams,
      },
    },
    async (request) => service.listForClient(photographerIdOf(request), request.params.id),
  );

  app.get(
    "/api/public/proposals/:token",
    {
      schema: {
        summary: "The client's proposal page",
        tags: ["proposals"],
        response: { 200: publicProposalResponse },
        params: tokenParams,
      },
      config: { access: "public" },
    },
    // The session cookie, if any, tells the studio checking its own link from the client opening it.
    async (request) =>
      publicProposals.open(request.params.token, request.cookies[SESSION_COOKIE], {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      }),
  );
  app.post(
    "/api/public/proposals/:token/sign",
    {
      schema: {
        summary: "Sign a proposal (the client)",
        tags: ["proposals"],
        response: { 200: publicProposalResponse },
        params: tokenParams,
        body: signProposalInputSchema,
      },
      config: { access: "public" },
    },
    async (request) =>
      publicProposals.sign(request.params.token, request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      }),
  );
}

import { z } from "zod";
import { photographerIdOf } from "../../auth/guard.js";
import { withIgnoredFormBody } from "../../http/form-post.js";
import type { App } from "../../http/types.js";
import {
  dataExportListResponse,
  dataExportResponse,
  errorResponse,
  exportDownloadResponse,
  exportLinkInfoResponse,
} from "./exports.responses.js";
import type { ExportsService } from "./exports.service.js";

const tokenParams = z.object({ token: z.string().min(1).max(200) });

export function registerExportRoutes(app: App, service: ExportsService): void {
  app.post(
    "/api/export",
    {
      schema: {
        summary: "Export all of the studio's data",
        description:
          "Starts building a zip of the studio's data; the photographer is e-mailed a one-time link.",
        tags: ["exports"],
        response: { 202: dataExportResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.start(photographerIdOf(request), request.user?.id ?? null)),
  );
  // Not also GET /api/export: "/api/clients/../export" would normalise onto it and answer 200.
  app.get(
    "/api/exports",
    {
      schema: {
        summary: "List the studio's data exports",
        tags: ["exports"],
        response: { 200: dataExportListResponse },
      },
    },
    async (request) => service.list(photographerIdOf(request)),
  );
  // The e-mailed link's page reads this: the token is the capability, and reading uses nothing up.
  app.get(
    "/api/public/exports/:token",
    {
      config: { access: "public" },
      schema: {
        summary: "What a data export link holds",
        tags: ["exports"],
        params: tokenParams,
        response: { 200: exportLinkInfoResponse, 404: errorResponse, 410: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.linkInfo(request.params.token);
    },
  );
  // The download itself, once: a POST (the page's form), so that no link follower can use it up.
  withIgnoredFormBody(app, (scope) => {
    scope.post(
      "/api/public/exports/:token/download",
      {
        config: { access: "public" },
        schema: {
          summary: "Download a data export (once)",
          tags: ["exports"],
          params: tokenParams,
          response: { 200: exportDownloadResponse, 404: errorResponse, 410: errorResponse },
        },
      },
      async (request, reply) => {
        const file = await service.download(request.params.token);
        if (file.sizeBytes !== null) reply.header("content-length", String(file.sizeBytes));
        return (
          reply
            .type("application/zip")
            .header("content-disposition", `attachment; filename="${file.fileName}"`)
            .header("cache-control", "no-store")
            // The schema documents the bytes as a string; Fastify pipes the stream itself.
            .send(file.stream as unknown as string)
        );
      },
    );
  });
}

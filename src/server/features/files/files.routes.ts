/**
 * POST /api/files (the studio), POST /api/client-portal/files (a signed-in client): one file as
 * multipart/form-data, part `file`. GET /api/files/:id: the bytes, to the studio or to a client allowed
 * to see them, always as a download with the type we sniffed, never rendered in our origin.
 */
import type { FastifyError, FastifyRequest } from "fastify";
import { z } from "zod";
import { FILE_MISSING, FILE_NOT_FOUND, FILE_TOO_LARGE, MAX_FILE_BYTES } from "../../../shared/files.js";
import { photographerIdOf } from "../../auth/guard.js";
import { badRequest, HttpError, unauthorized } from "../../http/errors.js";
import { boundaryOf, MultipartError, type MultipartPart, parseMultipart } from "../../http/multipart.js";
import { uuidParams } from "../../http/params.js";
import { noContentResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import {
  clientFileResponse,
  fileBytesResponse,
  fileViewResponse,
  portalFilesResponse,
} from "./files.responses.js";
import { CLIENT_NOT_FOUND, type FilesService, PROJECT_NOT_FOUND } from "./files.service.js";

/** Room for the part headers and the small text parts around the file. */
const HEADER_ROOM = 64 * 1024;
export const UPLOAD_BODY_LIMIT = MAX_FILE_BYTES + HEADER_ROOM;

interface Upload {
  file: MultipartPart;
  fields: Map<string, string>;
}

function readUpload(request: FastifyRequest): Upload {
  const boundary = boundaryOf(request.headers["content-type"]);
  const body = request.body;
  if (!boundary || !Buffer.isBuffer(body)) throw badRequest(FILE_MISSING);
  let parts: MultipartPart[];
  try {
    parts = parseMultipart(body, boundary);
  } catch (error) {
    if (error instanceof MultipartError) throw badRequest(`${FILE_MISSING} (${error.message})`);
    throw error;
  }
  const files = parts.filter((p) => p.name === "file");
  if (files.length !== 1) throw badRequest(FILE_MISSING);
  const fields = new Map<string, string>();
  for (const part of parts) if (part.name !== "file") fields.set(part.name, part.data.toString("utf8"));
  return { file: files[0]!, fields };
}

/** An optional uuid text part: absent or empty is null, anything else must be a uuid or it names nothing. */
function optionalId(fields: Map<string, string>, name: string, notFoundMessage: string): string | null {
  const value = fields.get(name)?.trim();
  if (!value) return null;
  if (!z.uuid().safeParse(value).success) throw new HttpError(404, notFoundMessage);
  return value.toLowerCase();
}

/**
 * `attachment` with both forms of the name: a plain ASCII one for old clients and the exact UTF-8 one
 * (RFC 6266 / 5987). The stored name has no quotes, slashes or control characters already.
 */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const shareBody = z.object({ shared: z.boolean({ error: "Say whether the file is shared" }) });

export function registerFilesRoutes(app: App, files: FilesService): void {
  const tags = ["files"];
  app.register(async (scope) => {
    // The raw body, buffered up to the limit: the multipart reader cuts it into parts.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // Past the body limit Fastify answers "Request body is too large"; say what the limit is instead.
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new HttpError(413, FILE_TOO_LARGE);
      throw error;
    });

    scope.post(
      "/api/files",
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          summary: "Upload a file (multipart/form-data, part `file`; optional clientId, projectId)",
          tags,
          response: { 201: fileViewResponse },
        },
      },
      async (request, reply) => {
        const { file, fields } = readUpload(request);
        const saved = await files.saveStudioUpload({
          photographerId: photographerIdOf(request),
          clientId: optionalId(fields, "clientId", CLIENT_NOT_FOUND),
          projectId: optionalId(fields, "projectId", PROJECT_NOT_FOUND),
          filename: file.filename ?? "",
          bytes: file.data,
        });
        return reply.status(201).send(saved);
      },
    );

    scope.post(
      "/api/client-portal/files",
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        config: { access: "client" },
        schema: {
          summary: "A signed-in client uploads a file (multipart/form-data)",
          tags,
          response: { 201: fileViewResponse },
        },
      },
      async (request, reply) => {
        const user = request.user;
        if (!user?.clientId) throw unauthorized();
        const { file } = readUpload(request);
        const saved = await files.saveFile({
          photographerId: user.photographerId,
          clientId: user.clientId,
          uploadedBy: "CLIENT",
          filename: file.filename ?? "",
          bytes: file.data,
        });
        return reply.status(201).send(saved);
      },
    );
  });

  app.get(
    "/api/files/:id",
    {
      schema: {
        summary: "Download a file",
        tags,
        params: uuidParams(FILE_NOT_FOUND),
        response: { 200: fileBytesResponse },
      },
      config: { access: "any" },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized();
      const viewer =
        user.role === "CLIENT" && user.clientId
          ? { kind: "client" as const, photographerId: user.photographerId, clientId: user.clientId }
          : { kind: "studio" as const, photographerId: user.photographerId };
      const { file, bytes } = await files.download(viewer, request.params.id);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition(file.filename))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

  // The client's Files area: the studio lists, shares and removes; the client sees what is shared.
  app.get(
    "/api/clients/:id/files",
    {
      schema: {
        summary: "A client's files",
        tags,
        params: uuidParams(CLIENT_NOT_FOUND),
        response: { 200: z.array(clientFileResponse) },
      },
    },
    async (request) => files.listForClient(photographerIdOf(request), request.params.id),
  );
  app.put(
    "/api/files/:id/shared",
    {
      schema: {
        summary: "Share a file in the portal, or stop",
        tags,
        params: uuidParams(FILE_NOT_FOUND),
        body: shareBody,
        response: { 200: clientFileResponse },
      },
    },
    async (request) => files.share(photographerIdOf(request), request.params.id, request.body.shared),
  );
  app.delete(
    "/api/files/:id",
    {
      schema: {
        summary: "Delete a file",
        tags,
        params: uuidParams(FILE_NOT_FOUND),
        response: { 204: noContentResponse },
      },
    },
    async (request, reply) => {
      await files.remove(photographerIdOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    "/api/client-portal/files",
    {
      config: { access: "client" },
      schema: {
        summary: "The files shared with the signed-in client",
        tags,
        response: { 200: portalFilesResponse },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user?.clientId) throw unauthorized();
      return files.portalFiles(user.photographerId, user.clientId);
    },
  );
}

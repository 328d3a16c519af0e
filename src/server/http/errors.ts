/**
 * One error handler for the whole API. Bad input is a 4xx with `{ message }` (plus `issues` for
 * schema failures); anything unexpected is logged and answered with a bare 500 that leaks nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isConnectionLoss } from "../db/connect.js";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to the refusal, such as a 429's Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Not signed in") => new HttpError(401, message);
export const forbidden = (message = "Not allowed") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);
/** Over a rate limit: 429 with Retry-After, so that clients and monitors know when to come back. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, {}, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

interface Issue {
  path: string;
  message: string;
}

function issueMessage(issue: Issue): string {
  return issue.message;
}

export const DATABASE_UNAVAILABLE = "The service is briefly unavailable, please try again";

export function registerErrorHandler(
  app: FastifyInstance,
  options: { onUnexpected?: (error: unknown) => void } = {},
): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        path: [v.instancePath.replace(/^\//, "").replaceAll("/", ".")].filter(Boolean).join(""),
        message: v.message ?? "Invalid value",
      }));
      const first = issues[0];
      // A malformed id in the path names no record: that is "not found", like another studio's id.
      const status = error.validationContext === "params" ? 404 : 400;
      return reply.status(status).send({ message: first ? issueMessage(first) : "Invalid request", issues });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "Malformed JSON in request body"
          : error.message;
      return reply.status(status).send({ message, issues: [] });
    }
    if (isConnectionLoss(error)) {
      // The database is restarting or failing over: the pool reconnects by itself, so say "retry".
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("retry-after", "1").send({ message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, "request failed");
    options.onUnexpected?.(error);
    return reply.status(500).send({ message: "Internal Server Error" });
  });
}

/** The JSON 404 for any path no route answers. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found` });
}

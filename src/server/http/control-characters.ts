/**
 * Control characters in request text. PostgreSQL refuses NUL in text and jsonb ("invalid byte sequence
 * for encoding UTF8: 0x00"), so a NUL that reached a query was a 500; the other C0 controls have no place
 * in a name, a note, a token or a search either, and hide text in logs, CSV exports and e-mails. Tab,
 * newline and carriage return are ordinary text (notes, messages, templates) and pass.
 *
 * Two hooks refuse them for every route, before its zod schemas parse the request: every string (and every
 * object key) in the path parameters and the query string (onRequest) and in the body (preValidation),
 * whether or not the route has a schema for that part. The answer is 400 `{ message }` naming the field. A route whose service checks some body
 * fields itself names them in `config.textCheckedByService` (the client import, which refuses one bad row
 * of a batch and imports the others); that service must refuse them itself (`controlCharacterIn`).
 */
import type { FastifyInstance } from "fastify";
import { controlCharacterMessage, hasControlCharacter } from "../../shared/validation.js";
import { HttpError } from "./errors.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Body fields whose text the route's service checks for control characters itself, as dotted paths
     * (`*` is any array index or key): "rows.*.values". Keep it to fields the service really checks.
     */
    textCheckedByService?: string[];
  }
}

type Path = readonly string[];

const matches = (path: Path, pattern: Path) =>
  path.length === pattern.length && pattern.every((part, i) => part === "*" || part === path[i]);

/**
 * Where the first control character in a parsed JSON value (or query/params object) is: the path of the
 * string holding it, or of the object whose key holds it (with `key: true`); null when there is none.
 * Subtrees at one of the `skip` patterns are not looked at.
 */
export function controlCharacterIn(
  value: unknown,
  skip: readonly Path[] = [],
  path: string[] = [],
): { path: string[]; key: boolean } | null {
  if (skip.length > 0 && skip.some((pattern) => matches(path, pattern))) return null;
  if (typeof value === "string") return hasControlCharacter(value) ? { path, key: false } : null;
  if (value === null || typeof value !== "object" || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterIn(value[i], skip, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacter(key)) return { path, key: true };
    const found = controlCharacterIn(item, skip, [...path, key]);
    if (found) return found;
  }
  return null;
}

export type RequestPart = "params" | "querystring" | "body";

/** The refusal for a request part holding a control character (the field and why), or null. */
export function controlCharacterProblem(
  part: RequestPart,
  value: unknown,
  textCheckedByService: readonly string[] = [],
): { path: string; message: string } | null {
  const skip = part === "body" ? textCheckedByService.map((pattern) => pattern.split(".")) : [];
  const found = controlCharacterIn(value, skip);
  if (!found) return null;
  const path = found.path.join(".");
  const field = path || WHOLE[part];
  return {
    path,
    message: found.key
      ? `${field} has a field name with a control character`
      : controlCharacterMessage(field),
  };
}

const WHOLE: Record<RequestPart, string> = {
  params: "The address",
  querystring: "The query string",
  body: "The request body",
};

function refuse(part: RequestPart, value: unknown, checkedByService?: readonly string[]): void {
  const problem = controlCharacterProblem(part, value, checkedByService);
  if (problem) throw new HttpError(400, problem.message, { issues: [problem] });
}

export function registerControlCharacterGuard(app: FastifyInstance): void {
  // The path and query string as soon as the route is known: a route's own onRequest hook (a rate limit
  // keyed by the token in its path) must not take a NUL to the database either.
  app.addHook("onRequest", async (request) => {
    refuse("params", request.params);
    refuse("querystring", request.query);
  });
  // The body once it is parsed, before any schema, route hook or handler sees it.
  app.addHook("preValidation", async (request) => {
    refuse("body", request.body, request.routeOptions.config?.textCheckedByService);
  });
}

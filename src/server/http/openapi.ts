/**
 * The API's OpenAPI 3.1 document, generated from the routes' own zod schemas (params, query, body and
 * the response schemas of http/responses.ts), and the page that reads it. Registered before any route,
 * since @fastify/swagger learns the routes as they are added. Only `/api/*` is described: the SPA, the
 * widget script and the docs page's own files are not part of the API.
 */
import { readFileSync } from "node:fs";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.js";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PREFIX = "/api/docs";

const packageJson = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** One tag per feature folder, in the order a reader meets them. */
const TAGS: [string, string][] = [
  ["system", "Health and this document"],
  ["auth", "Sign-up, sessions, password and two-factor"],
  ["api-tokens", "API tokens for scripts and integrations"],
  ["clients", "Clients and their records"],
  ["files", "Uploaded files"],
  ["portal", "The client portal"],
  ["outbox", "E-mail and SMS sent in development"],
  ["conversations", "Message threads with clients"],
  ["projects", "Projects, stages and tasks"],
  ["packages", "Packages offered in proposals"],
  ["templates", "E-mail templates"],
  ["session-types", "Session types"],
  ["proposals", "Proposals, estimates and their public pages"],
  ["questionnaires", "Questionnaires"],
  ["automations", "Workflow automations"],
  ["drip", "Drip campaigns"],
  ["scheduling", "Availability, bookings and the public booking pages"],
  ["photographer", "The studio's profile and settings"],
  ["reports", "Reports"],
  ["widget", "The lead-capture widget"],
  ["dashboard", "The dashboard"],
  ["tracking", "E-mail open and click tracking"],
  ["documents", "Invoice and receipt PDFs"],
  ["contracts", "Contracts"],
  ["payments", "Payments"],
  ["webhooks", "Webhooks"],
  ["exports", "Data exports"],
];

type JsonSchema = Record<string, unknown>;

/**
 * A non-JSON answer (`fileResponse`) says its media type with `contentMediaType`; the document then
 * lists it under that type instead of application/json.
 */
function fileAnswers(response: unknown): unknown {
  if (!response || typeof response !== "object") return response;
  const out: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response as Record<string, JsonSchema>)) {
    const mediaType = schema?.contentMediaType;
    if (schema?.type === "string" && typeof mediaType === "string") {
      const { description, contentMediaType: _, ...rest } = schema;
      out[status] = { description, content: { [mediaType]: { schema: rest } } };
    } else out[status] = schema;
  }
  return out;
}

const transform: typeof jsonSchemaTransform = (input) => {
  if (
    !input.url.startsWith("/api/") ||
    input.url.startsWith(`${DOCS_PREFIX}/`) ||
    input.url === DOCS_PREFIX
  ) {
    return { schema: { ...input.schema, hide: true }, url: input.url };
  }
  const result = jsonSchemaTransform(input);
  const schema = (result.schema ?? {}) as FastifySchema;
  const security = schema.security ?? securityOf(input.route.config, input.url);
  return { ...result, schema: { ...schema, security, response: fileAnswers(schema.response) } };
};

/**
 * Which credentials a route takes, as the guard decides (auth/guard.ts): nothing on a public route, a
 * session only where a token is refused (the session, two-factor and token routes, the portal).
 */
function securityOf(
  config: { access?: string; bearer?: boolean } | undefined,
  url: string,
): FastifySchema["security"] {
  const access = config?.access ?? "photographer";
  // The session routes are public to the guard but read the session (GET /api/auth/me); those that
  // need none (sign-in, sign-up) say `security: []` themselves.
  if (url.startsWith("/api/auth/")) return [{ session: [] }];
  if (access === "public") return [];
  if (access !== "photographer" || config?.bearer === false) {
    return [{ session: [] }];
  }
  return undefined; // the document's default: a session or a token
}

/** The document's description of the two ways in, shown at the top of the docs page. */
const DESCRIPTION = [
  "Focal's JSON API. Sign in with a session cookie (`focal_session`, from `POST /api/auth/login`), or send",
  "an API token made in Settings as `Authorization: Bearer focal_…`. A read token may call GET routes only;",
  "the session, two-factor and token routes take a session only. Errors answer `{ message }`.",
].join(" ");

export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Focal API", version: packageJson.version, description: DESCRIPTION },
      servers: [{ url: config.publicUrl }],
      tags: TAGS.map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: "focal_session",
            description: "A signed-in session",
          },
          apiToken: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "focal_…",
            description: "An API token (Settings → API tokens)",
          },
        },
      },
      security: [{ session: [] }, { apiToken: [] }],
    },
    transform,
  });

  // Built once, on first request: the routes are all known by then and never change.
  let document: string | undefined;
  app.get(
    OPENAPI_PATH,
    {
      config: { access: "public" },
      schema: {
        summary: "This OpenAPI 3.1 document",
        tags: ["system"],
        security: [],
        response: { 200: z.looseObject({ openapi: z.string() }).describe("The OpenAPI document") },
      },
    },
    async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      return reply.type("application/json").send(document);
    },
  );

  // The page's routes come from the plugin: marked public here, in their own context only. The app's
  // route table heard of each route just before (a parent's hook runs first), so it is told as well.
  await app.register(async (docs) => {
    docs.addHook("onRoute", (route) => {
      route.config = { ...route.config, access: "public" };
      for (const entry of app.routeTable ?? []) if (entry.url === route.url) entry.access = "public";
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { deepLinking: true, tryItOutEnabled: false },
      // No call to validator.swagger.io: the page loads nothing from outside our origin.
      validatorUrl: false,
    });
  });
}

/** `GET /api/health`, registered in app.ts: the database answered, and which kind it is. */
export const healthRoute = {
  summary: "The server and its database are up",
  tags: ["system"],
  security: [],
  response: { 200: z.object({ ok: z.boolean(), database: z.enum(["pglite", "postgres"]) }) },
};

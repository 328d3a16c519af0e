/**
 * A route Twilio calls: a signed form, not JSON. Twilio signs the URL it was given plus every posted field
 * with the account's auth token, so each such route gets a scope of its own that parses forms only, and its
 * handler sees nothing until the signature holds (403 otherwise).
 */
import { parse as parseForm } from "node:querystring";
import type { FastifyReply, FastifySchema } from "fastify";
import twilio from "twilio";
import type { Config } from "../../config.js";
import { forbidden } from "../../http/errors.js";
import type { App } from "../../http/types.js";

export const INVALID_SIGNATURE = "Invalid Twilio signature";

export type FormParams = Record<string, string | string[] | undefined>;

/** The URL Twilio was told to call: the signature covers it, so it is the public address, not the Host header. */
export const twilioUrl = (config: Pick<Config, "publicUrl">, path: string) =>
  `${config.publicUrl.replace(/\/+$/, "")}${path}`;

function signatureHolds(
  config: Pick<Config, "TWILIO_AUTH_TOKEN" | "publicUrl">,
  path: string,
  header: unknown,
  params: FormParams,
) {
  const token = config.TWILIO_AUTH_TOKEN;
  // Without an auth token nothing can be checked, so nothing is believed.
  if (!token || typeof header !== "string" || header === "") return false;
  return twilio.validateRequest(token, header, twilioUrl(config, path), params);
}

/** One posted field as text; a repeated field (an array) is not a value. */
export const formField = (params: FormParams, name: string) => {
  const value = params[name];
  return typeof value === "string" ? value : undefined;
};

export function registerTwilioForm(
  app: App,
  route: {
    path: string;
    /** The largest form accepted, in bytes. */
    limit: number;
    config: Pick<Config, "TWILIO_AUTH_TOKEN" | "publicUrl">;
    handle: (params: FormParams, reply: FastifyReply) => Promise<unknown>;
    /** The route's summary and answers, for the API document. */
    schema: FastifySchema;
  },
): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: route.limit },
      (_request, body, done) => done(null, { ...parseForm(body as string) }),
    );
    // Control characters anywhere are refused (400) by the app-wide guard before this handler runs.
    scope.post(route.path, { config: { access: "public" }, schema: route.schema }, async (request, reply) => {
      const params: FormParams =
        request.body && typeof request.body === "object" ? (request.body as FormParams) : {};
      if (!signatureHolds(route.config, route.path, request.headers["x-twilio-signature"], params)) {
        throw forbidden(INVALID_SIGNATURE);
      }
      return route.handle(params, reply);
    });
  });
}

/**
 * A scope for POST routes that an HTML form submits with nothing to say in its body (one-click
 * unsubscribe, a one-time download button): the urlencoded body, at most 1 KB, is read and ignored,
 * so the route answers the address alone. Scoped, so that no other route starts accepting forms.
 */
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { App } from "./types.js";

export function withIgnoredFormBody(app: App, routes: (scope: App) => void): void {
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    routes(scope);
  });
}

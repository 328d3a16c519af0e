import type { TestContext } from "./context.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A signed-in caller: `as(cookie).post(url, body)` answers Fastify's inject response. */
export function as(ctx: TestContext, cookie: string | null) {
  const call = (method: Method) => (url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: cookie ? { cookie } : {},
    });
  return {
    get: call("GET"),
    post: call("POST"),
    put: call("PUT"),
    patch: call("PATCH"),
    delete: call("DELETE"),
  };
}

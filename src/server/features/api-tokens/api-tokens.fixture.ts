/** What the API token tests share: making a token through the Settings route, and calling with one. */
import { expect } from "vitest";
import type { CreatedApiToken } from "../../../shared/api-tokens.js";
import type { TestContext } from "../../test/context.js";
import type { TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

export async function createToken(
  ctx: TestContext,
  who: TestPhotographer,
  input: { name?: string; scopes?: string[]; expiresAt?: string | null } = {},
): Promise<CreatedApiToken> {
  const res = await as(ctx, who.cookie).post("/api/api-tokens", {
    name: input.name ?? "Zapier",
    scopes: input.scopes ?? ["read"],
    ...(input.expiresAt === undefined ? {} : { expiresAt: input.expiresAt }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedApiToken;
}

type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A request carrying `Authorization: Bearer <token>` (and whatever other headers are given). */
export function withToken(ctx: TestContext, token: string, headers: Record<string, string> = {}) {
  const call = (method: Method) => (url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  return {
    get: call("GET"),
    head: call("HEAD"),
    post: call("POST"),
    put: call("PUT"),
    delete: call("DELETE"),
  };
}

import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage } from "./api";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  it("sends JSON with credentials only when there is a body", async () => {
    const fetchMock = stubFetch(200, "{}");
    await apiRequest("POST", "/api/clients", { firstName: "A" });
    await apiRequest("POST", "/api/auth/logout");
    expect(fetchMock.mock.calls[0]).toEqual([
      "/api/clients",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"firstName":"A"}',
        credentials: "include",
      },
    ]);
    expect(fetchMock.mock.calls[1]).toEqual([
      "/api/auth/logout",
      { method: "POST", headers: {}, body: undefined, credentials: "include" },
    ]);
  });

  it("raises the 'status: body' error, or the status text when the body is empty", async () => {
    stubFetch(401, '{"message":"Invalid email or password"}');
    const error = await apiRequest("POST", "/api/auth/login", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password"}');
    expect(errorMessage(error, "fallback")).toBe("Invalid email or password");

    stubFetch(500, "", "Internal Server Error");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("500: Internal Server Error");
  });

  it("falls back when the body has no message", async () => {
    stubFetch(502, "<html>bad gateway</html>");
    const error = await apiRequest("GET", "/api/x").catch((e: unknown) => e);
    expect(errorMessage(error, "Something went wrong. Please try again.")).toBe(
      "Something went wrong. Please try again.",
    );
  });
});

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ApiToken } from "../../../shared/api-tokens";
import { ApiTokensCard } from "./api-tokens-card";
import { API_TOKENS_QUERY_KEY } from "./use-api-tokens";

function render(tokens: ApiToken[]): string {
  // The app's default fetcher is not here: the answers are set below, and nothing else is asked for.
  const queries = new QueryClient({
    defaultOptions: { queries: { queryFn: () => null, staleTime: Infinity } },
  });
  queries.setQueryData(API_TOKENS_QUERY_KEY, tokens);
  return renderToStaticMarkup(
    <QueryClientProvider client={queries}>
      <ApiTokensCard />
    </QueryClientProvider>,
  );
}

const token = (fields: Partial<ApiToken>): ApiToken => ({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Zapier",
  scopes: ["read"],
  prefix: "focal_Ab12",
  createdAt: "2026-03-02T12:00:00.000Z",
  lastUsedAt: null,
  expiresAt: null,
  ...fields,
});

describe("the API tokens card", () => {
  it("lists each token's name, access, prefix, dates and a revoke button", () => {
    const html = render([
      token({}),
      token({
        id: "00000000-0000-4000-8000-000000000002",
        name: "Backup script",
        scopes: ["read", "write"],
        lastUsedAt: "2026-03-05T12:00:00.000Z",
        expiresAt: "2020-01-01T12:00:00.000Z",
      }),
    ]);
    expect(html).toContain("Zapier");
    expect(html).toContain("Read only");
    expect(html).toContain("focal_Ab12");
    expect(html).toContain("Never used");
    expect(html).toContain("Never expires");
    expect(html).toContain("Backup script");
    expect(html).toContain("Read and write");
    expect(html).toContain("Last used Mar 5, 2026");
    expect(html).toContain("Expired Jan 1, 2020");
    expect(html).toContain('Revoke<span class="sr-only"> Backup script</span>');
    expect(html).toContain("New token");
  });

  it("invites the first token when there is none", () => {
    const html = render([]);
    expect(html).toContain("No API tokens yet");
    expect(html).toContain("New token");
  });
});

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_CHOICES } from "@/features/clients";
import { pagedListKey, pagedListOptions } from "@/hooks/use-paged-list";
import type { ClientDetail, ClientListItem } from "../../../shared/clients";
import { ClientPicker } from "./client-picker";

const ID = "5b0c7a52-8f0e-4d4e-9a53-7d1f0e9c1a01";

function client(id: string, firstName: string, lastName: string): ClientListItem {
  return {
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    phone: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    activeProjectCount: 0,
    unreadCount: 0,
    latestProject: null,
  } as unknown as ClientListItem;
}

/** The picker's first page of choices (no search), as the server sends it. */
const choicesKey = pagedListKey("/api/clients", { search: "" }, CLIENT_CHOICES);

function render(seed: (queries: QueryClient) => void, value = ""): string {
  const queries = new QueryClient({
    // Never answers: a render reads only the seeded data.
    defaultOptions: { queries: { queryFn: () => new Promise<never>(() => {}), staleTime: Infinity } },
  });
  seed(queries);
  return renderToStaticMarkup(
    <QueryClientProvider client={queries}>
      <ClientPicker id="client" value={value} onChange={() => {}} />
    </QueryClientProvider>,
  );
}

const firstPage = (items: ClientListItem[], nextCursor: string | null = null) => ({
  pages: [{ items, nextCursor }],
  pageParams: [null],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ClientPicker", () => {
  it("asks the server for CLIENT_CHOICES clients matching what is typed, never the whole list", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify({ items: [], nextCursor: null }));
      }),
    );
    await new QueryClient().fetchInfiniteQuery(
      pagedListOptions("/api/clients", { search: "ann lee" }, CLIENT_CHOICES),
    );
    expect(CLIENT_CHOICES).toBe(20);
    expect(asked).toEqual(["/api/clients?search=ann+lee&limit=20"]);
  });

  it("names the chosen client from its own record when it is not among the first choices", () => {
    const html = render((queries) => {
      queries.setQueryData(choicesKey, firstPage([client("c-1", "Ana", "Lima")], "next"));
      queries.setQueryData<ClientDetail>(["/api/clients", ID], {
        ...client(ID, "Zoe", "Park"),
        projects: [],
        messageCount: 0,
        proposalCount: 0,
        proposalTotalCents: 0,
      } as unknown as ClientDetail);
    }, ID);
    expect(html).toContain("Zoe Park");
    expect(html).toContain("zoe@example.com");
    expect(html).toContain('role="combobox"');
    expect(html).not.toMatch(/<button[^>]*disabled=""/);
  });

  it("asks to choose while nothing is chosen, and says so when the studio has no client at all", () => {
    expect(
      render((queries) => queries.setQueryData(choicesKey, firstPage([client("c-1", "Ana", "Lima")]))),
    ).toContain("Select a client");
    const none = render((queries) => queries.setQueryData(choicesKey, firstPage([])));
    expect(none).toContain("No clients yet");
    expect(none).toMatch(/<button[^>]*disabled=""/);
  });

  it("waits for the first page before it can be opened", () => {
    const html = render(() => {});
    expect(html).toContain("Loading clients...");
    expect(html).toMatch(/<button[^>]*disabled=""/);
  });
});

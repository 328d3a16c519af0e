import { type InfiniteData, InfiniteQueryObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Page } from "../../shared/paging";
import {
  editPagedLists,
  isPagedListKey,
  LIST_PAGE_SIZE,
  listUrl,
  loadedCount,
  pagedItems,
  pagedListKey,
  pagedListOptions,
} from "./use-paged-list";

interface Row {
  id: string;
}

/** A server of three pages (a, b | c, d | e) that records every address asked for. */
function stubServer() {
  const pages: Record<string, Page<Row>> = {
    "": { items: [{ id: "a" }, { id: "b" }], nextCursor: "c1" },
    c1: { items: [{ id: "c" }, { id: "d" }], nextCursor: "c2" },
    c2: { items: [{ id: "e" }], nextCursor: null },
  };
  const asked: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const cursor = new URL(url, "http://studio.test").searchParams.get("cursor") ?? "";
    const page = pages[cursor];
    return page
      ? new Response(JSON.stringify(page), { status: 200 })
      : new Response(JSON.stringify({ message: "Invalid cursor" }), { status: 400 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return asked;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("listUrl and keys", () => {
  it("leaves blank filters out of the address", () => {
    expect(listUrl("/api/clients", { search: "", archived: undefined, limit: 50 })).toBe(
      "/api/clients?limit=50",
    );
    expect(listUrl("/api/clients", { search: "ann lee", cursor: null })).toBe("/api/clients?search=ann+lee");
    expect(listUrl("/api/clients")).toBe("/api/clients");
  });

  it("keys a paged view under its base path, so a prefix invalidation of the path reaches it", async () => {
    const key = pagedListKey("/api/clients", { search: "ann", archived: undefined });
    expect(key).toEqual(["/api/clients", { search: "ann", limit: LIST_PAGE_SIZE }]);
    expect(isPagedListKey(key, "/api/clients")).toBe(true);
    expect(isPagedListKey(["/api/clients", "some-id"], "/api/clients")).toBe(false);
    expect(isPagedListKey(["/api/clients"], "/api/clients")).toBe(false);

    const queryClient = newClient();
    queryClient.setQueryData(key, { pages: [], pageParams: [] });
    await queryClient.invalidateQueries({ queryKey: ["/api/clients"] });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("says a count is a lower bound while more pages remain", () => {
    expect(loadedCount(50, true)).toBe("50+");
    expect(loadedCount(1234, false)).toBe("1,234");
  });
});

describe("pagedListOptions", () => {
  it("asks for the first page without a cursor, then each next cursor, and stops at a null one", async () => {
    const asked = stubServer();
    const queryClient = newClient();
    const observer = new InfiniteQueryObserver(
      queryClient,
      pagedListOptions<Row>("/api/clients", { search: "a" }),
    );
    const unsubscribe = observer.subscribe(() => {});
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
      expect(pagedItems(observer.getCurrentResult().data).map((row) => row.id)).toEqual(["a", "b"]);
      expect(observer.getCurrentResult().hasNextPage).toBe(true);

      await observer.fetchNextPage();
      await observer.fetchNextPage();
      const result = observer.getCurrentResult();
      // The pages concatenate in order.
      expect(pagedItems(result.data).map((row) => row.id)).toEqual(["a", "b", "c", "d", "e"]);
      expect(result.hasNextPage).toBe(false);

      // Nothing more is asked for after the last page.
      await observer.fetchNextPage();
      expect(asked).toEqual([
        "/api/clients?search=a&limit=50",
        "/api/clients?search=a&limit=50&cursor=c1",
        "/api/clients?search=a&limit=50&cursor=c2",
      ]);
    } finally {
      unsubscribe();
    }
  });

  it("raises the server's refusal as an error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: "limit must be a whole number" }), { status: 400 }),
      ),
    );
    const queryClient = newClient();
    await expect(queryClient.fetchInfiniteQuery(pagedListOptions<Row>("/api/clients"))).rejects.toThrow(
      /400: .*limit must be a whole number/,
    );
  });

  it("asks for the page size it is given", async () => {
    const asked = stubServer();
    await newClient().fetchInfiniteQuery(pagedListOptions<Row>("/api/clients", { search: "ann" }, 20));
    expect(asked).toEqual(["/api/clients?search=ann&limit=20"]);
  });
});

describe("editPagedLists", () => {
  it("edits every loaded page of every paged view of the path, and nothing else", () => {
    const queryClient = newClient();
    const first = pagedListKey("/api/clients", {});
    const searched = pagedListKey("/api/clients", { search: "x" });
    const detail = ["/api/clients", "b"];
    const pages = (...ids: string[][]) => ({
      pages: ids.map((items, i) => ({ items: items.map((id) => ({ id })), nextCursor: `c${i}` })),
      pageParams: [],
    });
    queryClient.setQueryData(first, pages(["a", "b"], ["c", "b2"]));
    queryClient.setQueryData(searched, pages(["b"]));
    queryClient.setQueryData(detail, { id: "b" });

    editPagedLists<Row>(queryClient, "/api/clients", (rows) => rows.filter((row) => row.id !== "b"));

    const rows = (key: readonly unknown[]) =>
      pagedItems(queryClient.getQueryData<InfiniteData<Page<Row>>>(key)).map((row) => row.id);
    expect(rows(first)).toEqual(["a", "c", "b2"]);
    expect(rows(searched)).toEqual([]);
    expect(queryClient.getQueryData(detail)).toEqual({ id: "b" });
  });
});

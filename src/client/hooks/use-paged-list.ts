/**
 * The long lists (clients, projects, proposals) read one page at a time: GET {base}?limit=&cursor= answers
 * a Page of the list's rows, newest first, and the next page starts at its `nextCursor`. The query key is
 * [base, filters], so a write that refreshes [base] (a prefix match) refreshes every paged view of it too,
 * and a key filter like [base, { projectType }] reaches each view of that type.
 */
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
} from "@tanstack/react-query";
import { useMemo } from "react";
import { throwIfResNotOk } from "@/lib/api";
import type { Page } from "../../shared/paging";

/** Rows asked for per page: enough to fill a screen, small enough to stay far below any size budget. */
export const LIST_PAGE_SIZE = 50;

/** A list's filters; blank ones (undefined, null, "") are left out of the key and the address. */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

function cleanParams(params: ListParams): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") clean[name] = value;
  }
  return clean;
}

/** {base}?{params}, the blank ones left out. */
export function listUrl(base: string, params: ListParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(cleanParams(params))) query.set(name, String(value));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** The cache key of one paged view: the base path, then its filters and page size. */
export function pagedListKey(base: string, params: ListParams = {}, pageSize = LIST_PAGE_SIZE) {
  return [base, { ...cleanParams(params), limit: pageSize }] as const;
}

/** Whether a cache key is a paged view (its second segment is the filters, not a record id). */
export function isPagedListKey(queryKey: QueryKey, base: string): boolean {
  const [first, second] = queryKey;
  return first === base && typeof second === "object" && second !== null && "limit" in second;
}

function onlySearchDiffers(a: QueryKey, b: QueryKey): boolean {
  const [baseA, paramsA] = a as [unknown, Record<string, unknown> | undefined];
  const [baseB, paramsB] = b as [unknown, Record<string, unknown> | undefined];
  if (baseA !== baseB || !paramsA || !paramsB) return false;
  const names = new Set([...Object.keys(paramsA), ...Object.keys(paramsB)]);
  names.delete("search");
  return [...names].every((name) => paramsA[name] === paramsB[name]);
}

export function pagedListOptions<T>(base: string, params: ListParams = {}, pageSize = LIST_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: pagedListKey(base, params, pageSize),
    queryFn: async ({ pageParam, signal }): Promise<Page<T>> => {
      const url = listUrl(base, { ...params, limit: pageSize, cursor: pageParam });
      const res = await fetch(url, { credentials: "include", signal });
      await throwIfResNotOk(res);
      return (await res.json()) as Page<T>;
    },
    initialPageParam: null as string | null,
    // A null cursor is the last page: hasNextPage turns false and nothing more is asked for.
    getNextPageParam: (last: Page<T>) => last.nextCursor,
  });
}

/** Every loaded page's rows, in order. */
export function pagedItems<T>(data: InfiniteData<Page<T>, unknown> | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.items) : [];
}

/** A list loaded page by page as the user scrolls; `items` are the loaded pages' rows in order. */
export function usePagedList<T>(
  base: string,
  params: ListParams = {},
  options: { enabled?: boolean; pageSize?: number } = {},
) {
  const query = useInfiniteQuery({
    ...pagedListOptions<T>(base, params, options.pageSize),
    enabled: options.enabled,
    // While a new search loads, the previous answer stays on screen instead of a skeleton; another
    // filter (archived, a type) starts blank so that its heading never shows the wrong rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery && onlySearchDiffers(previousQuery.queryKey, pagedListKey(base, params, options.pageSize))
        ? previous
        : undefined,
  });
  const items = useMemo(() => pagedItems(query.data), [query.data]);
  return { ...query, items };
}

/** A row count for a heading: exact once every page is in, "50+" while more remain on the server. */
export function loadedCount(count: number, hasMore: boolean): string {
  return `${count.toLocaleString("en-US")}${hasMore ? "+" : ""}`;
}

type PagedData<T> = InfiniteData<Page<T>, unknown>;

/** Applies `edit` to the rows of every loaded page of every paged view of `base`. */
export function editPagedLists<T>(queryClient: QueryClient, base: string, edit: (items: T[]) => T[]): void {
  queryClient.setQueriesData<PagedData<T>>(
    { predicate: ({ queryKey }) => isPagedListKey(queryKey, base) },
    (data) =>
      data?.pages
        ? { ...data, pages: data.pages.map((page) => ({ ...page, items: edit(page.items) })) }
        : data,
  );
}

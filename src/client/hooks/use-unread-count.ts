import { useQuery } from "@tanstack/react-query";

/** GET /api/conversations/unread: the clients' messages the studio has not read yet, all clients. */
export const UNREAD_COUNT_KEY = ["/api/conversations/unread"] as const;

/** How often the count is asked again while the studio is open: a client's reply shows within a minute. */
export const UNREAD_REFETCH_MS = 60_000;

/** The studio's unread count for the sidebar; 0 while it loads or when it cannot be read. */
export function useUnreadCount(): number {
  const { data } = useQuery<{ unread: number }>({
    queryKey: UNREAD_COUNT_KEY,
    refetchInterval: UNREAD_REFETCH_MS,
    // The app never marks data stale; this count changes on its own, so it is read afresh on a return.
    staleTime: UNREAD_REFETCH_MS,
  });
  return data?.unread ?? 0;
}

/**
 * The calendar connection and the iCalendar subscription:
 * their server state and writes. Keys are exported so that other screens showing the same state (the
 * scheduling page) share one cache entry.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { CalendarFeed, CalendarStatus } from "../../../shared/scheduling";

export const CALENDAR_STATUS_QUERY_KEY = ["/api/calendar/status"] as const;
export const CALENDAR_FEED_QUERY_KEY = ["/api/calendar/feed"] as const;

/** Read afresh on each visit: a connection can be revoked from Google's side while we're away. */
export function useCalendarStatus() {
  return useQuery<CalendarStatus>({ queryKey: CALENDAR_STATUS_QUERY_KEY, refetchOnMount: "always" });
}

export function useCalendarFeed() {
  return useQuery<CalendarFeed>({ queryKey: CALENDAR_FEED_QUERY_KEY });
}

/** Google's consent page for this photographer; the server answers 400 when Google isn't configured. */
export function useGoogleAuthUrl() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("GET", "/api/auth/google-calendar");
      return (await res.json()) as { authUrl: string };
    },
  });
}

export function useDisconnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/calendar/disconnect", {});
    },
    onSuccess: () => {
      // Show the change at once; the refetch confirms it.
      queryClient.setQueryData<CalendarStatus>(CALENDAR_STATUS_QUERY_KEY, (old) =>
        old ? { ...old, authenticated: false, email: null } : old,
      );
      void queryClient.invalidateQueries({ queryKey: CALENDAR_STATUS_QUERY_KEY });
    },
  });
}

/** Creates the subscription link, or replaces it: the old link stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/calendar/feed", {});
      return (await res.json()) as CalendarFeed;
    },
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, feed),
  });
}

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("DELETE", "/api/calendar/feed");
      return (await res.json()) as CalendarFeed;
    },
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, feed),
  });
}

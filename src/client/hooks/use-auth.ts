import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/query-client";
import type { SessionUser } from "../../shared/auth";

export const AUTH_QUERY_KEY = ["/api/auth/me"] as const;

/**
 * The session is read once (the query never goes stale) and shared by every caller.
 * A 401, or any other failure, means nobody is signed in.
 */
export function useAuth(): { user: SessionUser | null; isLoading: boolean } {
  const { data, isLoading } = useQuery<SessionUser | null>({
    queryKey: AUTH_QUERY_KEY,
    queryFn: getQueryFn<SessionUser | null>({ on401: "returnNull" }),
  });
  return { user: data ?? null, isLoading };
}

import { useQuery } from "@tanstack/react-query";
import type { Dashboard } from "../../../shared/dashboard";

export const DASHBOARD_KEY = ["/api/dashboard"] as const;

/**
 * The morning overview. Every other screen's writes change it without knowing about it (a booking on the
 * public calendar, a signed proposal), so it is read again on every visit, showing the last answer
 * meanwhile.
 */
export function useDashboard() {
  return useQuery<Dashboard>({ queryKey: DASHBOARD_KEY, refetchOnMount: "always" });
}

import { useQuery } from "@tanstack/react-query";
import type { PhotographerSettings } from "../../shared/photographer";

export const PHOTOGRAPHER_QUERY_KEY = ["/api/photographer"] as const;

/** The studio's settings; the Add Client switches start from its default opt-ins. */
export function usePhotographerSettings() {
  return useQuery<PhotographerSettings>({ queryKey: PHOTOGRAPHER_QUERY_KEY });
}

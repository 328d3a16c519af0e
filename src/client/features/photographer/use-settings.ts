/**
 * The studio's settings (GET/PUT /api/photographer). Every tab reads the one query; a save writes the
 * answer straight into it, and the session is read again because it carries the business name and
 * time zone the shell and other screens use.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AUTH_QUERY_KEY } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import type { PhotographerSettings, UpdatePhotographerInput } from "../../../shared/photographer";

export const SETTINGS_QUERY_KEY = ["/api/photographer"] as const;

export function useSettings() {
  return useQuery<PhotographerSettings>({ queryKey: SETTINGS_QUERY_KEY });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatePhotographerInput) =>
      (await (await apiRequest("PUT", "/api/photographer", input)).json()) as PhotographerSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      return queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
    },
  });
}

/** Settings saves: one success toast, and one failure toast that prefers the server's reason. */
export function toastSettingsSaved(description?: string) {
  toast({ title: "Settings updated", description });
}

export function toastSettingsFailed(error: unknown) {
  toast({
    variant: "destructive",
    title: "Error",
    description: errorMessage(error, "Failed to update settings. Please try again."),
  });
}

/** The studio's notification switches (GET/PUT /api/photographer/notifications). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { NotificationSettings, NotificationSettingsInput } from "../../../shared/notifications";

export const NOTIFICATIONS_QUERY_KEY = ["/api/photographer/notifications"] as const;

export function useNotificationSettings() {
  return useQuery<NotificationSettings>({ queryKey: NOTIFICATIONS_QUERY_KEY });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NotificationSettingsInput) =>
      (await (
        await apiRequest("PUT", "/api/photographer/notifications", input)
      ).json()) as NotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, settings),
  });
}

/**
 * The recommended starter automations in one click, offered by the Automations page's empty state and
 * by the dashboard's getting-started list (POST /api/automations/starter-set). Afterwards every
 * automations list, the templates and the dashboard are read again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import type { StarterSetResult } from "../../shared/starter-automations";

const refreshed = ["/api/automations", "/api/templates", "/api/dashboard"];

export function useAddStarterAutomations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", "/api/automations/starter-set", {})).json()) as StarterSetResult,
    onSuccess: (result) =>
      toast({
        title: result.created.length > 0 ? "Starter automations added" : "Nothing to add",
        description: result.message,
      }),
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Could not add the starter automations",
        description: errorMessage(error, "Please try again."),
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          typeof queryKey[0] === "string" &&
          refreshed.some((path) => queryKey[0] === path || String(queryKey[0]).startsWith(`${path}?`)),
      }),
  });
}

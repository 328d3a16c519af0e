/**
 * Templates' server state: the list (newest first, each with how many automations send it) and the
 * writes. A write refreshes every templates query (filtered ones included) and, when it can change what
 * an automation shows, the automations too.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { Template, TemplateInput } from "../../../shared/templates";

export const TEMPLATES_QUERY_KEY = ["/api/templates"] as const;

export function useTemplates() {
  return useQuery<Template[]>({ queryKey: TEMPLATES_QUERY_KEY });
}

/** Keys are API paths split into segments, so ?projectType lists start with the same path. */
function invalidatePath(queryClient: QueryClient, path: string) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const first = query.queryKey[0];
      return typeof first === "string" && (first === path || first.startsWith(`${path}?`));
    },
  });
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TemplateInput) => {
      const res = await apiRequest("POST", "/api/templates", input);
      return (await res.json()) as Template;
    },
    onSuccess: () => invalidatePath(queryClient, "/api/templates"),
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: TemplateInput }) => {
      const res = await apiRequest("PUT", `/api/templates/${encodeURIComponent(id)}`, input);
      return (await res.json()) as Template;
    },
    onSuccess: () =>
      Promise.all([
        invalidatePath(queryClient, "/api/templates"),
        invalidatePath(queryClient, "/api/automations"),
      ]),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/templates/${encodeURIComponent(id)}`);
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<Template[]>(TEMPLATES_QUERY_KEY, (list) => list?.filter((t) => t.id !== id));
      return Promise.all([
        invalidatePath(queryClient, "/api/templates"),
        invalidatePath(queryClient, "/api/automations"),
      ]);
    },
  });
}

/** Contract templates' server state: the list (newest first) and the writes, which refresh it. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { ContractTemplate, ContractTemplateInput } from "../../../shared/contracts";

export const CONTRACT_TEMPLATES_QUERY_KEY = ["/api/contract-templates"] as const;

export function useContractTemplates() {
  return useQuery<ContractTemplate[]>({ queryKey: CONTRACT_TEMPLATES_QUERY_KEY });
}

export function useSaveContractTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: ContractTemplateInput }) => {
      const res = id
        ? await apiRequest("PUT", `/api/contract-templates/${encodeURIComponent(id)}`, input)
        : await apiRequest("POST", "/api/contract-templates", input);
      return (await res.json()) as ContractTemplate;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACT_TEMPLATES_QUERY_KEY }),
  });
}

export function useDeleteContractTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/contract-templates/${encodeURIComponent(id)}`);
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<ContractTemplate[]>(CONTRACT_TEMPLATES_QUERY_KEY, (list) =>
        list?.filter((t) => t.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: CONTRACT_TEMPLATES_QUERY_KEY });
    },
  });
}

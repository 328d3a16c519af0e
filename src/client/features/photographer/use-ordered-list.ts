/**
 * Server state of a short, ordered list the studio edits in Settings (portal quick links, the checklist
 * template): read, add, change, delete, and move an item up or down. A move shows at once and is put
 * back if the server refuses it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

interface Ordered {
  id: string;
}

export function useOrderedList<T extends Ordered, Input>(path: string) {
  const queryClient = useQueryClient();
  const queryKey = [path];
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const list = useQuery<T[]>({ queryKey });

  const create = useMutation({
    mutationFn: async (input: Input) => (await (await apiRequest("POST", path, input)).json()) as T,
    onSuccess: refresh,
  });

  const update = useMutation({
    mutationFn: async ({ id, input }: { id: string; input: Input }) =>
      (await (await apiRequest("PUT", `${path}/${id}`, input)).json()) as T,
    onSuccess: refresh,
  });

  const remove = useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `${path}/${id}`);
    },
    onSuccess: refresh,
  });

  const reorder = useMutation({
    mutationFn: async (items: T[]) =>
      (await (await apiRequest("PUT", `${path}/order`, { ids: items.map((item) => item.id) })).json()) as T[],
    onMutate: async (items: T[]) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      queryClient.setQueryData(queryKey, items);
      return { previous };
    },
    onError: (_error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (items) => queryClient.setQueryData(queryKey, items),
  });

  return { list, create, update, remove, reorder };
}

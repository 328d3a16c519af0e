/** The client's Files area: its list, uploads (shown in the portal at once), sharing and removal. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { STUDIO_UPLOAD_URL, uploadFile } from "@/lib/file-upload";
import type { ClientDetail } from "../../../shared/clients";
import type { ClientFile } from "../../../shared/files";

export const clientFilesKey = (clientId: string) => [`/api/clients/${clientId}/files`] as const;

export function useClientFiles(clientId: string) {
  return useQuery<ClientFile[]>({ queryKey: clientFilesKey(clientId) });
}

/**
 * The client's projects, for assigning an upload to one: read from the client page's own query (the
 * same key, so no second request when the card sits on that page).
 */
export function useClientProjects(clientId: string): { id: string; title: string }[] {
  const client = useQuery<ClientDetail>({ queryKey: ["/api/clients", clientId] });
  return client.data?.projects ?? [];
}

export function useFileActions(clientId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: clientFilesKey(clientId) });
  const share = (id: string, shared: boolean) =>
    apiRequest("PUT", `/api/files/${id}/shared`, { shared }).then((res) => res.json() as Promise<ClientFile>);
  return {
    upload: useMutation({
      // A file put in the Files area is there for the client: it is shared once stored.
      mutationFn: async ({ file, projectId }: { file: File; projectId?: string | null }) =>
        share(
          (await uploadFile(STUDIO_UPLOAD_URL, file, { clientId, projectId: projectId ?? undefined })).id,
          true,
        ),
      onSettled: refresh,
    }),
    share: useMutation({
      mutationFn: ({ id, shared }: { id: string; shared: boolean }) => share(id, shared),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest("DELETE", `/api/files/${id}`),
      onSettled: refresh,
    }),
  };
}

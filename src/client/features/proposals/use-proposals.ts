/**
 * Proposals' server state: the list, one proposal for editing, and the writes (create, update, send,
 * archive, delete), each of which refreshes ["/api/proposals"] and what shows proposal figures elsewhere.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { editPagedLists, usePagedList } from "@/hooks/use-paged-list";
import { apiRequest } from "@/lib/api";
import type {
  Proposal,
  ProposalInput,
  ProposalListItem,
  SendProposalResult,
} from "../../../shared/proposals";

export const PROPOSALS_QUERY_KEY = ["/api/proposals"] as const;
export const proposalKey = (id: string) => ["/api/proposals", id] as const;

/** Everything that counts or lists proposals: this list and detail, clients, projects' estimates, packages. */
function invalidateAfterProposalWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PROPOSALS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ["/api/proposals/client"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/clients"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/estimates/project"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/packages"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/reports/summary"] }),
    // The list's figures (awaiting signature or payment) come from the dashboard's counts.
    queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
  ]);
}

/**
 * The current proposals, or with `archived` the archived ones, newest first, a page at a time; `search`
 * (title or client name) is matched by the server.
 */
export function useProposalPages({ archived, search }: { archived: boolean; search: string }) {
  return usePagedList<ProposalListItem>(PROPOSALS_QUERY_KEY[0], {
    archived: archived ? "true" : undefined,
    search: search.trim(),
  });
}

/** Archives a proposal (out of the list, still in reports and earnings) or brings one back. */
export function useArchiveProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, archived }: { id: string; archived: boolean }) => {
      const res = await apiRequest(
        "POST",
        `/api/proposals/${encodeURIComponent(id)}/${archived ? "archive" : "unarchive"}`,
      );
      return (await res.json()) as Proposal;
    },
    onSuccess: (proposal) => {
      queryClient.setQueryData(proposalKey(proposal.id), proposal);
      return invalidateAfterProposalWrite(queryClient);
    },
  });
}

/** For editing: always read afresh, since the client may have signed it since it was cached. */
export function useProposal(id: string) {
  return useQuery<Proposal>({ queryKey: proposalKey(id), enabled: id !== "", refetchOnMount: "always" });
}

export function useCreateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProposalInput) => {
      const res = await apiRequest("POST", "/api/proposals", input);
      return (await res.json()) as Proposal;
    },
    onSuccess: () => invalidateAfterProposalWrite(queryClient),
  });
}

export function useUpdateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ProposalInput }) => {
      const res = await apiRequest("PUT", `/api/proposals/${encodeURIComponent(id)}`, input);
      return (await res.json()) as Proposal;
    },
    onSuccess: (proposal) => {
      queryClient.setQueryData(proposalKey(proposal.id), proposal);
      return invalidateAfterProposalWrite(queryClient);
    },
  });
}

export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await apiRequest("POST", `/api/proposals/${encodeURIComponent(id)}/send`, {});
      return (await res.json()) as SendProposalResult;
    },
    onSuccess: () => invalidateAfterProposalWrite(queryClient),
  });
}

export function useDeleteProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/proposals/${encodeURIComponent(id)}`);
      return id;
    },
    onSuccess: (id) => {
      // Gone from the list at once; the refetch confirms it.
      editPagedLists<ProposalListItem>(queryClient, PROPOSALS_QUERY_KEY[0], (list) =>
        list.filter((proposal) => proposal.id !== id),
      );
      queryClient.removeQueries({ queryKey: proposalKey(id) });
      return invalidateAfterProposalWrite(queryClient);
    },
  });
}

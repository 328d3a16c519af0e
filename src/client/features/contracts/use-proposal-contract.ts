/**
 * A proposal's contract as server state: the contract (null when none is attached), its evidence log,
 * and the studio's writes. Every write refreshes both, since each one appends to the log.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, throwIfResNotOk } from "@/lib/api";
import type {
  ContractEventView,
  CountersignInput,
  ProposalContractView,
} from "../../../shared/proposal-contract";

export const contractQueryKey = (proposalId: string) => ["/api/proposals", proposalId, "contract"] as const;
export const contractEventsQueryKey = (proposalId: string) =>
  [...contractQueryKey(proposalId), "events"] as const;

const contractUrl = (proposalId: string) => `/api/proposals/${encodeURIComponent(proposalId)}/contract`;

/** Where the signed PDF is served, to open in a new tab. */
export const contractPdfHref = (proposalId: string) => `${contractUrl(proposalId)}.pdf`;

/** The contract, or null when the proposal has none (the API's 404). */
export function useProposalContract(proposalId: string) {
  return useQuery<ProposalContractView | null>({
    queryKey: contractQueryKey(proposalId),
    queryFn: async () => {
      const res = await fetch(contractUrl(proposalId), { credentials: "include" });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as ProposalContractView;
    },
  });
}

export function useContractEvents(proposalId: string, enabled: boolean) {
  return useQuery<ContractEventView[]>({ queryKey: contractEventsQueryKey(proposalId), enabled });
}

function refresh(queryClient: QueryClient, proposalId: string, contract: ProposalContractView) {
  queryClient.setQueryData(contractQueryKey(proposalId), contract);
  // The prefix reaches the events too: every write logged one.
  return queryClient.invalidateQueries({ queryKey: contractQueryKey(proposalId) });
}

/** A write to the contract that answers its new view. */
function useContractWrite<T>(proposalId: string, send: (input: T) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await (await send(input)).json()) as ProposalContractView,
    onSuccess: (contract) => refresh(queryClient, proposalId, contract),
    onError: (error) => {
      // A 409 means the contract moved on elsewhere (the client signed, someone voided it): show it as it is.
      if (error instanceof ApiError && error.status === 409) {
        return queryClient.invalidateQueries({ queryKey: contractQueryKey(proposalId) });
      }
    },
  });
}

/** Attaches a template, or replaces the unsigned contract with it. */
export function useAttachContract(proposalId: string) {
  return useContractWrite(proposalId, (templateId: string) =>
    apiRequest("PUT", contractUrl(proposalId), { templateId }),
  );
}

export function useEditContractText(proposalId: string) {
  return useContractWrite(proposalId, (body: string) =>
    apiRequest("PUT", `${contractUrl(proposalId)}/text`, { body }),
  );
}

export function useCountersignContract(proposalId: string) {
  return useContractWrite(proposalId, (input: CountersignInput) =>
    apiRequest("POST", `${contractUrl(proposalId)}/countersign`, input),
  );
}

export function useVoidContract(proposalId: string) {
  return useContractWrite(proposalId, (reason: string) =>
    apiRequest("POST", `${contractUrl(proposalId)}/void`, { reason }),
  );
}

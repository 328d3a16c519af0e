/**
 * A proposal's payment schedule and money, as the studio's screens read and write them: the schedule
 * (PUT /api/proposals/{id}/schedule) and autopay (PUT /api/proposals/{id}/autopay). Both refresh the
 * proposal, whose answer carries `schedule` and `autopay`, and the dashboard's overdue payments.
 */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { AutopayState } from "../../../shared/autopay";
import type { Proposal } from "../../../shared/proposals";
import type { ScheduleEntry, ScheduleInput } from "../../../shared/schedule";
import { PROPOSALS_QUERY_KEY, proposalKey } from "./use-proposals";

/** GET /api/proposals/{id} for the studio: the proposal with its schedule and, once built, autopay. */
export type StudioProposal = Proposal & {
  schedule?: ScheduleEntry[];
  /** Missing (a server before autopay) counts as off. */
  autopay?: AutopayState;
  /** An edit's answer: the custom schedule no longer added up and went back to the default. */
  scheduleReset?: boolean;
};

export const AUTOPAY_OFF: AutopayState = { enabled: false, cardLabel: null, lastFailure: null };

export function invalidateProposalMoney(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: proposalKey(id) }),
    queryClient.invalidateQueries({ queryKey: PROPOSALS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: [`/api/proposals/${id}/payments`] }),
    queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
  ]);
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ScheduleInput }) => {
      const res = await apiRequest("PUT", `/api/proposals/${encodeURIComponent(id)}/schedule`, input);
      return (await res.json()) as ScheduleEntry[];
    },
    onSuccess: (_schedule, { id }) => invalidateProposalMoney(queryClient, id),
  });
}

export function useTurnOffAutopay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await apiRequest("PUT", `/api/proposals/${encodeURIComponent(id)}/autopay`, {
        enabled: false,
      });
      return (await res.json()) as AutopayState;
    },
    onSuccess: (autopay, id) => {
      queryClient.setQueryData<StudioProposal>(proposalKey(id), (p) => (p ? { ...p, autopay } : p));
      return invalidateProposalMoney(queryClient, id);
    },
  });
}

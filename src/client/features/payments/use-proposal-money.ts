/**
 * The studio's writes on a proposal's money: a payment received by hand and a refund. Each refreshes
 * what shows that money: the proposal (its status and schedule), its payments, the dashboard, the
 * earnings screen's figures and the reports.
 */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { ManualPaymentInput, ProposalPayment, RefundInput } from "../../../shared/payments";
import { proposalPaymentsKey } from "./proposal-payments";
import { BALANCE_QUERY_KEY, EARNINGS_QUERY_KEY, REVENUE_QUERY_KEY } from "./use-earnings";

function invalidateAfterMoney(queryClient: QueryClient, proposalId: string) {
  return Promise.all(
    [
      ["/api/proposals"],
      proposalPaymentsKey(proposalId),
      ["/api/dashboard"],
      ["/api/reports/summary"],
      ["/api/clients"],
      BALANCE_QUERY_KEY,
      EARNINGS_QUERY_KEY,
      REVENUE_QUERY_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function useRecordPayment(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ManualPaymentInput) => {
      const res = await apiRequest(
        "POST",
        `/api/proposals/${encodeURIComponent(proposalId)}/payments`,
        input,
      );
      return (await res.json()) as ProposalPayment;
    },
    onSuccess: () => invalidateAfterMoney(queryClient, proposalId),
  });
}

export function useRefundPayment(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentId, input }: { paymentId: string; input: RefundInput }) => {
      const res = await apiRequest("POST", `/api/payments/${encodeURIComponent(paymentId)}/refund`, input);
      return (await res.json()) as ProposalPayment;
    },
    onSuccess: () => invalidateAfterMoney(queryClient, proposalId),
  });
}

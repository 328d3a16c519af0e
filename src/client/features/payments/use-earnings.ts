/**
 * The earnings screen's server state: balance, earnings, revenue, payouts and the payment account, each keyed
 * by its URL so the default query function reads it, and the payout request.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type {
  Balance,
  CreatePayoutInput,
  Earning,
  PaymentAccountStatus,
  PayoutView,
  RevenueReceived,
} from "../../../shared/payments";

export const BALANCE_QUERY_KEY = ["/api/stripe-connect/balance"] as const;
export const EARNINGS_QUERY_KEY = ["/api/stripe-connect/earnings"] as const;
export const PAYOUTS_QUERY_KEY = ["/api/stripe-connect/payouts"] as const;
export const REVENUE_QUERY_KEY = ["/api/stripe-connect/revenue"] as const;
export const ACCOUNT_STATUS_QUERY_KEY = ["/api/stripe-connect/account-status"] as const;

// Money moves without this tab taking part (a client pays, a webhook settles a transfer), so each
// visit re-reads what the cache holds instead of trusting it forever.
const FRESH_ON_VISIT = { refetchOnMount: "always" } as const;

export function useBalance() {
  return useQuery<Balance>({ queryKey: BALANCE_QUERY_KEY, ...FRESH_ON_VISIT });
}

export function useEarnings() {
  return useQuery<Earning[]>({ queryKey: EARNINGS_QUERY_KEY, ...FRESH_ON_VISIT });
}

/** Money received so far, less refunds: the revenue the dashboard and the reports count. */
export function useRevenue() {
  return useQuery<RevenueReceived>({ queryKey: REVENUE_QUERY_KEY, ...FRESH_ON_VISIT });
}

export function usePayouts() {
  return useQuery<PayoutView[]>({ queryKey: PAYOUTS_QUERY_KEY, ...FRESH_ON_VISIT });
}

export function usePaymentAccountStatus() {
  return useQuery<PaymentAccountStatus>({ queryKey: ACCOUNT_STATUS_QUERY_KEY, ...FRESH_ON_VISIT });
}

export interface CreatePayoutResult {
  message: string;
  payout: PayoutView;
}

export function useCreatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreatePayoutInput) => {
      const res = await apiRequest("POST", "/api/stripe-connect/create-payout", input);
      return (await res.json()) as CreatePayoutResult;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PAYOUTS_QUERY_KEY }),
      ]),
  });
}

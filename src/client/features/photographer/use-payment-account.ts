/**
 * The photographer's payment account: its status, which provider is active, and the two
 * writes that start onboarding. The status key is shared with the earnings screen, so a change made
 * here shows there too.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { PaymentAccountStatus, PaymentsConfig } from "../../../shared/payments";

export const ACCOUNT_STATUS_QUERY_KEY = ["/api/stripe-connect/account-status"] as const;
export const PAYMENTS_CONFIG_QUERY_KEY = ["/api/payments/config"] as const;

/** Where the provider sends the photographer back to, whether they finished or the link expired. */
export function onboardingReturnUrl(): string {
  return `${window.location.origin}/settings?tab=integrations`;
}

/** Read afresh on each visit: Stripe can finish verifying (or restrict) the account while we're away. */
export function usePaymentAccountStatus() {
  return useQuery<PaymentAccountStatus>({ queryKey: ACCOUNT_STATUS_QUERY_KEY, refetchOnMount: "always" });
}

export function usePaymentsConfig() {
  return useQuery<PaymentsConfig>({ queryKey: PAYMENTS_CONFIG_QUERY_KEY });
}

export function useCreatePaymentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/stripe-connect/create-account", {});
      return (await res.json()) as { accountId: string; message: string };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_QUERY_KEY }),
  });
}

export function useCreateOnboardingLink() {
  return useMutation({
    mutationFn: async () => {
      const returnUrl = onboardingReturnUrl();
      const res = await apiRequest("POST", "/api/stripe-connect/create-onboarding-link", {
        returnUrl,
        refreshUrl: returnUrl,
      });
      return (await res.json()) as { url: string };
    },
  });
}

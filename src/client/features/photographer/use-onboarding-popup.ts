/**
 * Payment-account onboarding: create the account if there is none, open the provider's
 * onboarding in a popup, and poll the account status every 3 s for up to 10 min until it is Active.
 * Polling is how we learn the photographer finished: the popup may be on another origin (Stripe), so
 * it can't tell us directly.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useToast } from "@/hooks/use-toast";
import { openPlaceholderPopup, useStatusPolling } from "@/lib/status-popup";
import { type PaymentAccountStatus, paymentAccountLabel } from "../../../shared/payments";
import {
  ACCOUNT_STATUS_QUERY_KEY,
  useCreateOnboardingLink,
  useCreatePaymentAccount,
} from "./use-payment-account";

export const ONBOARDING_WINDOW_NAME = "stripe-onboarding";
const ONBOARDING_WINDOW_FEATURES = "width=600,height=760";
export const POLL_INTERVAL_MS = 3_000;
export const POLL_LIMIT_MS = 10 * 60 * 1000;

export function useOnboardingPopup() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const createAccount = useCreatePaymentAccount();
  const createLink = useCreateOnboardingLink();
  const { startPolling, waiting } = useStatusPolling<PaymentAccountStatus>({
    url: ACCOUNT_STATUS_QUERY_KEY[0],
    intervalMs: POLL_INTERVAL_MS,
    limitMs: POLL_LIMIT_MS,
    isDone: (status) => paymentAccountLabel(status) === "Active",
    onStatus: (status) => queryClient.setQueryData(ACCOUNT_STATUS_QUERY_KEY, status),
    onDone: () => {
      toast({ title: "Stripe Connected!", description: "Payouts are enabled on your account." });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_QUERY_KEY });
    },
  });

  /** Call straight from the click handler: the popup must open before the first await. */
  const start = useCallback(
    async ({ createAccountFirst }: { createAccountFirst: boolean }) => {
      // Browsers only allow a popup in direct response to a click, so open it now and point it at
      // the onboarding link once the server has made one.
      const popup = openPlaceholderPopup(
        ONBOARDING_WINDOW_NAME,
        ONBOARDING_WINDOW_FEATURES,
        "Opening secure account setup...",
      );

      if (createAccountFirst) {
        try {
          await createAccount.mutateAsync();
          toast({
            title: "Stripe Account Created",
            description: "Finish setting it up in the window that just opened.",
          });
        } catch {
          popup?.close();
          toast({
            variant: "destructive",
            title: "Account Creation Failed",
            description: "Failed to create Stripe account. Please try again.",
          });
          return;
        }
      }

      let url: string;
      try {
        ({ url } = await createLink.mutateAsync());
      } catch {
        popup?.close();
        toast({
          variant: "destructive",
          title: "Onboarding Failed",
          description: "Failed to start onboarding. Please try again.",
        });
        return;
      }

      if (!popup) {
        // Popup blocked: onboarding in this tab instead; the return URL brings the photographer back.
        window.location.assign(url);
        return;
      }
      // Closed while we waited for the link: the photographer changed their mind.
      if (popup.closed) return;
      popup.location.href = url;
      popup.focus();
      startPolling();
    },
    [createAccount, createLink, startPolling, toast],
  );

  return {
    start,
    busy: createAccount.isPending || createLink.isPending,
    creatingAccount: createAccount.isPending,
    waiting,
  };
}

/**
 * The provider's return URL is this settings page, so when onboarding ends it loads inside the popup.
 * There it has nothing to do: close it and let the opener's polling show the result.
 */
export function useCloseOnboardingPopupOnReturn() {
  useEffect(() => {
    if (window.name === ONBOARDING_WINDOW_NAME && window.opener && !window.opener.closed) window.close();
  }, []);
}

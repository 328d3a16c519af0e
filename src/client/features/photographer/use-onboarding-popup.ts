/**
 * Payment-account onboarding (SPEC §7, §9): create the account if there is none, open the provider's
 * onboarding in a popup, and poll the account status every 3 s for up to 10 min until it is Active.
 * Polling is how we learn the photographer finished: the popup may be on another origin (Stripe), so
 * it can't tell us directly.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api";
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

/** The blank popup waits a second or two for the link; say so rather than show an empty white window. */
function showPlaceholder(popup: Window) {
  try {
    const { document } = popup;
    document.title = "Connecting...";
    document.body.style.cssText =
      "margin:0;height:100vh;display:grid;place-items:center;font:15px system-ui,sans-serif;color:#475569";
    document.body.textContent = "Opening secure account setup...";
  } catch {
    // Already showing the provider's page from an earlier click (another origin): leave it be.
  }
}

export function useOnboardingPopup() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const createAccount = useCreatePaymentAccount();
  const createLink = useCreateOnboardingLink();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Bumped on every start, stop and unmount, so a status request still in flight from an older
  // round can't schedule a second polling loop or toast after the page is gone.
  const round = useRef(0);

  const stopPolling = useCallback(() => {
    round.current += 1;
    clearTimeout(timer.current);
    setWaiting(false);
  }, []);

  useEffect(
    () => () => {
      round.current += 1;
      clearTimeout(timer.current);
    },
    [],
  );

  const startPolling = useCallback(() => {
    clearTimeout(timer.current);
    const current = ++round.current;
    const deadline = Date.now() + POLL_LIMIT_MS;
    setWaiting(true);

    const tick = async () => {
      let status: PaymentAccountStatus | undefined;
      try {
        const res = await apiRequest("GET", ACCOUNT_STATUS_QUERY_KEY[0]);
        status = (await res.json()) as PaymentAccountStatus;
      } catch {
        // A dropped request mid-onboarding is no reason to give up; the next tick asks again.
      }
      if (current !== round.current) return;
      if (status) queryClient.setQueryData(ACCOUNT_STATUS_QUERY_KEY, status);
      if (status && paymentAccountLabel(status) === "Active") {
        stopPolling();
        toast({ title: "Stripe Connected!", description: "Payouts are enabled on your account." });
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_QUERY_KEY });
        return;
      }
      if (Date.now() >= deadline) {
        stopPolling();
        return;
      }
      timer.current = setTimeout(tick, POLL_INTERVAL_MS);
    };
    timer.current = setTimeout(tick, POLL_INTERVAL_MS);
  }, [queryClient, stopPolling, toast]);

  /** Call straight from the click handler: the popup must open before the first await. */
  const start = useCallback(
    async ({ createAccountFirst }: { createAccountFirst: boolean }) => {
      // Browsers only allow a popup in direct response to a click, so open it now and point it at
      // the onboarding link once the server has made one.
      const popup = window.open("", ONBOARDING_WINDOW_NAME, ONBOARDING_WINDOW_FEATURES);
      if (popup) showPlaceholder(popup);

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

/**
 * The public proposal page after the checkout sends the client back (?payment=success|cancelled). The
 * page reads the answer once and takes it out of the address at once, so a reload does not announce the
 * payment again; what the banner says comes from the proposal's data (paymentBanner). With Stripe the
 * webhook that records the payment can land a moment after the redirect, so on success the page re-reads
 * the proposal a few times rather than show a stale balance.
 */
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Info, LoaderCircle, X } from "lucide-react";
import { useEffect, useState } from "react";
import {
  type PaymentBanner,
  type PaymentOutcome,
  paymentOutcome,
  withoutPaymentOutcome,
} from "./public-proposal-format";

const REFETCH_DELAYS_MS = [1500, 4000, 9000];

/** The checkout's answer as the page was opened with it, removed from the address straight away. */
export function usePaymentReturn(search: string): PaymentOutcome | null {
  const [outcome] = useState(() => paymentOutcome(search));
  useEffect(() => {
    if (!outcome) return;
    window.history.replaceState(window.history.state, "", withoutPaymentOutcome(window.location.href));
  }, [outcome]);
  return outcome;
}

const TEXT: Record<PaymentBanner, { title: string; body: string }> = {
  received: {
    title: "Payment received",
    body: "Thank you! Your payment went through and a receipt is on its way by e-mail.",
  },
  confirming: {
    title: "Confirming your payment",
    body: "Your payment is being confirmed. This page updates on its own in a moment.",
  },
  cancelled: {
    title: "Payment cancelled",
    body: "You have not been charged. You can pay whenever you're ready.",
  },
};

export function PaymentReturnBanner({
  banner,
  queryKey,
}: {
  banner: PaymentBanner;
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const waiting = banner !== "cancelled";

  useEffect(() => {
    if (!waiting) return;
    const timers = REFETCH_DELAYS_MS.map((ms) =>
      setTimeout(() => void queryClient.invalidateQueries({ queryKey }), ms),
    );
    return () => timers.forEach(clearTimeout);
  }, [waiting, queryClient, queryKey]);

  if (!open) return null;
  const { title, body } = TEXT[banner];
  return (
    <output
      className={
        banner === "received"
          ? "flex items-start gap-3 rounded-2xl border border-green-200 bg-green-50 px-5 py-4 text-green-900"
          : "flex items-start gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 text-slate-800"
      }
    >
      {banner === "received" ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      ) : banner === "confirming" ? (
        <LoaderCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin text-slate-500" />
      ) : (
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      )}
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-semibold">{title}</p>
        <p className="text-sm opacity-90">{body}</p>
      </div>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label="Dismiss"
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </output>
  );
}

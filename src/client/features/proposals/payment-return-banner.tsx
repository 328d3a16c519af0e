/**
 * The public proposal page after the checkout sends the client back (?payment=success|cancelled).
 * With Stripe the webhook that records the payment can land a moment after the redirect, so on success
 * the page re-reads the proposal a few times rather than show a stale balance.
 */
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Info, X } from "lucide-react";
import { useEffect, useState } from "react";

const REFETCH_DELAYS_MS = [1500, 4000, 9000];

export function paymentOutcome(search: string): "success" | "cancelled" | null {
  const value = new URLSearchParams(search).get("payment");
  return value === "success" || value === "cancelled" ? value : null;
}

export function PaymentReturnBanner({
  outcome,
  queryKey,
}: {
  outcome: "success" | "cancelled";
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (outcome !== "success") return;
    const timers = REFETCH_DELAYS_MS.map((ms) =>
      setTimeout(() => void queryClient.invalidateQueries({ queryKey }), ms),
    );
    return () => timers.forEach(clearTimeout);
  }, [outcome, queryClient, queryKey]);

  if (!open) return null;
  const dismiss = () => {
    setOpen(false);
    // A reload or a shared link should not announce the payment again.
    const url = new URL(window.location.href);
    url.searchParams.delete("payment");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  };
  const success = outcome === "success";
  return (
    <output
      className={
        success
          ? "flex items-start gap-3 rounded-2xl border border-green-200 bg-green-50 px-5 py-4 text-green-900"
          : "flex items-start gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 text-slate-800"
      }
    >
      {success ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      ) : (
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      )}
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-semibold">{success ? "Payment received" : "Payment cancelled"}</p>
        <p className="text-sm opacity-90">
          {success
            ? "Thank you! Your payment went through and a receipt is on its way by e-mail."
            : "You have not been charged. You can pay whenever you're ready."}
        </p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss"
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </output>
  );
}

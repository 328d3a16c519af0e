/**
 * Coming back from the checkout (?payment=success or ?payment=cancelled). The payment provider's
 * webhook may land a moment after the visitor does, so a booking still HELD after a successful
 * payment is read again a few times before the page stops saying "confirming".
 */
import { CircleCheck, Info, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";

export type PaymentReturn = "success" | "cancelled" | null;

/** How many times, and how often, a HELD booking is read again after ?payment=success. */
export const PAYMENT_POLLS = 8;
const POLL_MS = 1500;

export function paymentReturnOf(search: string): PaymentReturn {
  const value = new URLSearchParams(search).get("payment");
  return value === "success" || value === "cancelled" ? value : null;
}

/** Reads the booking again while the payment's confirmation is on its way; says whether it still is. */
export function usePaymentReturn(
  status: string,
  refetch: () => unknown,
): { ret: PaymentReturn; waiting: boolean } {
  const [ret] = useState<PaymentReturn>(() => paymentReturnOf(window.location.search));
  const [polls, setPolls] = useState(0);
  const waiting = ret === "success" && status === "HELD" && polls < PAYMENT_POLLS;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void refetch();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, refetch]);

  return { ret, waiting };
}

export function PaymentNotice({
  ret,
  status,
  waiting,
}: {
  ret: PaymentReturn;
  status: string;
  waiting: boolean;
}) {
  if (ret === "success" && status === "CONFIRMED") {
    return (
      <output className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3.5 text-sm font-medium text-green-900">
        <CircleCheck aria-hidden="true" className="mt-px size-5 shrink-0" />
        Payment received — your session is confirmed.
      </output>
    );
  }
  if (ret === "success" && status === "HELD") {
    return (
      <output className="flex items-start gap-3 rounded-xl border bg-card px-4 py-3.5 text-sm">
        {waiting ? (
          <LoaderCircle aria-hidden="true" className="mt-px size-5 shrink-0 animate-spin" />
        ) : (
          <Info aria-hidden="true" className="mt-px size-5 shrink-0" />
        )}
        {waiting
          ? "Payment received — confirming your session…"
          : "We're still waiting for the payment's confirmation. Refresh this page in a minute; you'll also get an e-mail."}
      </output>
    );
  }
  if (ret === "cancelled" && status === "HELD") {
    return (
      <output className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3.5 text-sm">
        <Info aria-hidden="true" className="mt-px size-5 shrink-0" />
        The payment was not completed, so this time is not booked yet. It is held for you for a few minutes
        only.
      </output>
    );
  }
  return null;
}

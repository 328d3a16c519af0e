import { AlertTriangle, ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { type PaymentAccountStatus, paymentAccountLabel } from "../../../shared/payments";

/** Why payouts are not possible yet, in words for each account status. */
const EXPLANATION = {
  "Not Connected": "Connect a payout account so the money your clients pay can reach your bank.",
  "Setup Required":
    "Your payout account is created, but its setup isn't finished. Complete it to request payouts.",
  Incomplete: "Your payout account needs a few more details before payouts can be sent.",
} as const;

/** Shown on Earnings until the connected account is Active, pointing to where it is finished. */
export function PaymentAccountBanner({ status }: { status: PaymentAccountStatus }) {
  const label = paymentAccountLabel(status);
  if (label === "Active") return null;
  return (
    <div
      role="alert"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between md:mb-8"
    >
      <div className="flex gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <div className="space-y-1">
          <p className="font-semibold text-amber-950">Finish setting up payouts</p>
          <p className="text-sm text-amber-900">
            {EXPLANATION[label]} <span className="whitespace-nowrap">Account status: {label}.</span>
          </p>
        </div>
      </div>
      <Link
        href="/settings?tab=integrations"
        className="inline-flex h-9 shrink-0 items-center justify-center gap-2 self-start rounded-md bg-amber-700 px-4 text-sm font-medium text-white shadow-xs outline-none hover:bg-amber-800 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:self-center"
      >
        Set up payouts
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

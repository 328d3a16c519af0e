import { useStudioDates } from "@/hooks/use-studio-dates";
import { formatMoney } from "../../../shared/currency";
import type { Earning } from "../../../shared/payments";
import { EarningStatusBadge } from "./earning-status-badge";

/** The phone list (under 768 px): one card per payment, what is yours in large type. */
export function EarningsCardList({ earnings }: { earnings: readonly Earning[] }) {
  const dates = useStudioDates();
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Earnings">
      {earnings.map((earning) => (
        <li key={earning.id} className="rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium">{earning.proposalTitle ?? "Payment"}</p>
              <p className="truncate text-sm text-muted-foreground">{earning.clientName ?? "No client"}</p>
            </div>
            <EarningStatusBadge status={earning.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Your earnings</dt>
              <dd className="text-base font-semibold tabular-nums">
                {formatMoney(earning.photographerEarningsCents, earning.currency)}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Date</dt>
              <dd>{dates.day(earning.createdAt)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Total</dt>
              <dd className="tabular-nums">{formatMoney(earning.totalAmountCents, earning.currency)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Platform fee</dt>
              <dd className="tabular-nums">
                {earning.platformFeeCents > 0
                  ? `−${formatMoney(earning.platformFeeCents, earning.currency)}`
                  : formatMoney(0, earning.currency)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

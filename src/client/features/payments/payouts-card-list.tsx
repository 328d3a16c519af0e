import { useMoney } from "@/hooks/use-money";
import { useStudioDates } from "@/hooks/use-studio-dates";
import type { PayoutView } from "../../../shared/payments";
import { EarningStatusBadge } from "./earning-status-badge";
import { payoutMethodLabel } from "./earnings-format";

/** The phone list (under 768 px): one card per payout. */
export function PayoutsCardList({ payouts }: { payouts: readonly PayoutView[] }) {
  const money = useMoney();
  const dates = useStudioDates();
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Payouts">
      {payouts.map((payout) => (
        <li key={payout.id} className="rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-base font-semibold tabular-nums">{money(payout.amountCents)}</p>
              <p className="truncate text-sm text-muted-foreground">
                {payoutMethodLabel(payout)} payout · {dates.day(payout.createdAt)}
              </p>
            </div>
            <EarningStatusBadge status={payout.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Fee</dt>
              <dd className="tabular-nums">{money(payout.feeCents)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Arrival</dt>
              <dd>{payout.arrivalDate ? dates.day(payout.arrivalDate) : "Not yet known"}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

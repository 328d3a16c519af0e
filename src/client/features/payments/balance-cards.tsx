import { Hourglass, TrendingUp, Wallet } from "lucide-react";
import { ErrorState } from "@/components/error-state";
import { type Stat, StatGroup } from "@/components/stat-card";
import { useMoney } from "@/hooks/use-money";
import type { Balance, Earning, RevenueReceived } from "../../../shared/payments";
import { totalEarnedCents, totalEarnedHint } from "./earnings-format";

interface BalanceCardsProps {
  balance: { data: Balance | undefined; isError: boolean };
  earnings: { data: readonly Earning[] | undefined; isError: boolean };
  /** What Total Earned comes from; its line says less, rather than nothing, when it fails. */
  revenue: { data: RevenueReceived | undefined; isError: boolean };
  /** Reloads the balance; a failed earnings list offers its own retry below. */
  onRetry: () => void;
  retrying: boolean;
}

/**
 * Each figure loads with its own request: undefined while it does (its hint is a skeleton then, since the
 * words depend on the figure), null when it failed.
 */
function figure<T>(data: T | null | undefined, value: (data: T) => string, hint: (data: T) => string) {
  return {
    loading: data === undefined,
    value: data ? value(data) : null,
    hint: data === undefined ? null : data === null ? "Unavailable" : hint(data),
  } satisfies Pick<Stat, "loading" | "value" | "hint">;
}

function figures(
  { balance, earnings, revenue }: Pick<BalanceCardsProps, "balance" | "earnings" | "revenue">,
  money: (minor: number) => string,
): Stat[] {
  const b = balance.isError ? null : balance.data;
  const e = earnings.isError ? null : earnings.data;
  const r = revenue.isError ? null : revenue.data;
  return [
    {
      title: "Available Balance",
      icon: Wallet,
      tone: "green",
      ...figure(
        b,
        (x) => money(x.availableCents),
        (x) => (x.availableCents > 0 ? "Ready to pay out" : "Nothing to pay out yet"),
      ),
    },
    {
      title: "Pending Earnings",
      icon: Hourglass,
      tone: "amber",
      ...figure(
        b,
        (x) => money(x.pendingCents),
        () => "Payments still settling",
      ),
    },
    {
      title: "Total Earned",
      icon: TrendingUp,
      tone: "blue",
      loading: e === undefined,
      value: e ? money(totalEarnedCents(e)) : null,
      // The line waits for the revenue it names, rather than change its words once that arrives.
      hint:
        e === undefined || r === undefined ? null : e === null ? "Unavailable" : totalEarnedHint(e, r, money),
    },
  ];
}

/** The three figures at the top of /earnings: what can go out now, what is coming, the total. */
export function BalanceCards(props: BalanceCardsProps) {
  const money = useMoney();
  return (
    <StatGroup
      heading="Balance"
      id="balance-heading"
      stats={figures(props, money)}
      skeletonClassName="h-7 w-28"
      className="mb-6 grid gap-3 md:mb-8"
      cardClassName="last:col-span-2 sm:last:col-span-1"
    >
      {props.balance.isError ? (
        <ErrorState
          compact
          title="We couldn't load your balance. Check your connection and try again."
          onRetry={props.onRetry}
          retrying={props.retrying}
        />
      ) : null}
    </StatGroup>
  );
}

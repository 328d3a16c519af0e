import { Hourglass, type LucideIcon, RotateCw, TrendingUp, Wallet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "../../../shared/money";
import type { Balance, Earning } from "../../../shared/payments";
import { totalEarnedCents } from "./earnings-format";

interface Figure {
  title: string;
  icon: LucideIcon;
  tone: string;
  /** Undefined while loading, null when it could not be loaded. */
  value: string | null | undefined;
  hint: string;
}

const UNAVAILABLE = "—";

interface BalanceCardsProps {
  balance: { data: Balance | undefined; isError: boolean };
  earnings: { data: readonly Earning[] | undefined; isError: boolean };
  /** Reloads the balance; a failed earnings list offers its own retry below. */
  onRetry: () => void;
  retrying: boolean;
}

function figures({ balance, earnings }: Pick<BalanceCardsProps, "balance" | "earnings">): Figure[] {
  const b = balance.isError ? null : balance.data;
  const e = earnings.isError ? null : earnings.data;
  const count = e?.filter((x) => x.status !== "failed" && x.status !== "cancelled").length ?? 0;
  return [
    {
      title: "Available Balance",
      icon: Wallet,
      tone: "bg-green-50 text-green-700",
      value: b === null ? null : b && formatCents(b.availableCents),
      hint: !b ? "Unavailable" : b.availableCents > 0 ? "Ready to pay out" : "Nothing to pay out yet",
    },
    {
      title: "Pending Earnings",
      icon: Hourglass,
      tone: "bg-amber-50 text-amber-700",
      value: b === null ? null : b && formatCents(b.pendingCents),
      hint: b ? "Payments still settling" : "Unavailable",
    },
    {
      title: "Total Earned",
      icon: TrendingUp,
      tone: "bg-blue-50 text-blue-700",
      value: e === null ? null : e && formatCents(totalEarnedCents(e)),
      hint: e
        ? `After platform fees, from ${count.toLocaleString("en-US")} ${count === 1 ? "payment" : "payments"}`
        : "Unavailable",
    },
  ];
}

/** The three figures at the top of /earnings: what can go out now, what is coming, the total. */
export function BalanceCards(props: BalanceCardsProps) {
  return (
    <section aria-labelledby="balance-heading" className="mb-6 grid gap-3 md:mb-8">
      <h2 id="balance-heading" tabIndex={-1} className="sr-only">
        Balance
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:gap-4">
        {figures(props).map(({ title, icon: Icon, tone, value, hint }) => (
          <Card
            key={title}
            className="gap-3 py-4 last:col-span-2 sm:py-5 sm:last:col-span-1"
            aria-busy={value === undefined ? true : undefined}
          >
            <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-5">
              <CardTitle className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</CardTitle>
              <span
                aria-hidden="true"
                className={`hidden size-8 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}
              >
                <Icon className="size-4" />
              </span>
            </CardHeader>
            {value === undefined ? (
              <CardContent className="space-y-2 px-4 sm:px-5">
                <Skeleton className="h-7 w-28" />
                <Skeleton className="h-3 w-20" />
              </CardContent>
            ) : (
              <CardContent className="space-y-1 px-4 sm:px-5">
                <p className="truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
                  {value ?? UNAVAILABLE}
                </p>
                <p className="text-xs text-muted-foreground">{hint}</p>
              </CardContent>
            )}
          </Card>
        ))}
      </div>
      {props.balance.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50/60 px-4 py-3 text-sm"
        >
          <p className="text-red-900">We couldn't load your balance. Check your connection and try again.</p>
          <Button variant="outline" size="sm" onClick={props.onRetry} disabled={props.retrying}>
            <RotateCw aria-hidden="true" className={props.retrying ? "animate-spin" : undefined} />
            {props.retrying ? "Retrying..." : "Retry"}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

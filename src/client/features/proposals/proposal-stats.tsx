import { CircleDollarSign, FileText, Hourglass, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "../../../shared/money";
import { type ProposalListItem, proposalStats } from "../../../shared/proposals";

interface StatCard {
  title: string;
  icon: LucideIcon;
  tone: string;
  value: string;
  hint: string;
}

const UNAVAILABLE = "—";

/** The cards' figures; with no list (it failed to load) every figure is a dash. */
function cards(list: readonly ProposalListItem[] | null): StatCard[] {
  const stats = list ? proposalStats(list) : null;
  const count = (n: number | undefined) => (n === undefined ? UNAVAILABLE : n.toLocaleString("en-US"));
  return [
    {
      title: "Total Proposals",
      icon: FileText,
      tone: "bg-blue-50 text-blue-700",
      value: count(stats?.total),
      hint: stats ? `${count(stats.sent)} sent` : "Unavailable",
    },
    {
      title: "Total Value",
      icon: CircleDollarSign,
      tone: "bg-green-50 text-green-700",
      value: stats ? formatCents(stats.totalValueCents) : UNAVAILABLE,
      hint: stats ? `${count(stats.signed)} signed` : "Unavailable",
    },
    {
      title: "Pending Approval",
      icon: Hourglass,
      tone: "bg-amber-50 text-amber-700",
      value: count(stats?.pendingApproval),
      hint: "Sent and waiting for a signature",
    },
  ];
}

const TITLES = ["Total Proposals", "Total Value", "Pending Approval"];

/** The three figures above the proposals list, worked out from the list itself. */
export function ProposalStats({
  proposals,
  failed,
}: {
  proposals: readonly ProposalListItem[] | undefined;
  failed: boolean;
}) {
  const shown = proposals || failed ? cards(proposals ?? null) : null;
  return (
    <section aria-labelledby="proposal-stats-heading" className="mb-6 md:mb-8">
      <h2 id="proposal-stats-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:gap-4">
        {shown
          ? shown.map(({ title, icon: Icon, tone, value, hint }) => (
              <Card key={title} className="gap-3 py-4 last:col-span-2 sm:py-5 sm:last:col-span-1">
                <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-5">
                  <CardTitle className="text-xs font-medium text-muted-foreground sm:text-sm">
                    {title}
                  </CardTitle>
                  <span
                    aria-hidden="true"
                    className={`hidden size-8 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}
                  >
                    <Icon className="size-4" />
                  </span>
                </CardHeader>
                <CardContent className="space-y-1 px-4 sm:px-5">
                  <p className="truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
                    {value}
                  </p>
                  <p className="text-xs text-muted-foreground">{hint}</p>
                </CardContent>
              </Card>
            ))
          : TITLES.map((title) => (
              <Card
                key={title}
                className="gap-3 py-4 last:col-span-2 sm:py-5 sm:last:col-span-1"
                aria-busy="true"
              >
                <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-5">
                  <CardTitle className="text-xs font-medium text-muted-foreground sm:text-sm">
                    {title}
                  </CardTitle>
                  <Skeleton className="size-8 rounded-lg" />
                </CardHeader>
                <CardContent className="space-y-2 px-4 sm:px-5">
                  <Skeleton className="h-7 w-24" />
                  <Skeleton className="h-3 w-16" />
                </CardContent>
              </Card>
            ))}
      </div>
    </section>
  );
}

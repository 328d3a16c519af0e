import { useQuery } from "@tanstack/react-query";
import { CircleDollarSign, Hourglass, Wallet } from "lucide-react";
import { ListSummary, type Stat } from "@/components/stat-card";
import { useMoney } from "@/hooks/use-money";
import type { Dashboard } from "../../../shared/dashboard";
import type { ReportSummary } from "../../../shared/projects";

/**
 * The three figures above the proposals list. The list comes a page at a time, so the figures are the
 * server's own counts (the dashboard's and the report summary's), never a count of the loaded rows.
 */
export function ProposalStats() {
  const money = useMoney();
  const dashboard = useQuery<Dashboard>({ queryKey: ["/api/dashboard"] });
  const summary = useQuery<ReportSummary>({ queryKey: ["/api/reports/summary"] });
  const count = (n: number | undefined) => (n === undefined ? null : n.toLocaleString("en-US"));
  const awaiting = dashboard.data?.proposalsAwaiting;
  const stats: Stat[] = [
    {
      title: "Pending Approval",
      icon: Hourglass,
      tone: "amber",
      value: count(awaiting?.signature.total),
      hint: dashboard.isError ? "Unavailable" : "Sent and waiting for a signature",
      loading: dashboard.isPending,
    },
    {
      title: "Awaiting Payment",
      icon: Wallet,
      tone: "blue",
      value: count(awaiting?.payment.total),
      hint: dashboard.isError ? "Unavailable" : "Signed, with money still due",
      loading: dashboard.isPending,
    },
    {
      title: "Outstanding Balance",
      icon: CircleDollarSign,
      tone: "green",
      value: summary.data ? money(summary.data.outstandingBalance) : null,
      hint: summary.isError ? "Unavailable" : "Signed proposals not yet paid",
      loading: summary.isPending,
    },
  ];
  return <ListSummary id="proposal-stats-heading" stats={stats} skeletonClassName="h-7 w-24" />;
}

import { CircleDollarSign, FileText, Hourglass } from "lucide-react";
import { ListSummary, type Stat } from "@/components/stat-card";
import { useMoney } from "@/hooks/use-money";
import { type ProposalListItem, proposalStats } from "../../../shared/proposals";

/**
 * The cards' figures: undefined while the list loads (the hints, which count from it, are skeletons then),
 * null when it failed (every figure a dash).
 */
function stats(
  list: readonly ProposalListItem[] | null | undefined,
  money: (minor: number) => string,
): Stat[] {
  const figures = list ? proposalStats(list) : null;
  const count = (n: number | undefined) => (n === undefined ? null : n.toLocaleString("en-US"));
  const hint = (text: (s: NonNullable<typeof figures>) => string) =>
    list === undefined ? null : figures ? text(figures) : "Unavailable";
  return [
    {
      title: "Total Proposals",
      icon: FileText,
      tone: "blue",
      value: count(figures?.total),
      hint: hint((s) => `${count(s.sent)} sent`),
    },
    {
      title: "Total Value",
      icon: CircleDollarSign,
      tone: "green",
      value: figures ? money(figures.totalValueCents) : null,
      hint: hint((s) => `${count(s.signed)} signed`),
    },
    {
      title: "Pending Approval",
      icon: Hourglass,
      tone: "amber",
      value: count(figures?.pendingApproval),
      hint: list === undefined ? null : "Sent and waiting for a signature",
    },
  ];
}

/** The three figures above the proposals list, worked out from the list itself. */
export function ProposalStats({
  proposals,
  failed,
}: {
  proposals: readonly ProposalListItem[] | undefined;
  failed: boolean;
}) {
  const money = useMoney();
  return (
    <ListSummary
      id="proposal-stats-heading"
      stats={stats(failed && !proposals ? null : proposals, money)}
      loading={!proposals && !failed}
      skeletonClassName="h-7 w-24"
    />
  );
}

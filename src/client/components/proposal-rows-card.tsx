import type { UseQueryResult } from "@tanstack/react-query";
import { ChevronRight, ExternalLink, FilePlus2, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { RowsSkeleton, SectionError } from "@/components/section-states";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useMoney } from "@/hooks/use-money";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { errorMessage } from "@/lib/api";
import type { ProposalRow } from "../../shared/proposals";

export interface ProposalLabel {
  label: string;
  variant: NonNullable<BadgeProps["variant"]>;
}

/**
 * Signed when the status is SIGNED, Sent once sentAt is set, Draft otherwise. Payments
 * after signing keep the proposal signed; they are told apart so that the photographer sees them.
 */
export function proposalLabel(proposal: Pick<ProposalRow, "status" | "sentAt">): ProposalLabel {
  switch (proposal.status) {
    case "SIGNED":
      return { label: "Signed", variant: "success" };
    case "PAID_PARTIAL":
      return { label: "Signed · Deposit paid", variant: "success" };
    case "PAID_FULL":
      return { label: "Signed · Paid", variant: "success" };
  }
  if (proposal.sentAt) return { label: "Sent", variant: "info" };
  return { label: "Draft", variant: "secondary" };
}

interface RowProps {
  row: ProposalRow;
  label: (row: ProposalRow) => ProposalLabel;
  /** Where the whole row leads; without it the row offers a preview of the client's page instead. */
  href?: string;
}

function ProposalRowItem({ row, label: labelOf, href }: RowProps) {
  const money = useMoney();
  const dates = useStudioDates();
  const { label, variant } = labelOf(row);
  const when = row.signedAt
    ? `Signed ${dates.day(row.signedAt)}`
    : row.sentAt
      ? `Sent ${dates.day(row.sentAt)}`
      : `Created ${dates.day(row.createdAt)}`;
  const summary = (
    <div className="min-w-0 flex-1 space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <p className="truncate text-sm font-medium">{row.title}</p>
        <Badge variant={variant}>{label}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">{when}</p>
    </div>
  );
  const total = money(row.totalCents);
  if (href) {
    return (
      <li>
        <Link
          href={href}
          className="group flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring"
        >
          {summary}
          <span className="shrink-0 text-sm font-semibold tabular-nums">{total}</span>
          <ChevronRight
            aria-hidden="true"
            className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center">
      {summary}
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <span className="text-sm font-semibold tabular-nums">{total}</span>
        <Button variant="outline" size="sm" asChild>
          <a href={`/public/proposals/${encodeURIComponent(row.token)}`} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            Preview
            <span className="sr-only"> {row.title} (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </li>
  );
}

interface ProposalRowsCardProps {
  title: string;
  proposals: UseQueryResult<ProposalRow[]>;
  /** "0 proposals" once loaded; otherwise the count shows only when there is one. */
  countEmpty?: boolean;
  /** The header's link (New, View all), shown once there are proposals. */
  action?: ReactNode;
  /** Where Create Proposal leads, in the empty card. */
  newHref: string;
  /** The empty card's sentence. */
  emptyText: string;
  /** How a row's state is named (proposalLabel unless given). */
  label?: (row: ProposalRow) => ProposalLabel;
  /** Where each row leads; without it each row offers a preview of the client's page. */
  rowHref?: string;
}

/** A client's or a project's proposals as a card: loading, failed, empty, or one row each. */
export function ProposalRowsCard({
  title,
  proposals,
  countEmpty = false,
  action,
  newHref,
  emptyText,
  label = proposalLabel,
  rowHref,
}: ProposalRowsCardProps) {
  const list = proposals.data ?? [];
  const count = list.length === 1 ? "1 proposal" : `${list.length} proposals`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {list.length > 0 || (countEmpty && proposals.data) ? (
          <CardDescription>{count}</CardDescription>
        ) : null}
        {list.length > 0 && action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent>
        {proposals.isPending ? (
          <RowsSkeleton rows={2} className="h-16 w-full" />
        ) : proposals.isError ? (
          <SectionError
            message={errorMessage(proposals.error, "The proposals could not be loaded.")}
            onRetry={() => void proposals.refetch()}
            retrying={proposals.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState
            compact
            icon={FileText}
            title="No proposals yet"
            action={
              <Button size="sm" asChild>
                <Link href={newHref}>
                  <FilePlus2 aria-hidden="true" />
                  Create Proposal
                </Link>
              </Button>
            }
          >
            {emptyText}
          </EmptyState>
        ) : (
          <ul className="space-y-2">
            {list.map((row) => (
              <ProposalRowItem key={row.id} row={row} label={label} href={rowHref} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Overdue payments: instalments of signed proposals whose due date has passed on the studio's calendar
 * and that are not paid in full, oldest first, each linking to its proposal (where a payment received by
 * hand can be recorded).
 */
import { CircleDollarSign, PartyPopper } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { formatMoney } from "../../../shared/currency";
import type { Capped, OverdueInstallment } from "../../../shared/dashboard";
import { longDay } from "./dashboard-format";
import { EmptyLine, RowsSkeleton, SectionCard } from "./dashboard-section";

export const proposalHref = (proposalId: string) => `/proposals/new?edit=${encodeURIComponent(proposalId)}`;

function OverdueInstallmentRow({ item }: { item: OverdueInstallment }) {
  return (
    <li className="flex flex-col gap-1.5 py-2.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
      <div className="grid min-w-0 gap-1">
        <Link
          href={proposalHref(item.proposalId)}
          className="min-w-0 text-sm font-medium [overflow-wrap:anywhere] hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {item.proposalTitle}
          <span className="text-muted-foreground"> · {item.label}</span>
        </Link>
        <p className="text-sm text-muted-foreground">
          <span>{item.clientName}</span>
          <span aria-hidden="true"> · </span>
          <span>
            Due <time dateTime={item.dueDate}>{longDay(item.dueDate)}</time>
          </span>
        </p>
      </div>
      <div className="flex items-center gap-2 sm:flex-col sm:items-end sm:gap-1">
        <span className="text-sm font-semibold tabular-nums">
          {formatMoney(item.owedCents, item.currency)}
        </span>
        <Badge variant="danger">Overdue</Badge>
      </div>
    </li>
  );
}

export function OverduePayments({ overdue }: { overdue: Capped<OverdueInstallment> | undefined }) {
  const more = overdue ? overdue.total - overdue.items.length : 0;
  return (
    <SectionCard
      id="overdue-payments"
      title="Overdue payments"
      icon={CircleDollarSign}
      description={
        overdue && overdue.total > 0
          ? `${overdue.total.toLocaleString("en-US")} instalment${overdue.total === 1 ? "" : "s"} past due`
          : undefined
      }
    >
      {!overdue ? (
        <RowsSkeleton rows={2} label="Loading overdue payments" />
      ) : overdue.items.length === 0 ? (
        <EmptyLine icon={PartyPopper}>No overdue payments. Every instalment due so far is paid.</EmptyLine>
      ) : (
        <>
          <ul className="divide-y" aria-label="Overdue instalments">
            {overdue.items.map((item) => (
              <OverdueInstallmentRow key={item.installmentId} item={item} />
            ))}
          </ul>
          {more > 0 ? (
            <p className="text-sm text-muted-foreground">
              and {more.toLocaleString("en-US")} more, on the proposals' pages
            </p>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}

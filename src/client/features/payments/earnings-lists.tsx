import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Earning, PayoutView } from "../../../shared/payments";
import { EarningsCardList } from "./earnings-card-list";
import { EarningsEmptyState, ListErrorState, ListSkeleton, PayoutsEmptyState } from "./earnings-states";
import { EarningsTable, EarningsTableHeader } from "./earnings-table";
import { PayoutsCardList } from "./payouts-card-list";
import { PayoutsTable, PayoutsTableHeader } from "./payouts-table";

/** One list in its four states (DESIGN): loading, error, empty, full; a table, or cards on a phone. */
function QueryList<T>({
  query,
  what,
  mobile,
  skeleton,
  empty,
  table,
  cards,
}: {
  query: UseQueryResult<T[]>;
  what: string;
  mobile: boolean;
  skeleton: ReactNode;
  empty: ReactNode;
  table: (rows: T[]) => ReactNode;
  cards: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (query.isError) {
    return <ListErrorState what={what} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.length === 0) return empty;
  if (mobile) return cards(query.data);
  return <div className="overflow-hidden rounded-xl border bg-card shadow-sm">{table(query.data)}</div>;
}

export function EarningsList({ query, mobile }: { query: UseQueryResult<Earning[]>; mobile: boolean }) {
  return (
    <QueryList
      query={query}
      what="earnings"
      mobile={mobile}
      skeleton={
        <ListSkeleton label="Loading earnings" mobile={mobile} header={<EarningsTableHeader />} columns={6} />
      }
      empty={<EarningsEmptyState />}
      table={(rows) => <EarningsTable earnings={rows} />}
      cards={(rows) => <EarningsCardList earnings={rows} />}
    />
  );
}

export function PayoutsList({ query, mobile }: { query: UseQueryResult<PayoutView[]>; mobile: boolean }) {
  return (
    <QueryList
      query={query}
      what="payouts"
      mobile={mobile}
      skeleton={
        <ListSkeleton label="Loading payouts" mobile={mobile} header={<PayoutsTableHeader />} columns={6} />
      }
      empty={<PayoutsEmptyState />}
      table={(rows) => <PayoutsTable payouts={rows} />}
      cards={(rows) => <PayoutsCardList payouts={rows} />}
    />
  );
}

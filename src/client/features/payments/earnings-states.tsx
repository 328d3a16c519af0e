import { FileText, Landmark, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";

const ROWS = 5;
const CARDS = 3;

/** Loading: grey rows under the real column headings, or cards on a phone. */
export function ListSkeleton({
  label,
  mobile,
  header,
  columns,
}: {
  label: string;
  mobile: boolean;
  header: ReactNode;
  columns: number;
}) {
  if (mobile) {
    return (
      <ul className="grid gap-3" aria-busy="true" aria-label={label}>
        {Array.from({ length: CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
          <li key={i} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex justify-between gap-3">
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-2/5" />
              </div>
              <Skeleton className="h-5 w-16" />
            </div>
            <div className="grid grid-cols-2 gap-4">
              <Skeleton className="h-8 w-24" />
              <Skeleton className="h-8 w-28" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div aria-busy="true" className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <span className="sr-only">{label}</span>
      <Table className="table-fixed">
        {header}
        <TableBody>
          {Array.from({ length: ROWS }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
            <TableRow key={row} className="hover:bg-transparent">
              {Array.from({ length: columns }, (_, col) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
                <TableCell key={col} className="py-4 first:pl-4 last:pr-4">
                  <Skeleton className={col === columns - 1 ? "h-5 w-16" : "h-4 w-3/4"} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center sm:py-16">
      <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-base font-semibold">{title}</h3>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}

/** Earnings come from clients paying proposals, so the way to fill this list is a proposal. */
export function EarningsEmptyState() {
  return (
    <EmptyState
      icon={FileText}
      title="No earnings yet"
      action={
        <Button asChild variant="outline">
          <Link href="/proposals">Go to Proposals</Link>
        </Button>
      }
    >
      Payments clients make on your proposals appear here, with the platform fee and what you keep.
    </EmptyState>
  );
}

/** No button here: the header's Request Payout is the one way to start, and two would be ambiguous. */
export function PayoutsEmptyState() {
  return (
    <EmptyState icon={Landmark} title="No payouts yet">
      When you request a payout, it appears here with its fee, arrival date and status.
    </EmptyState>
  );
}

export function ListErrorState({
  what,
  onRetry,
  retrying,
}: {
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return <ErrorState title={`We couldn't load your ${what}`} onRetry={onRetry} retrying={retrying} />;
}

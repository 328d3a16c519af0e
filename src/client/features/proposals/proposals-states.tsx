import { FilePlus2, FileText } from "lucide-react";
import { Link } from "wouter";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { ProposalsTableHeader } from "./proposals-table";

const ROWS = 5;

/** Loading: grey rows shaped like the table, or cards on a phone. */
export function ProposalsListSkeleton({ mobile }: { mobile: boolean }) {
  if (mobile) {
    return (
      <ul className="grid gap-3" aria-busy="true" aria-label="Loading proposals">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
          <li key={i} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex justify-between gap-3">
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-2/5" />
              </div>
              <Skeleton className="h-5 w-14" />
            </div>
            <div className="grid grid-cols-2 gap-4">
              <Skeleton className="h-8 w-24" />
              <Skeleton className="h-8 w-28" />
            </div>
            <Skeleton className="h-8 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div aria-busy="true" className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <span className="sr-only">Loading proposals</span>
      <Table className="table-fixed">
        <ProposalsTableHeader />
        <TableBody>
          {Array.from({ length: ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
            <TableRow key={i} className="hover:bg-transparent">
              <TableCell className="py-3 pl-4">
                <div className="grid gap-2">
                  <Skeleton className="h-4 w-44" />
                  <Skeleton className="h-3 w-28" />
                </div>
              </TableCell>
              <TableCell className="py-3">
                <Skeleton className="h-4 w-28" />
              </TableCell>
              <TableCell className="py-3">
                <Skeleton className="ml-auto h-4 w-20" />
              </TableCell>
              <TableCell className="py-3 pl-6">
                <Skeleton className="h-5 w-14" />
              </TableCell>
              <TableCell className="py-3">
                <Skeleton className="h-4 w-28" />
              </TableCell>
              <TableCell className="py-3 pr-4">
                <div className="flex justify-end gap-1.5">
                  <Skeleton className="h-8 w-24" />
                  <Skeleton className="size-8" />
                  <Skeleton className="size-8" />
                  <Skeleton className="size-8" />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** First run: nothing sent yet, and the one button that starts. */
export function ProposalsEmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center sm:py-16">
      <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
        <FileText aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-base font-semibold">No proposals yet</h3>
      <p className="max-w-sm text-sm text-muted-foreground">
        Put together an estimate with your services and prices. Your client reviews it, signs it and pays the
        deposit online.
      </p>
      <Button asChild>
        <Link href="/proposals/new">
          <FilePlus2 aria-hidden="true" />
          Create your first proposal
        </Link>
      </Button>
    </div>
  );
}

export function ProposalsErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <ErrorState title="We couldn't load your proposals" onRetry={onRetry} retrying={retrying} />;
}

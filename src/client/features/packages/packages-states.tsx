import { Package as PackageIcon, Plus } from "lucide-react";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { PackagesTableHeader } from "./packages-table";

/** Loading: grey rows shaped like the table, or cards on a phone. */
export function PackagesListSkeleton({ mobile }: { mobile: boolean }) {
  if (mobile) {
    return (
      <ul className="grid gap-3" aria-busy="true" aria-label="Loading packages">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
          <li key={i} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="h-3 w-3/5" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div aria-busy="true" className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <span className="sr-only">Loading packages</span>
      <Table className="table-fixed">
        <PackagesTableHeader />
        <TableBody>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
            <TableRow key={i} className="hover:bg-transparent">
              <TableCell className="py-3 pl-4">
                <Skeleton className="h-4 w-32" />
              </TableCell>
              <TableCell className="py-3">
                <Skeleton className="h-4 w-48" />
              </TableCell>
              <TableCell className="py-3">
                <Skeleton className="ml-auto h-4 w-20" />
              </TableCell>
              <TableCell className="py-3">
                <Skeleton className="ml-auto h-4 w-6" />
              </TableCell>
              <TableCell className="py-3">
                <Skeleton className="ml-auto h-4 w-6" />
              </TableCell>
              <TableCell className="py-3 pl-6">
                <Skeleton className="h-4 w-28" />
              </TableCell>
              <TableCell className="py-3 pr-4">
                <div className="flex justify-end gap-1">
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

export function PackagesEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center sm:py-16">
      <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
        <PackageIcon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-base font-semibold">No packages yet</h3>
      <p className="max-w-sm text-sm text-muted-foreground">
        Save the collections you offer again and again, with their price and what's included. Then build a
        proposal from one in a single step.
      </p>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        Create your first package
      </Button>
    </div>
  );
}

export function PackagesErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <ErrorState title="We couldn't load your packages" onRetry={onRetry} retrying={retrying} />;
}

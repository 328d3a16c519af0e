import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { ClientsTableHeader } from "./clients-table-header";

const ROWS = 5;

/** Loading: grey rows shaped like the table (or the cards on a phone). */
export function ClientsListSkeleton({ mobile }: { mobile: boolean }) {
  if (mobile) {
    return (
      <ul className="grid gap-3" aria-busy="true" aria-label="Loading clients">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
          <li key={i} className="rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex items-center gap-3">
              <Skeleton className="size-9 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-2/5" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
            <Skeleton className="mt-4 h-3 w-3/5" />
            <Skeleton className="mt-2 h-3 w-2/5" />
            <div className="mt-4 flex gap-6 border-t pt-3">
              <Skeleton className="h-8 w-20" />
              <Skeleton className="h-8 w-32" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading clients</span>
      <Table className="table-fixed">
        <ClientsTableHeader />
        <TableBody>
          {Array.from({ length: ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
            <TableRow key={i} className="hover:bg-transparent">
              <TableCell className="py-3 pl-4">
                <div className="flex items-center gap-3">
                  <Skeleton className="size-9 rounded-full" />
                  <Skeleton className="h-4 w-28" />
                </div>
              </TableCell>
              <TableCell className="py-3">
                <div className="grid gap-2">
                  <Skeleton className="h-3.5 w-40" />
                  <Skeleton className="h-3.5 w-24" />
                </div>
              </TableCell>
              <TableCell className="py-3">
                <Skeleton className="h-4 w-6" />
              </TableCell>
              <TableCell className="py-3">
                <div className="grid gap-2">
                  <Skeleton className="h-3.5 w-32" />
                  <Skeleton className="h-5 w-20" />
                </div>
              </TableCell>
              <TableCell className="py-3">
                <Skeleton className="h-4 w-28" />
              </TableCell>
              <TableCell className="py-3 pr-4">
                <Skeleton className="ml-auto size-8" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

import { Skeleton } from "@/components/ui/skeleton";

const CARDS_PER_COLUMN = [3, 2, 2, 1];

/** The board while its stages and projects load: four columns shaped like the real ones. */
export function BoardSkeleton() {
  return (
    <div aria-busy="true" className="grid min-h-[500px] grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <output className="sr-only">Loading stages</output>
      {CARDS_PER_COLUMN.map((cards, column) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
          key={column}
          data-testid="stage-column-skeleton"
          className="flex min-h-56 flex-col gap-2 rounded-xl border bg-slate-50/80 sm:min-h-[500px]"
        >
          <div className="space-y-2 border-b px-3 py-3">
            <div className="flex items-center gap-2">
              <Skeleton className="size-2.5 rounded-full" />
              <Skeleton className="h-4 w-24" />
              <Skeleton className="ml-auto h-5 w-7" />
            </div>
            <Skeleton className="h-3 w-40" />
          </div>
          <div className="grid gap-2 p-2">
            {Array.from({ length: cards }, (_, card) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
              <div key={card} className="space-y-3 rounded-lg border bg-card p-3">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
                <div className="flex justify-between">
                  <Skeleton className="h-3 w-24" />
                  <Skeleton className="h-5 w-12" />
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

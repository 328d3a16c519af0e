/** The states of a section inside a detail page: its skeleton while loading, and its failure. */
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState, type RetryProps } from "./error-state";

/** A section card while it loads: its title and a few rows (tall ones for rows that hold two lines). */
export interface SectionShape {
  rows: number;
  tall?: boolean;
}

export function SectionSkeleton({ rows, tall = false }: SectionShape) {
  return (
    <Card>
      <CardHeader>
        <Skeleton className="h-5 w-36" />
      </CardHeader>
      <CardContent className="space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className={tall ? "h-14 w-full" : "h-5 w-full"} />
        ))}
      </CardContent>
    </Card>
  );
}

/** Skeleton rows for a section whose own data is still on the way. */
export function RowsSkeleton({ rows, className }: { rows: number; className?: string }) {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={className ?? "h-12 w-full"} />
      ))}
    </div>
  );
}

/** A section that could not load: the shared compact error card, whose button keeps saying Retry. */
export function SectionError({
  message,
  onRetry,
  retrying = false,
}: Omit<RetryProps, "retrying"> & { message: string; retrying?: boolean }) {
  return <ErrorState compact title={message} onRetry={onRetry} retrying={retrying} retryingLabel="Retry" />;
}

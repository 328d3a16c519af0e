/**
 * The frame every report section shares, with its four states: skeletons shaped like the content while
 * the figures load, plain words and Try again when they could not, a sentence when there is nothing to
 * show yet, and the content.
 */
import { type LucideIcon, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export type SectionState =
  | { kind: "loading" }
  | { kind: "error"; retry: () => void; retrying: boolean }
  | { kind: "empty"; icon: LucideIcon; message: ReactNode }
  | { kind: "ready" };

interface ReportCardProps {
  title: string;
  description: ReactNode;
  state: SectionState;
  /** A control in the card's corner (the pipeline's project type). */
  action?: ReactNode;
  /** The loading placeholder; a chart-shaped block unless given. */
  skeleton?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function ReportCard({
  title,
  description,
  state,
  action,
  skeleton,
  className,
  children,
}: ReportCardProps) {
  return (
    <Card className={cn("min-w-0 gap-4", className)} aria-busy={state.kind === "loading"}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className="min-w-0 px-4 sm:px-6">
        {state.kind === "loading" ? (
          (skeleton ?? <ChartSkeleton />)
        ) : state.kind === "error" ? (
          <SectionError what={title} retry={state.retry} retrying={state.retrying} />
        ) : state.kind === "empty" ? (
          <EmptySection icon={state.icon}>{state.message}</EmptySection>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

export function ChartSkeleton({ height = 240 }: { height?: number }) {
  const bars = [45, 70, 30, 85, 60, 40, 75, 55];
  return (
    <div className="flex items-end gap-2 border-b pb-1 sm:gap-3" style={{ height }}>
      <span className="sr-only">Loading...</span>
      {bars.map((h) => (
        <Skeleton key={h} className="flex-1 rounded-b-none" style={{ height: `${h}%` }} />
      ))}
    </div>
  );
}

export function RowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="grid gap-3">
      <span className="sr-only">Loading...</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

export function SectionError({
  what,
  retry,
  retrying,
}: {
  what: string;
  retry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50/50 p-4 text-sm"
    >
      <p>We couldn't load {what}. Check your connection and try again.</p>
      <Button variant="outline" size="sm" onClick={retry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        {retrying ? "Trying again..." : "Try again"}
      </Button>
    </div>
  );
}

function EmptySection({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
      <Icon aria-hidden="true" className="size-7 text-muted-foreground" />
      <div className="max-w-sm text-sm text-muted-foreground">{children}</div>
    </div>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A section's state from its query: the error wins over stale figures, so that a retry is offered. */
export function sectionStateOf<T>(
  query: QueryLike<T>,
  emptyWhen: (data: T) => { icon: LucideIcon; message: ReactNode } | null,
): SectionState {
  if (query.isError) {
    return { kind: "error", retry: () => void query.refetch(), retrying: query.isFetching };
  }
  if (query.isPending || query.data === undefined) return { kind: "loading" };
  const empty = emptyWhen(query.data);
  return empty ? { kind: "empty", ...empty } : { kind: "ready" };
}

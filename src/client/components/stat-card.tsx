/**
 * One summary figure above a list: its name, a tinted icon (hidden on phones, where space is short), the
 * figure (a skeleton while it loads, a dash when it could not be had) and a line saying what it counts.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export interface StatCardProps {
  title: string;
  icon: LucideIcon;
  /** The icon's tint, as classes ("bg-blue-50 text-blue-700"). */
  tone: string;
  /** The figure; null when it could not be had. */
  value: ReactNode | null;
  hint: string;
  loading: boolean;
  /** The loading skeleton's size, near the figure's own. */
  skeletonClassName?: string;
  className?: string;
}

export function StatCard({
  title,
  icon: Icon,
  tone,
  value,
  hint,
  loading,
  skeletonClassName = "h-8 w-24",
  className,
}: StatCardProps) {
  return (
    <Card className={cn("gap-3 py-4 sm:py-5", className)}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-5">
        <CardTitle className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</CardTitle>
        <span
          aria-hidden="true"
          className={`hidden size-8 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}
        >
          <Icon className="size-4" />
        </span>
      </CardHeader>
      <CardContent className="space-y-1 px-4 sm:px-5">
        {loading ? (
          <Skeleton className={skeletonClassName} />
        ) : (
          <p className="truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
            {value ?? "—"}
          </p>
        )}
        <p className="text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

/** A figure that could not be had: a dash on screen, "Unavailable" to screen readers. */
export function Unavailable() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Unavailable</span>
    </>
  );
}

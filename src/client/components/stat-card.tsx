/**
 * One summary figure above a list: its name, a tinted icon (hidden on phones, where space is short), the
 * figure (a skeleton while it loads, a dash when it could not be had) and a line saying what it counts.
 * Every summary row (proposals, earnings, dashboard, reports, automations...) is made of these.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** The icon tints a figure may take, so that the same colour means the same thing on every page. */
export const STAT_TONES = {
  blue: "bg-blue-50 text-blue-700",
  green: "bg-green-50 text-green-700",
  emerald: "bg-emerald-50 text-emerald-700",
  amber: "bg-amber-50 text-amber-700",
  violet: "bg-violet-50 text-violet-700",
  cyan: "bg-cyan-50 text-cyan-700",
  slate: "bg-slate-100 text-slate-700",
} as const;

export type StatTone = keyof typeof STAT_TONES;

export interface StatCardProps {
  title: string;
  icon: LucideIcon;
  tone: StatTone;
  /** The figure; null when it could not be had. */
  value: ReactNode | null;
  /** What the figure counts; null while loading when the line itself depends on the figure. */
  hint: string | null;
  loading: boolean;
  /** The loading skeleton's size, near the figure's own. */
  skeletonClassName?: string;
  /** On a phone the hint is left out, for rows of many cards where the titles say enough. */
  hideHintOnPhones?: boolean;
  /** Cards with room on a phone keep their icon and full-size title and figure there too. */
  roomy?: boolean;
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
  hideHintOnPhones = false,
  roomy = false,
  className,
}: StatCardProps) {
  return (
    <Card className={cn("gap-3 py-4 sm:py-5", className)} aria-busy={loading || undefined}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-5">
        <CardTitle
          className={cn("font-medium text-muted-foreground", roomy ? "text-sm" : "text-xs sm:text-sm")}
        >
          {title}
        </CardTitle>
        <span
          aria-hidden="true"
          className={cn(
            "size-8 shrink-0 items-center justify-center rounded-lg",
            roomy ? "flex" : "hidden sm:flex",
            STAT_TONES[tone],
          )}
        >
          <Icon className="size-4" />
        </span>
      </CardHeader>
      <CardContent className={cn("px-4 sm:px-5", loading && hint === null ? "space-y-2" : "space-y-1")}>
        {loading ? (
          <Skeleton className={skeletonClassName} />
        ) : (
          <p
            className={cn(
              "truncate font-semibold tracking-tight tabular-nums",
              roomy ? "text-2xl" : "text-xl sm:text-2xl",
            )}
          >
            {value ?? "—"}
          </p>
        )}
        {hint === null ? (
          loading ? (
            <Skeleton className="h-3 w-20" />
          ) : null
        ) : (
          <p className={cn("text-xs text-muted-foreground", hideHintOnPhones && "hidden sm:block")}>{hint}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** One figure of a row; `loading` here overrides the row's, for figures that arrive one by one. */
export type Stat = Pick<StatCardProps, "title" | "icon" | "tone" | "value" | "hint"> & { loading?: boolean };

/** A figure worked out from one answer (the studio summary, the dashboard's figures). */
export type FigureOf<T> = Omit<Stat, "value"> & { value: (data: T) => string };

/** The stats of such figures: each worked out from the answer, or `missing` while there is none. */
export function statsFrom<T>(
  figures: readonly FigureOf<T>[],
  data: T | undefined,
  missing: ReactNode = null,
) {
  return figures.map(
    ({ value, ...figure }): Stat => ({ ...figure, value: data === undefined ? missing : value(data) }),
  );
}

export interface StatGroupProps
  extends Pick<StatCardProps, "skeletonClassName" | "hideHintOnPhones" | "roomy"> {
  /** The name of the row for screen readers ("Summary", "Key figures"). */
  heading: string;
  /**
   * With an id, the name is a hidden h2 the section is labelled by (and focus can be sent to); without,
   * the section carries it as its label, adding no heading.
   */
  id?: string;
  stats: readonly Stat[];
  loading?: boolean;
  /** The grid's columns. */
  columns?: string;
  /** A list of figures, one item each, where the items are counted or found by screen readers. */
  list?: boolean;
  className?: string;
  cardClassName?: string;
  /** What follows the cards: the row's failure, or a word on why every figure is zero. */
  children?: ReactNode;
}

/** A row of summary figures under one name. */
export function StatGroup({
  heading,
  id,
  stats,
  loading = false,
  columns = "grid-cols-2 sm:grid-cols-3",
  list = false,
  className,
  cardClassName,
  children,
  ...shared
}: StatGroupProps) {
  const Grid = list ? "ul" : "div";
  const cards = stats.map((stat) => {
    const card = (
      <StatCard
        key={stat.title}
        loading={loading}
        {...shared}
        {...stat}
        className={cn(list && "h-full", cardClassName)}
      />
    );
    return list ? <li key={stat.title}>{card}</li> : card;
  });
  return (
    <section aria-labelledby={id} aria-label={id ? undefined : heading} className={className}>
      {id ? (
        <h2 id={id} tabIndex={-1} className="sr-only">
          {heading}
        </h2>
      ) : null}
      <Grid className={cn("grid gap-3 lg:gap-4", columns)}>{cards}</Grid>
      {children}
    </section>
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

/** The three figures above a list page: "Summary" to screen readers, the last card filling a phone's row. */
export function ListSummary(props: Omit<StatGroupProps, "heading" | "className" | "cardClassName">) {
  return (
    <StatGroup
      heading="Summary"
      className="mb-6 md:mb-8"
      cardClassName="last:col-span-2 sm:last:col-span-1"
      {...props}
    />
  );
}

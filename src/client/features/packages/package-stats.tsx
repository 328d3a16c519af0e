import { CircleDollarSign, type LucideIcon, Package as PackageIcon, Repeat } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "../../../shared/money";
import type { Package } from "../../../shared/packages";

interface StatCard {
  title: string;
  icon: LucideIcon;
  tone: string;
  value: string | null;
  hint: string;
}

/** Total Packages, Average Price (of the base prices) and Times Used (imports into proposals). */
function cards(packages: readonly Package[] | null): StatCard[] {
  const total = packages?.length ?? 0;
  const sum = packages?.reduce((acc, pkg) => acc + pkg.basePriceCents, 0) ?? 0;
  const used = packages?.reduce((acc, pkg) => acc + pkg.timesUsed, 0) ?? 0;
  return [
    {
      title: "Total Packages",
      icon: PackageIcon,
      tone: "bg-blue-50 text-blue-700",
      value: packages ? total.toLocaleString("en-US") : null,
      hint: "Ready to import into a proposal",
    },
    {
      title: "Average Price",
      icon: CircleDollarSign,
      tone: "bg-green-50 text-green-700",
      value: packages ? formatCents(total === 0 ? 0 : Math.round(sum / total)) : null,
      hint: "Base price across your packages",
    },
    {
      title: "Times Used",
      icon: Repeat,
      tone: "bg-amber-50 text-amber-700",
      value: packages ? used.toLocaleString("en-US") : null,
      hint: "Proposals that imported a package",
    },
  ];
}

export function PackageStats({
  packages,
  failed,
}: {
  packages: readonly Package[] | undefined;
  failed: boolean;
}) {
  const loading = !packages && !failed;
  return (
    <section aria-labelledby="package-stats-heading" className="mb-6 md:mb-8">
      <h2 id="package-stats-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:gap-4">
        {cards(packages ?? null).map(({ title, icon: Icon, tone, value, hint }) => (
          <Card key={title} className="gap-3 py-4 last:col-span-2 sm:py-5 sm:last:col-span-1">
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
                <Skeleton className="h-8 w-24" />
              ) : (
                <p className="truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
                  {value ?? "—"}
                </p>
              )}
              <p className="text-xs text-muted-foreground">{hint}</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}

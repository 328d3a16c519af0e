import { CircleDollarSign, type LucideIcon, Package as PackageIcon, Repeat } from "lucide-react";
import { StatCard } from "@/components/stat-card";
import { formatCents } from "../../../shared/money";
import type { Package } from "../../../shared/packages";

interface Stat {
  title: string;
  icon: LucideIcon;
  tone: string;
  value: string | null;
  hint: string;
}

/** Total Packages, Average Price (of the base prices) and Times Used (imports into proposals). */
function cards(packages: readonly Package[] | null): Stat[] {
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
        {cards(packages ?? null).map((card) => (
          <StatCard
            key={card.title}
            {...card}
            loading={loading}
            skeletonClassName="h-8 w-24"
            className="last:col-span-2 sm:last:col-span-1"
          />
        ))}
      </div>
    </section>
  );
}

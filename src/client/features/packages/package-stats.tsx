import { CircleDollarSign, Package as PackageIcon, Repeat } from "lucide-react";
import { ListSummary, type Stat } from "@/components/stat-card";
import { useMoney } from "@/hooks/use-money";
import type { Package } from "../../../shared/packages";

/** Total Packages, Average Price (of the base prices) and Times Used (imports into proposals). */
function stats(packages: readonly Package[] | null, money: (minor: number) => string): Stat[] {
  const total = packages?.length ?? 0;
  const sum = packages?.reduce((acc, pkg) => acc + pkg.basePriceCents, 0) ?? 0;
  const used = packages?.reduce((acc, pkg) => acc + pkg.timesUsed, 0) ?? 0;
  return [
    {
      title: "Total Packages",
      icon: PackageIcon,
      tone: "blue",
      value: packages ? total.toLocaleString("en-US") : null,
      hint: "Ready to import into a proposal",
    },
    {
      title: "Average Price",
      icon: CircleDollarSign,
      tone: "green",
      value: packages ? money(total === 0 ? 0 : Math.round(sum / total)) : null,
      hint: "Base price across your packages",
    },
    {
      title: "Times Used",
      icon: Repeat,
      tone: "amber",
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
  const money = useMoney();
  return (
    <ListSummary
      id="package-stats-heading"
      stats={stats(packages ?? null, money)}
      loading={!packages && !failed}
    />
  );
}

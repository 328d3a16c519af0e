import { useMoney } from "@/hooks/use-money";
import { useStudioDates } from "@/hooks/use-studio-dates";
import type { Package } from "../../../shared/packages";
import { type PackageActionHandlers, PackageActions } from "./package-actions";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The phone list (under 768 px): one card per package. */
export function PackageCardList({
  packages,
  ...handlers
}: { packages: readonly Package[] } & PackageActionHandlers) {
  const money = useMoney();
  const dates = useStudioDates();
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Packages">
      {packages.map((pkg) => (
        <li key={pkg.id} className="rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium">{pkg.name}</p>
              <p className="text-lg font-semibold tabular-nums">{money(pkg.basePriceCents)}</p>
            </div>
            <div className="-mr-2 -mt-1">
              <PackageActions pkg={pkg} {...handlers} />
            </div>
          </div>
          <p className={`mt-2 line-clamp-2 text-sm ${pkg.description ? "" : "text-muted-foreground"}`}>
            {pkg.description || "No description"}
          </p>
          <p className="mt-3 border-t pt-3 text-xs text-muted-foreground">
            {plural(pkg.items.length, "item")} · Used {plural(pkg.timesUsed, "time")} · Created{" "}
            {dates.day(pkg.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

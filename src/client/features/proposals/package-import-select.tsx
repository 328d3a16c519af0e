import { Link } from "wouter";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { usePackages } from "@/features/packages";
import { useMoney } from "@/hooks/use-money";
import type { Package } from "../../../shared/packages";
import { FIELD_IDS } from "./proposal-form";

interface PackageImportSelectProps {
  packageId: string;
  onImport: (pkg: Package) => void;
}

/** "Import package": choosing one replaces the items with it; the choice is remembered. */
export function PackageImportSelect({ packageId, onImport }: PackageImportSelectProps) {
  const money = useMoney();
  const packages = usePackages();
  const list = packages.data ?? [];
  let placeholder = "Choose a package";
  if (packages.isPending) placeholder = "Loading packages...";
  else if (packages.isError) placeholder = "Packages could not be loaded";
  else if (list.length === 0) placeholder = "No packages yet";

  return (
    <div className="grid gap-2">
      <Label htmlFor={FIELD_IDS.packageId}>Import package</Label>
      <Select
        value={list.some((pkg) => pkg.id === packageId) ? packageId : ""}
        onValueChange={(id) => {
          const pkg = list.find((p) => p.id === id);
          if (pkg) onImport(pkg);
        }}
        disabled={list.length === 0}
      >
        <SelectTrigger
          id={FIELD_IDS.packageId}
          className="w-full"
          aria-describedby={`${FIELD_IDS.packageId}-hint`}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {list.map((pkg) => (
            <SelectItem key={pkg.id} value={pkg.id}>
              {pkg.name} · {money(pkg.basePriceCents)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${FIELD_IDS.packageId}-hint`} className="text-xs text-muted-foreground">
        {packages.isSuccess && list.length === 0 ? (
          <>
            Save your usual offers as{" "}
            <Link
              href="/packages"
              className="font-medium text-primary-solid underline-offset-4 hover:underline"
            >
              packages
            </Link>{" "}
            to fill in a proposal in one step.
          </>
        ) : (
          "Importing a package replaces the items below with the package and its items."
        )}
      </p>
    </div>
  );
}

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useMoney } from "@/hooks/use-money";
import { useTableDate } from "@/hooks/use-table-date";
import type { Package } from "../../../shared/packages";
import { type PackageActionHandlers, PackageActions } from "./package-actions";

export function PackagesTableHeader() {
  return (
    <TableHeader>
      <TableRow className="hover:bg-transparent">
        <TableHead className="pl-4">Name</TableHead>
        <TableHead className="w-[25%]">Description</TableHead>
        <TableHead className="w-28 text-right">Base Price</TableHead>
        <TableHead className="w-16 text-right">Items</TableHead>
        <TableHead className="w-24 text-right">Times Used</TableHead>
        <TableHead className="w-32 pl-6">Created</TableHead>
        <TableHead className="w-32 pr-4">
          <span className="sr-only">Actions</span>
        </TableHead>
      </TableRow>
    </TableHeader>
  );
}

/** The desktop list of packages. */
export function PackagesTable({
  packages,
  ...handlers
}: { packages: readonly Package[] } & PackageActionHandlers) {
  const money = useMoney();
  const day = useTableDate();
  return (
    <Table className="table-fixed">
      <PackagesTableHeader />
      <TableBody>
        {packages.map((pkg) => (
          <TableRow key={pkg.id}>
            <TableCell className="truncate py-3 pl-4 font-medium" title={pkg.name}>
              {pkg.name}
            </TableCell>
            <TableCell
              className={`truncate py-3 ${pkg.description ? "" : "text-muted-foreground"}`}
              title={pkg.description ?? undefined}
            >
              {pkg.description || "No description"}
            </TableCell>
            <TableCell className="py-3 text-right font-medium tabular-nums">
              {money(pkg.basePriceCents)}
            </TableCell>
            <TableCell className="py-3 text-right tabular-nums">{pkg.items.length}</TableCell>
            <TableCell className="py-3 text-right tabular-nums">{pkg.timesUsed}</TableCell>
            <TableCell className="py-3 pl-6 text-muted-foreground">{day(pkg.createdAt)}</TableCell>
            <TableCell className="py-3 pr-4">
              <PackageActions pkg={pkg} {...handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Loading placeholders for lists: grey rows under a table's real column headings, or grey cards on a phone.
 * A feature describes its row and card as bones (the classes of each grey bar), so every list skeleton shares
 * one frame and only its shape differs.
 */
import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { BoneSet, type Bones } from "./bones";

export { BoneSet, type Bones } from "./bones";

/** A table cell's bones, with the cell's own padding when it differs from its neighbours'. */
export type CellBones = Bones | { cell: string; bones: Bones };

function cellOf(cell: CellBones): { className?: string; bones: Bones } {
  return typeof cell === "object" && "cell" in cell
    ? { className: cell.cell, bones: cell.bones }
    : { bones: cell };
}

/** The action buttons at the end of a row, as square bones. */
export const actionBones = (count: number): Bones => ({
  row: Array.from({ length: count }, () => "size-8"),
  className: "justify-end gap-1",
});

/** A card's top: its title and the line under it, beside a badge or switch (and after an icon, if any). */
export const cardHeadBones = (side: Bones, lead?: Bones): Bones => ({
  row: [...(lead ? [lead] : []), { stack: ["h-4 w-3/5", "h-3 w-2/5"], className: "flex-1" }, side],
  className: "items-start",
});

/** A form's labelled fields: each a label above its input. */
export const fieldBones = (count: number, labelWidth = "w-28"): Bones[] =>
  Array.from({ length: count }, () => ({ stack: [`h-4 ${labelWidth}`, "h-9 w-full"] }));

/** Two figures side by side, as on the money cards (amount and date, total and deposit). */
export const TWO_FIGURES: Bones = { row: ["h-8 w-24", "h-8 w-28"], className: "grid grid-cols-2 gap-4" };

/** Cards shaped like a list's cards; `label` makes the list itself the busy region. */
export function CardsSkeleton({
  count,
  card,
  label,
  className,
}: {
  count: number;
  card: readonly Bones[];
  label?: string;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-3", className)} aria-busy={label ? true : undefined} aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
        <li key={i} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <BoneSet bones={card} />
        </li>
      ))}
    </ul>
  );
}

export interface ListSkeletonProps {
  /** What is loading, for screen readers ("Loading packages"). */
  label: string;
  /** On a phone the list is cards, elsewhere a table. */
  mobile: boolean;
  /** The table's real header, so the columns keep their widths. */
  header: ReactNode;
  /** One row's cells, in column order. */
  cells: readonly CellBones[];
  /** One card's bones, top to bottom. */
  card: readonly Bones[];
  rows?: number;
  cards?: number;
  /** Cell padding from top to bottom. */
  rowPadding?: string;
  /** The table draws its own rounded frame unless it already sits in one. */
  framed?: boolean;
}

export function ListSkeleton({
  label,
  mobile,
  header,
  cells,
  card,
  rows = 5,
  cards = 3,
  rowPadding = "py-3",
  framed = true,
}: ListSkeletonProps) {
  if (mobile) return <CardsSkeleton count={cards} card={card} label={label} />;
  return (
    <div
      aria-busy="true"
      className={framed ? "overflow-hidden rounded-xl border bg-card shadow-sm" : undefined}
    >
      <span className="sr-only">{label}</span>
      <Table className="table-fixed">
        {header}
        <TableBody>
          {Array.from({ length: rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
            <TableRow key={row} className="hover:bg-transparent">
              {cells.map(cellOf).map((cell, col) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
                <TableCell key={col} className={cn(rowPadding, "first:pl-4 last:pr-4", cell.className)}>
                  <BoneSet bones={cell.bones} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

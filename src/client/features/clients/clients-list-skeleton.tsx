import { type Bones, type CellBones, ListSkeleton } from "@/components/list-skeleton";
import { ClientsTableHeader } from "./clients-table-header";

/** A name beside its avatar, as on the table's first column and on the card's top. */
const avatarAndName = (name: Bones): Bones => ({
  row: ["size-9 rounded-full", name],
  className: "items-center",
});

/** Name, contact, projects, latest project, added, and the row's menu. */
const CELLS: readonly CellBones[] = [
  avatarAndName("h-4 w-28"),
  { stack: ["h-3.5 w-40", "h-3.5 w-24"] },
  "h-4 w-6",
  { stack: ["h-3.5 w-32", "h-5 w-20"] },
  "h-4 w-28",
  "ml-auto size-8",
];

const CARD: readonly Bones[] = [
  avatarAndName({ stack: ["h-4 w-2/5", "h-3 w-1/3"], className: "flex-1" }),
  "mt-1 h-3 w-3/5",
  "h-3 w-2/5",
  { row: ["h-8 w-20", "h-8 w-32"], className: "mt-1 gap-6 border-t pt-3" },
];

/** Loading: grey rows shaped like the table (or the cards on a phone). */
export function ClientsListSkeleton({ mobile }: { mobile: boolean }) {
  return (
    <ListSkeleton
      label="Loading clients"
      mobile={mobile}
      header={<ClientsTableHeader />}
      cells={CELLS}
      card={CARD}
      framed={false}
    />
  );
}

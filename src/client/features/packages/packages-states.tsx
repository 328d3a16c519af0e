import { Package as PackageIcon } from "lucide-react";
import { AddButton, EmptyState } from "@/components/empty-state";
import { ErrorState, type RetryProps } from "@/components/error-state";
import { actionBones, type Bones, type CellBones, ListSkeleton } from "@/components/list-skeleton";
import { PackagesTableHeader } from "./packages-table";

/** Name, description, price, items, times used, updated, and the row's three actions. */
const CELLS: readonly CellBones[] = [
  "h-4 w-32",
  "h-4 w-48",
  "ml-auto h-4 w-20",
  "ml-auto h-4 w-6",
  "ml-auto h-4 w-6",
  { cell: "pl-6", bones: "h-4 w-28" },
  actionBones(3),
];

const CARD: readonly Bones[] = ["h-4 w-2/5", "h-6 w-24", "h-3 w-4/5", "h-3 w-3/5"];

/** Loading: grey rows shaped like the table, or cards on a phone. */
export function PackagesListSkeleton({ mobile }: { mobile: boolean }) {
  return (
    <ListSkeleton
      label="Loading packages"
      mobile={mobile}
      header={<PackagesTableHeader />}
      cells={CELLS}
      card={CARD}
      rows={4}
    />
  );
}

export function PackagesEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState
      icon={PackageIcon}
      title="No packages yet"
      action={<AddButton onClick={onCreate}>Create your first package</AddButton>}
    >
      Save the collections you offer again and again, with their price and what's included. Then build a
      proposal from one in a single step.
    </EmptyState>
  );
}

export function PackagesErrorState(props: RetryProps) {
  return <ErrorState title="We couldn't load your packages" {...props} />;
}

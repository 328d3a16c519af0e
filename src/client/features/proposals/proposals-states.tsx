import { FilePlus2, FileText } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { ErrorState, type RetryProps } from "@/components/error-state";
import {
  actionBones,
  type Bones,
  type CellBones,
  cardHeadBones,
  ListSkeleton,
  TWO_FIGURES,
} from "@/components/list-skeleton";
import { Button } from "@/components/ui/button";
import { ProposalsTableHeader } from "./proposals-table";

/** Title and client, event date, total, status, sent, then Send and three actions. */
const CELLS: readonly CellBones[] = [
  { stack: ["h-4 w-44", "h-3 w-28"] },
  "h-4 w-28",
  "ml-auto h-4 w-20",
  { cell: "pl-6", bones: "h-5 w-14" },
  "h-4 w-28",
  { row: ["h-8 w-24", actionBones(3)], className: "justify-end gap-1.5" },
];

const CARD: readonly Bones[] = [cardHeadBones("h-5 w-14"), TWO_FIGURES, "h-8 w-full"];

/** Loading: grey rows shaped like the table, or cards on a phone. */
export function ProposalsListSkeleton({ mobile }: { mobile: boolean }) {
  return (
    <ListSkeleton
      label="Loading proposals"
      mobile={mobile}
      header={<ProposalsTableHeader />}
      cells={CELLS}
      card={CARD}
    />
  );
}

/** First run: nothing sent yet, and the one button that starts. */
export function ProposalsEmptyState() {
  return (
    <EmptyState
      icon={FileText}
      title="No proposals yet"
      action={
        <Button asChild>
          <Link href="/proposals/new">
            <FilePlus2 aria-hidden="true" />
            Create your first proposal
          </Link>
        </Button>
      }
    >
      Put together an estimate with your services and prices. Your client reviews it, signs it and pays the
      deposit online.
    </EmptyState>
  );
}

export function ProposalsErrorState(props: RetryProps) {
  return <ErrorState title="We couldn't load your proposals" {...props} />;
}

import { FileText, Landmark } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { ErrorState, type RetryProps } from "@/components/error-state";
import {
  type Bones,
  cardHeadBones,
  ListSkeleton as SharedListSkeleton,
  TWO_FIGURES,
} from "@/components/list-skeleton";
import { Button } from "@/components/ui/button";

const CARD: readonly Bones[] = [cardHeadBones("h-5 w-16"), TWO_FIGURES];

/** Loading: grey rows under the real column headings (text, then the status badge), or cards on a phone. */
export function ListSkeleton({
  columns,
  ...props
}: {
  label: string;
  mobile: boolean;
  header: ReactNode;
  columns: number;
}) {
  const cells = Array.from({ length: columns }, (_, col) => (col === columns - 1 ? "h-5 w-16" : "h-4 w-3/4"));
  return <SharedListSkeleton {...props} cells={cells} card={CARD} rowPadding="py-4" />;
}

/** Earnings come from clients paying proposals, so the way to fill this list is a proposal. */
export function EarningsEmptyState() {
  return (
    <EmptyState
      icon={FileText}
      title="No earnings yet"
      action={
        <Button asChild variant="outline">
          <Link href="/proposals">Go to Proposals</Link>
        </Button>
      }
    >
      Payments clients make on your proposals appear here, with the platform fee and what you keep.
    </EmptyState>
  );
}

/** No button here: the header's Request Payout is the one way to start, and two would be ambiguous. */
export function PayoutsEmptyState() {
  return (
    <EmptyState icon={Landmark} title="No payouts yet">
      When you request a payout, it appears here with its fee, arrival date and status.
    </EmptyState>
  );
}

export function ListErrorState({ what, ...props }: RetryProps & { what: string }) {
  return <ErrorState title={`We couldn't load your ${what}`} {...props} />;
}

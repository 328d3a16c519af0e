import { Columns3 } from "lucide-react";
import { AddButton, EmptyState } from "@/components/empty-state";
import { ErrorState, type RetryProps } from "@/components/error-state";

/** The board's panels stand as tall as an empty board, so the page does not jump when it loads. */
const BOARD_PANEL = "min-h-[300px] justify-center";

/** The message shown when the stages cannot be read. */
export function StagesLoadError(props: RetryProps) {
  return (
    <ErrorState
      title="Failed to load stages. Please refresh the page."
      description={null}
      titleAs="p"
      retryLabel="Try again"
      className={BOARD_PANEL}
      {...props}
    />
  );
}

export function ProjectsLoadError(props: RetryProps) {
  return (
    <ErrorState
      title="We couldn't load your projects."
      description="Something went wrong while fetching them. Check your connection and try again."
      titleAs="p"
      retryLabel="Try again"
      className={BOARD_PANEL}
      {...props}
    />
  );
}

/** A project type with no stages yet: what stages are for, and the button that adds the first. */
export function NoStages({ typeLabel, onAddStage }: { typeLabel: string; onAddStage: () => void }) {
  return (
    <EmptyState
      icon={Columns3}
      title={`No stages for ${typeLabel.toLowerCase()} projects yet`}
      titleAs="p"
      className={`${BOARD_PANEL} bg-transparent sm:py-12`}
      action={<AddButton onClick={onAddStage}>Add Stage</AddButton>}
    >
      Stages are the columns of your board, from first enquiry to delivery. Add one to start.
    </EmptyState>
  );
}

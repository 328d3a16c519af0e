import { Columns3, Plus } from "lucide-react";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";

interface RetryProps {
  onRetry: () => void;
  retrying: boolean;
}

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
    <div className="flex min-h-[300px] flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-700">
        <Columns3 aria-hidden="true" className="size-6" />
      </span>
      <p className="text-base font-semibold">No stages for {typeLabel.toLowerCase()} projects yet</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Stages are the columns of your board, from first enquiry to delivery. Add one to start.
      </p>
      <Button onClick={onAddStage}>
        <Plus aria-hidden="true" />
        Add Stage
      </Button>
    </div>
  );
}

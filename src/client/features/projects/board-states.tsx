import { AlertTriangle, Columns3, Plus, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

interface RetryProps {
  onRetry: () => void;
  retrying: boolean;
}

function RetryButton({ onRetry, retrying }: RetryProps) {
  return (
    <Button variant="outline" onClick={onRetry} disabled={retrying}>
      <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
      {retrying ? "Retrying..." : "Try again"}
    </Button>
  );
}

function ErrorPanel({ title, children, ...retry }: RetryProps & { title: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex min-h-[300px] flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-red-50/50 px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </span>
      <p className="text-base font-semibold">{title}</p>
      {children}
      <RetryButton {...retry} />
    </div>
  );
}

/** SPEC §8's message when the stages cannot be read. */
export function StagesLoadError(props: RetryProps) {
  return <ErrorPanel title="Failed to load stages. Please refresh the page." {...props} />;
}

export function ProjectsLoadError(props: RetryProps) {
  return (
    <ErrorPanel title="We couldn't load your projects." {...props}>
      <p className="max-w-sm text-sm text-muted-foreground">
        Something went wrong while fetching them. Check your connection and try again.
      </p>
    </ErrorPanel>
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

import { AlertTriangle, Pencil, Plus, RotateCw, Trash2 } from "lucide-react";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useStages } from "@/hooks/use-stages";
import { type ProjectType, projectTypeLabel, type Stage } from "../../../shared/projects";
import { DeleteStageDialog } from "./delete-stage-dialog";
import { sortStages } from "./pipeline-cache";
import { StageFormDialog } from "./stage-form-dialog";

interface ManageStagesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectType: ProjectType;
}

/** A sub-dialog's open flag and its stage, kept apart so the text stays while it animates closed. */
interface SubDialog {
  open: boolean;
  stage: Stage | null;
}
const closed: SubDialog = { open: false, stage: null };

/** The selected type's stages in order, each with edit and delete, and a button to add one. */
export function ManageStagesDialog({ open, onOpenChange, projectType }: ManageStagesDialogProps) {
  const stages = useStages(projectType, open);
  const sorted = useMemo(() => sortStages(stages.data ?? []), [stages.data]);
  const [form, setForm] = useState<SubDialog>(closed);
  const [deleting, setDeleting] = useState<SubDialog>(closed);
  const label = projectTypeLabel(projectType);

  // The sub-dialogs give focus back to the button that opened them (or the Add button if it is gone).
  const returnFocus = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const remember = (element: Element | null) => {
    returnFocus.current = element instanceof HTMLElement ? element : null;
  };
  const restoreFocus = (event: Event) => {
    const next = returnFocus.current?.isConnected ? returnFocus.current : addButton.current;
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  let body: ReactNode;
  if (stages.isPending) {
    body = (
      <div className="grid gap-2" aria-busy="true">
        <output className="sr-only">Loading stages</output>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (stages.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50/60 px-4 py-8 text-center text-sm"
      >
        <AlertTriangle aria-hidden="true" className="size-5 text-red-700" />
        <p>Failed to load stages. Please refresh the page.</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void stages.refetch()}
          disabled={stages.isFetching}
        >
          <RotateCw aria-hidden="true" className={stages.isFetching ? "animate-spin" : undefined} />
          Try again
        </Button>
      </div>
    );
  } else if (sorted.length === 0) {
    body = (
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        No stages for {label.toLowerCase()} projects yet. Add the first one to start the pipeline.
      </p>
    );
  } else {
    body = (
      <div className="max-h-[300px] overflow-y-auto rounded-lg border">
        <ul className="divide-y" aria-label={`${label} stages`}>
          {sorted.map((stage) => (
            <li key={stage.id} className="flex items-center gap-3 px-3 py-2.5">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full ring-1 ring-black/10"
                style={{ backgroundColor: stage.color }}
              />
              <div className="min-w-0 flex-1">
                <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="truncate text-sm font-medium">{stage.name}</span>
                  {stage.isDefault ? <Badge variant="info">Default</Badge> : null}
                </div>
                <p className="text-xs text-muted-foreground">
                  Position {stage.orderIndex} ·{" "}
                  {stage.projectCount === 1
                    ? "1 project"
                    : `${stage.projectCount.toLocaleString("en-US")} projects`}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Edit ${stage.name}`}
                onClick={(event) => {
                  remember(event.currentTarget);
                  setForm({ open: true, stage });
                }}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={`Delete ${stage.name}`}
                onClick={(event) => {
                  remember(event.currentTarget);
                  setDeleting({ open: true, stage });
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-[600px]">
          <DialogHeader>
            <DialogTitle>Manage Stages</DialogTitle>
            <DialogDescription>
              The steps {label.toLowerCase()} projects move through, in board order.
            </DialogDescription>
          </DialogHeader>
          {body}
          <DialogFooter className="sm:justify-between">
            <Button
              ref={addButton}
              variant="outline"
              onClick={(event) => {
                remember(event.currentTarget);
                setForm({ open: true, stage: null });
              }}
            >
              <Plus aria-hidden="true" />
              Add Stage
            </Button>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <StageFormDialog
        open={form.open}
        stage={form.stage}
        projectType={projectType}
        onOpenChange={(next) => setForm((current) => ({ ...current, open: next }))}
        onCloseAutoFocus={restoreFocus}
      />
      <DeleteStageDialog
        open={deleting.open}
        // The fresh copy, so the project count is current.
        stage={deleting.stage ? (sorted.find((s) => s.id === deleting.stage?.id) ?? deleting.stage) : null}
        stages={sorted}
        onOpenChange={(next) => setDeleting((current) => ({ ...current, open: next }))}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}

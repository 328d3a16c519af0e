import {
  ConfirmDeleteDialog,
  type DeleteDialogProps,
  deleteRunner,
} from "@/components/confirm-delete-dialog";
import { projectTypeLabel, type Stage } from "../../../shared/projects";
import { deletionTarget } from "./pipeline-cache";
import { useDeleteStage } from "./use-pipeline";

interface DeleteStageDialogProps extends DeleteDialogProps {
  /** Kept while the dialog animates closed, so its text does not vanish. */
  stage: Stage | null;
  /** All stages of the stage's type, to name where its projects go. */
  stages: readonly Stage[];
}

const plural = (n: number) => (n === 1 ? "1 project" : `${n.toLocaleString("en-US")} projects`);

/** Asks before deleting a stage, saying plainly what happens to the projects in it. */
export function DeleteStageDialog({ stage, stages, ...dialog }: DeleteStageDialogProps) {
  const deleteStage = useDeleteStage();
  const remove = deleteRunner(deleteStage, dialog.onOpenChange, {
    fallback: "Failed to delete stage. Please try again.",
  });
  const target = stage ? deletionTarget(stages, stage.id) : null;
  const onlyStage = stage !== null && target === null;
  const count = stage?.projectCount ?? 0;

  const confirm = () => {
    if (!stage || onlyStage) return;
    remove(stage.id, ({ movedProjects }) => ({
      title: "Stage deleted",
      description:
        movedProjects > 0
          ? `${plural(movedProjects)} moved to ${target?.name ?? "the default stage"}.`
          : `${stage.name} was removed.`,
    }));
  };

  return (
    <ConfirmDeleteDialog
      {...dialog}
      title={`Delete ${stage?.name ?? "stage"}?`}
      description={
        onlyStage
          ? `${stage?.name} is the only stage for ${projectTypeLabel(stage.projectType).toLowerCase()} projects, and every project type needs at least one. Add another stage first.`
          : "Are you sure you want to delete this stage? This action cannot be undone."
      }
      confirmLabel="Delete stage"
      busy={deleteStage.isPending}
      onConfirm={confirm}
      blocked={onlyStage}
    >
      {count > 0 && target ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Its {plural(count)} will move to the default stage, <strong>{target.name}</strong>
          {stage?.isDefault ? ", which becomes the default for new projects" : ""}.
        </p>
      ) : null}
      {count === 0 && stage?.isDefault && target ? (
        <p className="text-sm text-muted-foreground">
          <strong>{target.name}</strong> becomes the default stage for new projects.
        </p>
      ) : null}
    </ConfirmDeleteDialog>
  );
}

import { AlertTriangle } from "lucide-react";
import {
  ConfirmDeleteDialog,
  type DeleteDialogProps,
  deleteRunner,
} from "@/components/confirm-delete-dialog";
import type { Template } from "../../../shared/templates";
import { useDeleteTemplate } from "./use-templates";

interface DeleteTemplateDialogProps extends DeleteDialogProps {
  /** Kept while the dialog animates closed, so its text does not vanish. */
  template: Template | null;
}

/** Asks before deleting a template, and says which automations would go quiet. */
export function DeleteTemplateDialog({ template, ...dialog }: DeleteTemplateDialogProps) {
  const deleteTemplate = useDeleteTemplate();
  const remove = deleteRunner(deleteTemplate, dialog.onOpenChange, {
    fallback: "Failed to delete template. Please try again.",
  });
  const name = template ? `"${template.name}"` : "this template";
  const usedBy = template?.usedBy ?? 0;
  return (
    <ConfirmDeleteDialog
      {...dialog}
      title="Delete template?"
      description={`This permanently deletes ${name}. Messages already sent are not affected. This cannot be undone.`}
      confirmLabel="Delete template"
      busy={deleteTemplate.isPending}
      onConfirm={() =>
        template &&
        remove(template.id, { title: "Template deleted", description: `${template.name} has been removed.` })
      }
    >
      {usedBy > 0 ? (
        <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {usedBy === 1 ? "1 automation sends" : `${usedBy} automations send`} this template.{" "}
            {usedBy === 1 ? "It" : "They"} will send nothing until you choose another template.
          </span>
        </p>
      ) : null}
    </ConfirmDeleteDialog>
  );
}

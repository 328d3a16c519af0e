import {
  ConfirmDeleteDialog,
  type DeleteDialogProps,
  deleteRunner,
} from "@/components/confirm-delete-dialog";
import type { QuestionnaireTemplate } from "../../../shared/questionnaires";
import { useDeleteTemplate } from "./use-questionnaires";

interface DeleteTemplateDialogProps extends DeleteDialogProps {
  template: QuestionnaireTemplate | null;
}

/** Answers already given stay readable on their projects: assignments keep their own copy. */
export function DeleteTemplateDialog({ template, ...dialog }: DeleteTemplateDialogProps) {
  const deleteTemplate = useDeleteTemplate();
  const remove = deleteRunner(deleteTemplate, dialog.onOpenChange, {
    fallback: "Failed to delete template. Please try again.",
  });
  return (
    <ConfirmDeleteDialog
      {...dialog}
      title="Delete questionnaire?"
      description={`This deletes "${template?.title ?? "this questionnaire"}" and its questions. Questionnaires already sent to clients, and their answers, stay on their projects.`}
      confirmLabel="Delete"
      busy={deleteTemplate.isPending}
      onConfirm={() =>
        template &&
        remove(template.id, { title: "Template Deleted", description: `${template.title} was deleted.` })
      }
    />
  );
}

import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { QuestionnaireTemplate } from "../../../shared/questionnaires";
import { useDeleteTemplate } from "./use-questionnaires";

interface DeleteTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template: QuestionnaireTemplate | null;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Answers already given stay readable on their projects: assignments keep their own copy. */
export function DeleteTemplateDialog({
  open,
  onOpenChange,
  template,
  onCloseAutoFocus,
}: DeleteTemplateDialogProps) {
  const remove = useDeleteTemplate();
  const busy = remove.isPending;
  const confirm = () => {
    if (!template) return;
    remove.mutate(template.id, {
      onSuccess: () => {
        toast({ title: "Template Deleted", description: `${template.title} was deleted.` });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(error, "Failed to delete template. Please try again."),
        }),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete questionnaire?"
      description={`This deletes "${template?.title ?? "this questionnaire"}" and its questions. Questionnaires already sent to clients, and their answers, stay on their projects.`}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={confirm}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}

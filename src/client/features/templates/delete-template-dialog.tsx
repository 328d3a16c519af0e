import { AlertTriangle } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { Template } from "../../../shared/templates";
import { useDeleteTemplate } from "./use-templates";

interface DeleteTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept while the dialog animates closed, so its text does not vanish. */
  template: Template | null;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before deleting a template, and says which automations would go quiet. */
export function DeleteTemplateDialog({
  open,
  onOpenChange,
  template,
  onCloseAutoFocus,
}: DeleteTemplateDialogProps) {
  const deleteTemplate = useDeleteTemplate();
  const busy = deleteTemplate.isPending;
  const name = template ? `"${template.name}"` : "this template";
  const usedBy = template?.usedBy ?? 0;

  const confirm = () => {
    if (!template) return;
    deleteTemplate.mutate(template.id, {
      onSuccess: () => {
        toast({ title: "Template deleted", description: `${template.name} has been removed.` });
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
      title="Delete template?"
      description={`This permanently deletes ${name}. Messages already sent are not affected. This cannot be undone.`}
      confirmLabel="Delete template"
      busy={busy}
      onConfirm={confirm}
      onCloseAutoFocus={onCloseAutoFocus}
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

import {
  ConfirmDeleteDialog,
  type DeleteDialogProps,
  deleteRunner,
} from "@/components/confirm-delete-dialog";
import type { Automation } from "../../../shared/automations";
import { useDeleteAutomation } from "./use-automations";

interface DeleteAutomationDialogProps extends DeleteDialogProps {
  /** Kept while the dialog animates closed, so its text does not vanish. */
  automation: Automation | null;
}

/** Delete asks first. What was already sent stays in the clients' history. */
export function DeleteAutomationDialog({ automation, ...dialog }: DeleteAutomationDialogProps) {
  const deleteAutomation = useDeleteAutomation();
  const remove = deleteRunner(deleteAutomation, dialog.onOpenChange, {
    description: "Failed to delete automation",
  });
  const name = automation ? `"${automation.name}"` : "this automation";
  return (
    <ConfirmDeleteDialog
      {...dialog}
      title="Delete automation?"
      description={`This permanently deletes ${name} with its steps and triggers. Messages already sent stay in your clients' history. This cannot be undone.`}
      confirmLabel="Delete automation"
      busy={deleteAutomation.isPending}
      onConfirm={() => automation && remove(automation.id, { title: "Automation deleted successfully" })}
    />
  );
}

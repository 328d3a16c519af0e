import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/hooks/use-toast";
import type { Automation } from "../../../shared/automations";
import { useDeleteAutomation } from "./use-automations";

interface DeleteAutomationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept while the dialog animates closed, so its text does not vanish. */
  automation: Automation | null;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Delete asks first. What was already sent stays in the clients' history. */
export function DeleteAutomationDialog({
  open,
  onOpenChange,
  automation,
  onCloseAutoFocus,
}: DeleteAutomationDialogProps) {
  const remove = useDeleteAutomation();
  const busy = remove.isPending;

  const confirm = () => {
    if (!automation) return;
    remove.mutate(automation.id, {
      onSuccess: () => {
        toast({ title: "Automation deleted successfully" });
        onOpenChange(false);
      },
      onError: () =>
        toast({ variant: "destructive", title: "Error", description: "Failed to delete automation" }),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete automation?"
      description={`This permanently deletes ${automation ? `"${automation.name}"` : "this automation"} with its steps and triggers. Messages already sent stay in your clients' history. This cannot be undone.`}
      confirmLabel="Delete automation"
      busy={busy}
      onConfirm={confirm}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}

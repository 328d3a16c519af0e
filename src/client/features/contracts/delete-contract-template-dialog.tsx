import {
  ConfirmDeleteDialog,
  type DeleteDialogProps,
  deleteRunner,
} from "@/components/confirm-delete-dialog";
import type { ContractTemplate } from "../../../shared/contracts";
import { useDeleteContractTemplate } from "./use-contract-templates";

/** Asks before deleting a contract template; contracts already attached to proposals keep their text. */
export function DeleteContractTemplateDialog({
  template,
  ...dialog
}: DeleteDialogProps & { template: ContractTemplate | null }) {
  const mutation = useDeleteContractTemplate();
  const remove = deleteRunner(mutation, dialog.onOpenChange, {
    fallback: "Failed to delete the contract. Please try again.",
  });
  const name = template ? `"${template.name}"` : "this contract";
  return (
    <ConfirmDeleteDialog
      {...dialog}
      title="Delete contract template?"
      description={`This permanently deletes ${name}. Contracts already attached to proposals keep their own text. This cannot be undone.`}
      confirmLabel="Delete contract"
      busy={mutation.isPending}
      onConfirm={() =>
        template &&
        remove(template.id, { title: "Contract deleted", description: `${template.name} has been removed.` })
      }
    />
  );
}

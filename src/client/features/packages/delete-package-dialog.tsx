import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { Package } from "../../../shared/packages";
import { useDeletePackage } from "./use-packages";

interface DeletePackageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept while the dialog animates closed, so its text does not vanish. */
  pkg: Package | null;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before deleting a package. Proposals that imported it keep their items. */
export function DeletePackageDialog({ open, onOpenChange, pkg, onCloseAutoFocus }: DeletePackageDialogProps) {
  const deletePackage = useDeletePackage();
  const busy = deletePackage.isPending;
  const name = pkg ? `"${pkg.name}"` : "this package";

  const confirm = () => {
    if (!pkg) return;
    deletePackage.mutate(pkg.id, {
      onSuccess: () => {
        toast({ title: "Package deleted", description: `${pkg.name} has been removed.` });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(error, "Failed to delete package. Please try again."),
        }),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete package?"
      description={`This permanently deletes ${name}. Proposals that already use it keep their items. This cannot be undone.`}
      confirmLabel="Delete package"
      busy={busy}
      onConfirm={confirm}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}

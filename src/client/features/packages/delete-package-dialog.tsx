import {
  ConfirmDeleteDialog,
  type DeleteDialogProps,
  deleteRunner,
} from "@/components/confirm-delete-dialog";
import type { Package } from "../../../shared/packages";
import { useDeletePackage } from "./use-packages";

interface DeletePackageDialogProps extends DeleteDialogProps {
  /** Kept while the dialog animates closed, so its text does not vanish. */
  pkg: Package | null;
}

/** Asks before deleting a package. Proposals that imported it keep their items. */
export function DeletePackageDialog({ pkg, ...dialog }: DeletePackageDialogProps) {
  const deletePackage = useDeletePackage();
  const remove = deleteRunner(deletePackage, dialog.onOpenChange, {
    fallback: "Failed to delete package. Please try again.",
  });
  const name = pkg ? `"${pkg.name}"` : "this package";
  return (
    <ConfirmDeleteDialog
      {...dialog}
      title="Delete package?"
      description={`This permanently deletes ${name}. Proposals that already use it keep their items. This cannot be undone.`}
      confirmLabel="Delete package"
      busy={deletePackage.isPending}
      onConfirm={() =>
        pkg && remove(pkg.id, { title: "Package deleted", description: `${pkg.name} has been removed.` })
      }
    />
  );
}

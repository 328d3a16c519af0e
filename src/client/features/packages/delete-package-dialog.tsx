import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
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
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md" showCloseButton={!busy} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Delete package?</DialogTitle>
          <DialogDescription>
            This permanently deletes {name}. Proposals that already use it keep their items. This cannot be
            undone.
          </DialogDescription>
        </DialogHeader>
        <form
          className="contents"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton variant="destructive" busy={busy} busyLabel="Deleting...">
              Delete package
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

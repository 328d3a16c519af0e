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
import type { Automation } from "../../../shared/automations";
import { useDeleteAutomation } from "./use-automations";

interface DeleteAutomationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept while the dialog animates closed, so its text does not vanish. */
  automation: Automation | null;
  onCloseAutoFocus?: (event: Event) => void;
}

/** SPEC §2: delete asks first. What was already sent stays in the clients' history. */
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
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md" showCloseButton={!busy} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Delete automation?</DialogTitle>
          <DialogDescription>
            This permanently deletes {automation ? `"${automation.name}"` : "this automation"} with its steps
            and triggers. Messages already sent stay in your clients' history. This cannot be undone.
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
              Delete automation
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

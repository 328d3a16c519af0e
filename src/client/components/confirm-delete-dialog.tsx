import type { ReactNode } from "react";
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

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** What else the studio should know first (what would go quiet, what is kept). */
  children?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before deleting something. While the delete runs it can't be dismissed, and its submit reads
 * "Deleting...". Each feature supplies the words and what happens on confirm.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { busy } = props;
  return (
    <Dialog open={props.open} onOpenChange={(next) => (busy ? undefined : props.onOpenChange(next))}>
      <DialogContent
        className="sm:max-w-md"
        showCloseButton={!busy}
        onCloseAutoFocus={props.onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.children}
        <form
          className="contents"
          onSubmit={(event) => {
            event.preventDefault();
            props.onConfirm();
          }}
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton variant="destructive" busy={busy} busyLabel="Deleting...">
              {props.confirmLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

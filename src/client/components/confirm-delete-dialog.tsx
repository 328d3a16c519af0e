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
  /**
   * Set when the server refused the delete and offered something else (archiving): the dialog then asks
   * for that instead, its reason read out as an alert, and confirming calls onConfirm again.
   */
  instead?: InsteadStep | null;
  /** Nothing can be deleted (the description says why): the dialog only informs, with a Close button. */
  blocked?: boolean;
}

export interface InsteadStep {
  title: string;
  /** The server's reason the delete was refused. */
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
}

/**
 * Asks before deleting something. While the delete runs it can't be dismissed, and its submit reads
 * "Deleting...". Each feature supplies the words and what happens on confirm, and, when the server
 * refused the delete, the step it offers instead.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { busy, instead, blocked } = props;
  return (
    <Dialog open={props.open} onOpenChange={(next) => (busy ? undefined : props.onOpenChange(next))}>
      <DialogContent
        className="sm:max-w-md"
        showCloseButton={!busy}
        onCloseAutoFocus={props.onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{instead ? instead.title : props.title}</DialogTitle>
          {instead ? (
            <DialogDescription role="alert">{instead.description}</DialogDescription>
          ) : (
            <DialogDescription>{props.description}</DialogDescription>
          )}
        </DialogHeader>
        {instead || blocked ? null : props.children}
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
                {blocked ? "Close" : "Cancel"}
              </Button>
            </DialogClose>
            {blocked ? null : instead ? (
              <SubmitButton busy={busy} busyLabel={instead.busyLabel}>
                {instead.confirmLabel}
              </SubmitButton>
            ) : (
              <SubmitButton variant="destructive" busy={busy} busyLabel="Deleting...">
                {props.confirmLabel}
              </SubmitButton>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

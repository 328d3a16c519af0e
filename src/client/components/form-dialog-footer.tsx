import { StickyDialogFooter } from "@/components/sticky-dialog-footer";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";

interface FormDialogFooterProps {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Pinned to the dialog's bottom edge, for a long form that scrolls (a phone's full-height dialog). */
  sticky?: boolean;
}

/** A form dialog's buttons: Cancel closes it, the submit button says what it does and when it is busy. */
export function FormDialogFooter({ busy, submitLabel, busyLabel, sticky = false }: FormDialogFooterProps) {
  const Footer = sticky ? StickyDialogFooter : DialogFooter;
  return (
    <Footer>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </Footer>
  );
}

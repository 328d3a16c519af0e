import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The dialog's width and layout (`sm:max-w-[600px]`). */
  className?: string;
  /** Where focus goes when the dialog closes, for a dialog with no trigger of its own. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The form. */
  children: ReactNode;
}

/**
 * A dialog holding a form: its title and description, then the form, mounted only while the dialog is
 * open so that every opening starts from the form's defaults. The form ends with a FormDialogFooter.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  onCloseAutoFocus,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={className}
        onCloseAutoFocus={onCloseAutoFocus}
        // A stray click beside the dialog must not throw away what was typed.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

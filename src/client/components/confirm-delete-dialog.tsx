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
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";

/** What every delete dialog takes from the page that opens it. */
export interface DeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}

interface ConfirmDeleteDialogProps extends DeleteDialogProps {
  title: string;
  description: ReactNode;
  /** What else the studio should know first (what would go quiet, what is kept). */
  children?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
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

/** The archive step a delete dialog shows once the server refused the delete for `refusal`; null before. */
export function archiveStep(refusal: string | null, title: string, confirmLabel: string): InsteadStep | null {
  return refusal ? { title, description: refusal, confirmLabel, busyLabel: "Archiving..." } : null;
}

interface ToastText {
  title: string;
  description?: string;
}

/**
 * What the failure toast says: its title ("Error" unless given), then either the server's reason (or
 * `fallback` when it gave none) or always the same `description`. `refused` takes the errors the dialog
 * answers itself (the server's offer to archive instead) and says true for them: no toast then.
 */
export type DeleteFailure = { title?: string; refused?: (error: unknown) => boolean } & (
  | { fallback: string }
  | { description: string }
);

/** A delete mutation keyed by the record's id (what TanStack's `useMutation` returns fits). */
interface DeleteMutation<TData> {
  mutate(
    id: string,
    callbacks: { onSuccess: (data: TData) => void; onError: (error: unknown) => void },
  ): void;
}

/**
 * A delete dialog's confirm: deletes the record by id, then says what went in a toast and closes the
 * dialog (and runs `then`); on failure says why, as `failure` sets out.
 */
export function deleteRunner<TData>(
  mutation: DeleteMutation<TData>,
  onOpenChange: (open: boolean) => void,
  failure: DeleteFailure,
) {
  return (id: string, deleted: ToastText | ((data: TData) => ToastText), then?: () => void) =>
    mutation.mutate(id, {
      onSuccess: (data) => {
        toast(typeof deleted === "function" ? deleted(data) : deleted);
        onOpenChange(false);
        then?.();
      },
      onError: (error) => {
        if (failure.refused?.(error)) return;
        toast({
          variant: "destructive",
          title: failure.title ?? "Error",
          description: "fallback" in failure ? errorMessage(error, failure.fallback) : failure.description,
        });
      },
    });
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

/**
 * Voiding a contract: it is kept, marked void, with the reason in its history. The reason is required,
 * as the server requires it, and checked with the server's own schema so both say the same words.
 */
import { type FormEvent, useState } from "react";
import { flushSync } from "react-dom";
import { FieldMessage } from "@/components/field-message";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { voidContractSchema } from "../../../shared/proposal-contract";
import { useVoidContract } from "./use-proposal-contract";

const ID = "void-contract-reason";

interface VoidContractDialogProps {
  proposalId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function VoidContractDialog({ proposalId, ...dialog }: VoidContractDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title="Void this contract?"
      description="The contract stays on record, marked void, with your reason in its history. This cannot be undone."
      className="sm:max-w-md"
    >
      <VoidContractForm proposalId={proposalId} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function VoidContractForm({ proposalId, onDone }: { proposalId: string; onDone: () => void }) {
  const voiding = useVoidContract(proposalId);
  const [reason, setReason] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const parsed = voidContractSchema.safeParse({ reason });
  const error = submitted && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (voiding.isPending) return;
    if (!parsed.success) {
      flushSync(() => setSubmitted(true));
      document.getElementById(ID)?.focus();
      return;
    }
    voiding.mutate(parsed.data.reason, {
      onSuccess: () => {
        toast({ title: "Contract voided" });
        onDone();
      },
      onError: (failure) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(failure, "Failed to void the contract. Please try again."),
        }),
    });
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <div className="grid gap-2">
        <Label htmlFor={ID}>
          Reason
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Textarea
          id={ID}
          rows={3}
          required
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}-message` : undefined}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <FieldMessage id={`${ID}-message`} message={error} />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={voiding.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton variant="destructive" busy={voiding.isPending} busyLabel="Voiding...">
          Void contract
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

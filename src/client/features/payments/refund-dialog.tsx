import { type FormEvent, useId, useState } from "react";
import { FieldMessage, invalidProps } from "@/components/field-message";
import { FormDialog } from "@/components/form-dialog";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { PriceInput } from "@/components/price-input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { formatMoney } from "../../../shared/currency";
import { minorToInput } from "../../../shared/money-input";
import type { ProposalPayment } from "../../../shared/payments";
import { checkRefund, refundSentence } from "./money-forms";
import { useRefundPayment } from "./use-proposal-money";

interface RefundDialogProps {
  proposalId: string;
  /** The payment to refund; null while the dialog is closed. */
  payment: ProposalPayment | null;
  currency: string;
  /** Who gets the money back: "Anna". */
  clientName: string;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Refund: how much of a payment goes back (all that is left, unless told), said plainly before it is done. */
export function RefundDialog({ payment, onOpenChange, onCloseAutoFocus, ...props }: RefundDialogProps) {
  const refundable = payment?.refundableCents ?? 0;
  return (
    <FormDialog
      open={payment !== null}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Refund payment"
      description={`You can refund up to ${formatMoney(refundable, props.currency)} of this payment.`}
      className="sm:max-w-md"
    >
      {payment ? <RefundForm {...props} payment={payment} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function RefundForm({
  proposalId,
  payment,
  currency,
  clientName,
  onDone,
}: Omit<RefundDialogProps, "payment" | "onOpenChange"> & { payment: ProposalPayment; onDone: () => void }) {
  const refund = useRefundPayment(proposalId);
  const refundable = payment.refundableCents ?? 0;
  const [amount, setAmount] = useState(() => minorToInput(refundable, currency));
  const [reason, setReason] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const check = checkRefund(amount, refundable, currency);
  const amountError = submitted && !check.ok ? check.message : undefined;
  const card = payment.method === "CARD";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) {
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    refund.mutate(
      { paymentId: payment.id, input: { amountCents: check.amountCents, reason: reason.trim() || null } },
      {
        onSuccess: (made) => {
          toast({
            title: made.status === "PENDING" ? "Refund on its way" : "Refund recorded",
            description: refundSentence(payment.method, clientName, made.amountCents, currency),
          });
          onDone();
        },
        onError: (error) =>
          setRefusal(errorMessage(error, "The refund could not be made. Please try again.")),
      },
    );
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-amount`}>Amount to refund</Label>
        <PriceInput
          id={`${id}-amount`}
          currency={currency}
          value={amount}
          onValueChange={(value) => {
            setAmount(value);
            setRefusal(null);
          }}
          {...invalidProps(`${id}-amount-message`, amountError)}
        />
        <FieldMessage id={`${id}-amount-message`} message={amountError} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>
          Reason <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={500}
          placeholder="e.g. Date cancelled"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <p aria-live="polite" className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
        {refundSentence(payment.method, clientName, check.ok ? check.amountCents : 0, currency)}
        {card
          ? " The payment provider sends it; it can take a few days to reach their account."
          : " No money moves through Focal."}
      </p>
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <FormDialogFooter
        busy={refund.isPending}
        submitLabel={card ? "Refund to card" : "Record refund"}
        busyLabel="Refunding..."
      />
    </form>
  );
}

import { type FormEvent, useId, useState } from "react";
import { FieldMessage, invalidProps } from "@/components/field-message";
import { FormDialog } from "@/components/form-dialog";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { PriceInput } from "@/components/price-input";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { formatMoney } from "../../../shared/currency";
import { MANUAL_PAYMENT_METHODS } from "../../../shared/payments";
import {
  checkManualPayment,
  isManualMethod,
  MANUAL_METHOD_LABELS,
  type ManualPaymentField,
  newManualPayment,
  type PaymentLimits,
} from "./money-forms";
import { useRecordPayment } from "./use-proposal-money";

const SELECT_CLASS =
  "flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 aria-invalid:border-destructive md:text-sm";

interface RecordPaymentDialogProps extends PaymentLimits {
  proposalId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Record payment: money the client paid the studio directly (cash, a cheque, a bank transfer). */
export function RecordPaymentDialog({ open, onOpenChange, ...props }: RecordPaymentDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record payment"
      description={`Money your client paid you directly. ${formatMoney(props.owedCents, props.currency)} is still owed.`}
      className="sm:max-w-md"
    >
      <RecordPaymentForm {...props} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RecordPaymentForm({
  proposalId,
  onDone,
  ...limits
}: PaymentLimits & { proposalId: string; onDone: () => void }) {
  const record = useRecordPayment(proposalId);
  const [draft, setDraft] = useState(() => newManualPayment(limits));
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const fieldId = (field: ManualPaymentField) => `${id}-${field}`;
  const check = checkManualPayment(draft, limits);
  const errorOf = (field: ManualPaymentField) => (submitted && !check.ok ? check.errors[field] : undefined);
  const set = (patch: Partial<typeof draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setRefusal(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) {
      const first = (["amount", "method", "receivedOn", "note"] as const).find((f) => check.errors[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    record.mutate(check.input, {
      onSuccess: (payment) => {
        toast({
          title: "Payment recorded",
          description: `${formatMoney(payment.amountCents, limits.currency)} received.`,
        });
        onDone();
      },
      // The server's reason (more than is owed, not signed yet) stays in the dialog, next to the amount.
      onError: (error) =>
        setRefusal(errorMessage(error, "The payment could not be recorded. Please try again.")),
    });
  };

  const noteError = errorOf("note");
  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <div className="grid gap-2">
        <Label htmlFor={fieldId("amount")}>Amount</Label>
        <PriceInput
          id={fieldId("amount")}
          currency={limits.currency}
          value={draft.amount}
          onValueChange={(amount) => set({ amount })}
          {...invalidProps(`${fieldId("amount")}-message`, errorOf("amount"))}
        />
        <FieldMessage id={`${fieldId("amount")}-message`} message={errorOf("amount")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fieldId("method")}>Method</Label>
        {/* A native select: four choices, and the phone's own picker is the easiest to use. */}
        <select
          id={fieldId("method")}
          className={SELECT_CLASS}
          value={draft.method}
          onChange={(event) => {
            const method = event.target.value;
            set({ method: isManualMethod(method) ? method : "" });
          }}
          {...invalidProps(`${fieldId("method")}-message`, errorOf("method"))}
        >
          <option value="">How were you paid?</option>
          {MANUAL_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {MANUAL_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
        <FieldMessage id={`${fieldId("method")}-message`} message={errorOf("method")} />
      </div>
      <FormField
        id={fieldId("receivedOn")}
        label="Received on"
        type="date"
        max={limits.today}
        value={draft.receivedOn}
        onChange={(event) => set({ receivedOn: event.target.value })}
        error={errorOf("receivedOn")}
      />
      <div className="grid gap-2">
        <Label htmlFor={fieldId("note")}>
          Note <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={fieldId("note")}
          rows={2}
          placeholder="e.g. Cheque no. 1042"
          value={draft.note}
          onChange={(event) => set({ note: event.target.value })}
          {...invalidProps(`${fieldId("note")}-message`, noteError)}
        />
        <FieldMessage id={`${fieldId("note")}-message`} message={noteError} />
      </div>
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <FormDialogFooter busy={record.isPending} submitLabel="Record payment" busyLabel="Recording..." />
    </form>
  );
}

import { Wallet } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { StickyDialogFooter } from "@/components/sticky-dialog-footer";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { useMoney, useStudioCurrency } from "@/hooks/use-money";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { currencySymbol, minorToInput } from "../../../shared/money-input";
import { type PayoutMethod, payoutAmountProblem, payoutFeeCents } from "../../../shared/payments";
import { dollarsToCents } from "./earnings-format";
import { useCreatePayout } from "./use-earnings";

interface RequestPayoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  availableCents: number;
  onCloseAutoFocus?: (event: Event) => void;
}

/** What each method costs and how long it takes. */
const METHODS: readonly { value: PayoutMethod; label: string; detail: string }[] = [
  { value: "standard", label: "Standard", detail: "2-3 business days, no fee" },
  { value: "instant", label: "Instant", detail: "Within minutes, 1% fee" },
];

const isPayoutMethod = (value: string): value is PayoutMethod => METHODS.some((m) => m.value === value);

/** Request Payout: an amount and a method, with the fee and what arrives spelled out. */
export function RequestPayoutDialog({
  open,
  onOpenChange,
  availableCents,
  onCloseAutoFocus,
}: RequestPayoutDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex flex-col sm:max-w-md"
        // A stray click beside the dialog must not throw away the amount typed.
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Request Payout</DialogTitle>
          <DialogDescription>Send money from your available balance to your bank account.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each request starts from an empty amount. */}
        {open ? (
          <RequestPayoutForm availableCents={availableCents} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RequestPayoutForm({ availableCents, onDone }: { availableCents: number; onDone: () => void }) {
  const createPayout = useCreatePayout();
  // Payouts are in the studio's currency, the one its proposals are paid in.
  const currency = useStudioCurrency();
  const money = useMoney();
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<PayoutMethod>("standard");
  const [problem, setProblem] = useState<string | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const amountId = `${id}-amount`;
  const messageId = `${id}-amount-message`;
  const methodId = `${id}-method`;

  const cents = dollarsToCents(amount, currency);
  const feeCents = cents === null ? 0 : payoutFeeCents(cents, method);
  const busy = createPayout.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrong = payoutAmountProblem(amount, availableCents, currency);
    if (wrong || cents === null) {
      const shown = wrong ?? { title: "Invalid Amount", description: "Please enter a valid payout amount." };
      setProblem(shown.description);
      toast({ variant: "destructive", ...shown });
      amountRef.current?.focus();
      return;
    }
    try {
      const result = await createPayout.mutateAsync({ amountCents: cents, method, currency });
      toast({ title: "Payout Created", description: result.message });
      onDone();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Payout Failed",
        description: errorMessage(error, "Failed to create payout. Please try again."),
      });
    }
  };

  return (
    <form noValidate className="flex flex-1 flex-col gap-5" onSubmit={onSubmit}>
      <div className="flex items-center gap-3 rounded-lg border bg-muted/40 px-4 py-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-green-50 text-green-700"
        >
          <Wallet className="size-4" />
        </span>
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">Available balance</p>
          <p className="text-lg font-semibold tabular-nums">{money(availableCents)}</p>
        </div>
      </div>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={amountId}>Amount</Label>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs"
            onClick={() => {
              setAmount(minorToInput(availableCents, currency));
              setProblem(null);
            }}
          >
            Use full balance
          </Button>
        </div>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
          >
            {currencySymbol(currency)}
          </span>
          <Input
            ref={amountRef}
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            placeholder={minorToInput(0, currency)}
            className="tabular-nums"
            style={{ paddingLeft: `calc(${currencySymbol(currency).length}ch + 1.25rem)` }}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? messageId : undefined}
          />
        </div>
        {problem ? (
          <p id={messageId} className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={methodId}>Payout method</Label>
        <Select value={method} onValueChange={(value) => isPayoutMethod(value) && setMethod(value)}>
          <SelectTrigger id={methodId} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {METHODS.map((m) => (
              <SelectItem key={m.value} value={m.value}>
                {m.label} <span className="text-muted-foreground">· {m.detail}</span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <dl className="grid gap-2 rounded-lg border px-4 py-3 text-sm" aria-live="polite">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Payout amount</dt>
          <dd className="tabular-nums">{money(cents ?? 0)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Fee{method === "instant" ? " (1%)" : ""}</dt>
          <dd className="tabular-nums">{feeCents > 0 ? `−${money(feeCents)}` : money(0)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-2 font-semibold">
          <dt>You receive</dt>
          <dd className="tabular-nums">{money((cents ?? 0) - feeCents)}</dd>
        </div>
      </dl>

      <StickyDialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton busy={busy} busyLabel="Requesting...">
          Confirm Payout
        </SubmitButton>
      </StickyDialogFooter>
    </form>
  );
}

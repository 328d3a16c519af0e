/**
 * The card form of the built-in test provider (no Stripe configured): the hosted test checkout and
 * /checkout both use it. It formats as a card form on a phone would (groups of four, "MM / YY") and
 * checks with the same schema as the server, so a typo is caught before the round trip.
 */
import { CreditCard, Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import {
  TEST_CARD_DECLINED,
  TEST_CARD_SUCCESS,
  type TestCardInput,
  testCardInputSchema,
} from "../../../shared/payments";

type Field = keyof TestCardInput;

export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export function formatExpiry(raw: string, previous: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 4);
  // Deleting back over the " / " separator should remove the month's last digit, not get stuck on it.
  if (raw.length < previous.length && previous.endsWith(" / ") && digits.length === 2)
    return digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length >= 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  return digits;
}

export function TestCardForm({
  payLabel,
  busy,
  error,
  onPay,
}: {
  payLabel: string;
  busy: boolean;
  /** The decline or failure of the last try, shown above the button. */
  error: string | null;
  onPay: (card: TestCardInput) => void;
}) {
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "", name: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = testCardInputSchema.safeParse(card);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onPay(card);
  };

  const fill = (cardNumber: string) => {
    setCard((c) => ({ ...c, cardNumber: formatCardNumber(cardNumber), expiry: "12 / 34", cvc: "123" }));
    setErrors({});
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id="card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.cardNumber}
        error={errors.cardNumber}
        className="[&_input]:h-11 [&_input]:tabular-nums"
        onChange={(e) => setCard((c) => ({ ...c, cardNumber: formatCardNumber(e.target.value) }))}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id="card-expiry"
          label="Expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={card.expiry}
          error={errors.expiry}
          className="[&_input]:h-11 [&_input]:tabular-nums"
          onChange={(e) => {
            const value = e.target.value;
            setCard((c) => ({ ...c, expiry: formatExpiry(value, c.expiry) }));
          }}
        />
        <FormField
          id="card-cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          error={errors.cvc}
          className="[&_input]:h-11 [&_input]:tabular-nums"
          onChange={(e) => setCard((c) => ({ ...c, cvc: e.target.value.replace(/\D/g, "").slice(0, 4) }))}
        />
      </div>
      <FormField
        id="card-name"
        label="Name on card"
        autoComplete="cc-name"
        value={card.name}
        error={errors.name}
        className="[&_input]:h-11"
        onChange={(e) => setCard((c) => ({ ...c, name: e.target.value }))}
      />
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      <SubmitButton busy={busy} busyLabel="Processing..." size="lg" className="h-12 w-full text-base">
        <Lock aria-hidden="true" />
        {payLabel}
      </SubmitButton>
      <div className="rounded-lg border border-dashed bg-slate-50 px-3 py-2.5 text-xs text-muted-foreground">
        <p className="flex items-center gap-1.5 font-medium text-foreground">
          <CreditCard aria-hidden="true" className="size-3.5" />
          Test cards
        </p>
        <p className="mt-1">
          <button
            type="button"
            className="font-mono underline-offset-2 hover:underline"
            onClick={() => fill(TEST_CARD_SUCCESS)}
          >
            4242 4242 4242 4242
          </button>{" "}
          succeeds;{" "}
          <button
            type="button"
            className="font-mono underline-offset-2 hover:underline"
            onClick={() => fill(TEST_CARD_DECLINED)}
          >
            4000 0000 0000 0002
          </button>{" "}
          is declined. Any future expiry and any CVC.
        </p>
      </div>
    </form>
  );
}

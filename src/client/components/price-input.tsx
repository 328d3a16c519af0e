import type * as React from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { minorDigits } from "../../shared/currency";
import { currencySymbol, minorToInput, parseMoney, sanitizeMoneyInput } from "../../shared/money-input";

type PriceInputProps = Omit<React.ComponentProps<typeof Input>, "value" | "onChange" | "type"> & {
  /** The amount as typed, in `currency`. */
  value: string;
  onValueChange: (value: string) => void;
  /** ISO 4217; US dollars unless told. */
  currency?: string;
};

/**
 * An amount of money: only digits and (when the currency has a minor unit) one decimal point get in
 * while typing; leaving the field rounds it to the minor unit and shows it with the currency's decimals
 * ("" becomes "0.00", or "0" in yen). The currency's sign sits inside the field.
 */
export function PriceInput({
  value,
  onValueChange,
  onBlur,
  className,
  currency = "USD",
  ...props
}: PriceInputProps) {
  const symbol = currencySymbol(currency);
  const decimals = minorDigits(currency);
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        {symbol}
      </span>
      <Input
        type="text"
        inputMode={decimals > 0 ? "decimal" : "numeric"}
        autoComplete="off"
        placeholder={minorToInput(0, currency)}
        value={value}
        onChange={(event) => onValueChange(sanitizeMoneyInput(event.target.value, currency))}
        onBlur={(event) => {
          onValueChange(minorToInput(parseMoney(event.currentTarget.value, currency), currency));
          onBlur?.(event);
        }}
        className={cn("tabular-nums", className)}
        style={{ paddingLeft: `calc(${symbol.length}ch + 1.25rem)` }}
        {...props}
      />
    </div>
  );
}

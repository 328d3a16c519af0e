import type * as React from "react";
import { Input } from "@/components/ui/input";
import { normalizePrice } from "@/lib/form-values";
import { cn } from "@/lib/utils";
import { sanitizePriceInput } from "../../shared/proposals";

type PriceInputProps = Omit<React.ComponentProps<typeof Input>, "value" | "onChange" | "type"> & {
  /** Dollars as typed. */
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A dollar amount: only digits and one decimal point get in while typing; leaving the field
 * rounds it to cents and shows it with two decimals ("" becomes "0.00").
 */
export function PriceInput({ value, onValueChange, onBlur, className, ...props }: PriceInputProps) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        $
      </span>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={value}
        onChange={(event) => onValueChange(sanitizePriceInput(event.target.value))}
        onBlur={(event) => {
          onValueChange(normalizePrice(event.currentTarget.value));
          onBlur?.(event);
        }}
        className={cn("pl-7 tabular-nums", className)}
        {...props}
      />
    </div>
  );
}

import { Receipt } from "lucide-react";
import { useId, useState } from "react";
import { FieldMessage, invalidProps } from "@/components/field-message";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import {
  type CurrencyCode,
  formatBasisPoints,
  formatMoney,
  SUPPORTED_CURRENCIES,
} from "../../../shared/currency";
import { percentToBasisPoints } from "../../../shared/money-input";
import { type PhotographerSettings, updatePhotographerInputSchema } from "../../../shared/photographer";
import { fieldErrors } from "./field-errors";
import { SwitchRow } from "./switch-row";
import { toastSettingsFailed, toastSettingsSaved, useUpdateSettings } from "./use-settings";

const currencyName = new Intl.DisplayNames(["en"], { type: "currency" });

/** A rate typed as a percentage with up to two decimals ("8.25") to basis points; NaN when it isn't one. */
const percentTextToBasisPoints = (text: string) => percentToBasisPoints(text) ?? Number.NaN;

/**
 * Settings > Profile: the currency new proposals are priced in and the tax they carry. A proposal keeps
 * the currency and rate it was written with, so a change here applies to the next ones only.
 */
export function CurrencyTaxCard({ settings }: { settings: PhotographerSettings }) {
  const save = useUpdateSettings();
  const [currency, setCurrency] = useState(settings.currency as CurrencyCode);
  const [rate, setRate] = useState(String(settings.taxRateBasisPoints / 100));
  const [label, setLabel] = useState(settings.taxLabel);
  const [afterDiscount, setAfterDiscount] = useState(settings.taxBase === "AFTER_DISCOUNT");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const currencyId = useId();
  const rateId = useId();
  const labelId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      currency,
      taxRateBasisPoints: percentTextToBasisPoints(rate),
      taxLabel: label,
      taxBase: afterDiscount ? ("AFTER_DISCOUNT" as const) : ("SUBTOTAL" as const),
    };
    const parsed = updatePhotographerInputSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      document.getElementById(found.taxRateBasisPoints ? rateId : labelId)?.focus();
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (saved) =>
        toastSettingsSaved(
          `New proposals: ${saved.currency}, ${formatBasisPoints(saved.taxRateBasisPoints)} ${saved.taxLabel}.`,
        ),
      onError: toastSettingsFailed,
    });
  };

  const rateError = errors.taxRateBasisPoints;
  const labelError = errors.taxLabel;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
            <Receipt aria-hidden="true" className="size-5" />
          </span>
          <CardTitle>Currency and tax</CardTitle>
        </div>
        <CardDescription>
          New proposals are priced in this currency and carry this tax. Proposals already written keep theirs.
        </CardDescription>
      </CardHeader>
      <form noValidate onSubmit={submit} className="contents">
        <CardContent className="grid gap-5">
          <div className="grid gap-2 sm:max-w-sm">
            <Label htmlFor={currencyId}>Currency</Label>
            <Select value={currency} onValueChange={(code) => setCurrency(code as CurrencyCode)}>
              <SelectTrigger id={currencyId} className="w-full">
                <SelectValue placeholder="Choose a currency" />
              </SelectTrigger>
              <SelectContent>
                {SUPPORTED_CURRENCIES.map((code) => (
                  <SelectItem key={code} value={code}>
                    {code} · {currencyName.of(code)} ({formatMoney(123_400, code)})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 sm:max-w-md">
            <div className="grid content-start gap-2">
              <Label htmlFor={rateId}>Tax rate</Label>
              <div className="relative">
                <Input
                  id={rateId}
                  inputMode="decimal"
                  autoComplete="off"
                  className="pr-8 tabular-nums"
                  value={rate}
                  onChange={(event) => setRate(event.target.value.replace(/[^\d.]/g, ""))}
                  {...invalidProps(`${rateId}-message`, rateError)}
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
                >
                  %
                </span>
              </div>
              <FieldMessage
                id={`${rateId}-message`}
                message={
                  rateError && Number.isNaN(percentTextToBasisPoints(rate))
                    ? "Tax rate must be a percentage with up to 2 decimals, such as 8.25"
                    : rateError
                }
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={labelId}>Tax name</Label>
              <Input
                id={labelId}
                autoComplete="off"
                placeholder="Tax, VAT, GST"
                maxLength={40}
                value={label}
                onChange={(event) => setLabel(event.target.value)}
                {...invalidProps(`${labelId}-message`, labelError)}
              />
              <FieldMessage id={`${labelId}-message`} message={labelError} />
            </div>
          </div>
          <SwitchRow
            label="Tax applies after the discount"
            description="Off: the tax is on the taxable items before any discount. On: their share of the discount comes off first."
            checked={afterDiscount}
            onCheckedChange={setAfterDiscount}
          />
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <SubmitButton busy={save.isPending} busyLabel="Saving..." className="w-full sm:w-auto">
            Save currency and tax
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}

import { FieldMessage, invalidProps } from "@/components/field-message";
import { PriceInput } from "@/components/price-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatBasisPoints } from "../../../shared/currency";
import { FIELD_IDS } from "./proposal-form";
import type { ProposalDraftState } from "./use-proposal-draft";

/** Discount (an amount or a percentage), Deposit % and Notes. Tax is worked out, never typed. */
export function ProposalTermsSection({ state }: { state: ProposalDraftState }) {
  const { draft } = state;
  const { pricing } = draft;
  const percent = draft.discountMode === "percent";
  const discountError =
    state.errorFor("discountCents") ?? state.errorFor("discountPercentBasisPoints", "discountCents");
  const depositError = state.errorFor("depositPercent");
  const notesError = state.errorFor("notes");
  const message = (id: string) => `${id}-message`;

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Terms</h2>
        <CardDescription>
          {pricing.taxLabel} is added automatically at {formatBasisPoints(pricing.taxRateBasisPoints)} of the
          taxable items{pricing.taxBase === "AFTER_DISCOUNT" ? ", after the discount" : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={FIELD_IDS.discountCents}>Discount</Label>
              <fieldset className="flex gap-1">
                <legend className="sr-only">Discount as</legend>
                {(["amount", "percent"] as const).map((mode) => (
                  <Button
                    key={mode}
                    type="button"
                    size="sm"
                    variant={draft.discountMode === mode ? "secondary" : "ghost"}
                    className="h-7 px-2 text-xs"
                    aria-pressed={draft.discountMode === mode}
                    onClick={() => state.setDiscountMode(mode)}
                  >
                    {mode === "amount" ? "Amount" : "%"}
                    {mode === "percent" ? <span className="sr-only"> (percent)</span> : null}
                  </Button>
                ))}
              </fieldset>
            </div>
            {percent ? (
              <div className="relative">
                <Input
                  id={FIELD_IDS.discountCents}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="e.g. 10"
                  className="pr-8 tabular-nums"
                  value={draft.discount}
                  onChange={(event) => state.setField("discount", event.target.value.replace(/[^\d.]/g, ""))}
                  onBlur={() => state.touch("discountCents")}
                  {...invalidProps(message(FIELD_IDS.discountCents), discountError)}
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
                >
                  %
                </span>
              </div>
            ) : (
              <PriceInput
                id={FIELD_IDS.discountCents}
                currency={pricing.currency}
                value={draft.discount}
                onValueChange={(value) => state.setField("discount", value)}
                onBlur={() => state.touch("discountCents")}
                {...invalidProps(message(FIELD_IDS.discountCents), discountError)}
              />
            )}
            <FieldMessage id={message(FIELD_IDS.discountCents)} message={discountError} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={FIELD_IDS.depositPercent}>Deposit %</Label>
            <div className="relative">
              <Input
                id={FIELD_IDS.depositPercent}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                placeholder="e.g. 30"
                className="[appearance:textfield] pr-8 tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
                value={draft.depositPercent}
                onChange={(event) => state.setField("depositPercent", event.target.value)}
                onBlur={() => state.touch("depositPercent")}
                {...invalidProps(message(FIELD_IDS.depositPercent), depositError)}
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
              >
                %
              </span>
            </div>
            {depositError ? null : (
              <p className="text-xs text-muted-foreground">Paid when your client signs. Optional.</p>
            )}
            <FieldMessage id={message(FIELD_IDS.depositPercent)} message={depositError} />
          </div>
        </div>

        <div className="grid gap-2">
          <Label htmlFor={FIELD_IDS.notes}>Notes</Label>
          <Textarea
            id={FIELD_IDS.notes}
            rows={4}
            className="min-h-24"
            placeholder="Payment schedule, what happens next, anything your client should know"
            value={draft.notes}
            onChange={(event) => state.setField("notes", event.target.value)}
            onBlur={() => state.touch("notes")}
            {...invalidProps(message(FIELD_IDS.notes), notesError)}
          />
          <FieldMessage id={message(FIELD_IDS.notes)} message={notesError} />
        </div>
      </CardContent>
    </Card>
  );
}

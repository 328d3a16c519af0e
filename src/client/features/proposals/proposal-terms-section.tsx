import { FieldMessage, invalidProps } from "@/components/field-message";
import { PriceInput } from "@/components/price-input";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FIELD_IDS } from "./proposal-form";
import type { ProposalDraftState } from "./use-proposal-draft";

/** Discount (in dollars), Deposit % and Notes. Tax is worked out, never typed. */
export function ProposalTermsSection({ state }: { state: ProposalDraftState }) {
  const { draft } = state;
  const discountError = state.errorFor("discountCents");
  const depositError = state.errorFor("depositPercent");
  const notesError = state.errorFor("notes");
  const message = (id: string) => `${id}-message`;

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Terms</h2>
        <CardDescription>Tax is added automatically at 8.25% of the subtotal.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={FIELD_IDS.discountCents}>Discount</Label>
            <PriceInput
              id={FIELD_IDS.discountCents}
              value={draft.discount}
              onValueChange={(value) => state.setField("discount", value)}
              onBlur={() => state.touch("discountCents")}
              {...invalidProps(message(FIELD_IDS.discountCents), discountError)}
            />
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

import { Lock, Trash2 } from "lucide-react";
import { FieldMessage, invalidProps } from "@/components/field-message";
import { PriceInput } from "@/components/price-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatMoney } from "../../../shared/currency";
import type { InstallmentDraft, RowMode } from "./schedule-builder";

export interface InstallmentRowProps {
  row: InstallmentDraft;
  index: number;
  currency: string;
  /** The amount the server will store for it (or as typed, while the schedule does not add up). */
  amountCents: number;
  error: string | undefined;
  canRemove: boolean;
  /** The date a row taken off "on signing" starts with. */
  suggestedDate: string;
  onChange: (patch: Partial<Omit<InstallmentDraft, "key" | "paid">>) => void;
  onRemove: () => void;
}

const percentOnly = (text: string) => text.replace(/[^\d.]/g, "");

/** One instalment: its label, a percentage or an amount, and when it is due; a paid one is read-only. */
export function InstallmentRow(props: InstallmentRowProps) {
  const { row, index, currency, amountCents, error } = props;
  const n = index + 1;
  const id = (part: string) => `schedule-${row.key}-${part}`;
  const messageId = id("message");
  const locked = row.paid !== null;
  const onSigning = row.dueDate === "";

  return (
    <li className="grid gap-3 rounded-lg border bg-background p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">Instalment {n}</h3>
        {locked ? (
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Lock aria-hidden="true" className="size-3" />
            {row.paid && row.paid.paidCents < row.paid.amountCents ? "Partly paid" : "Paid"}: can't be changed
          </span>
        ) : null}
        <output className="ml-auto text-sm font-semibold tabular-nums" aria-live="polite">
          <span className="sr-only">Instalment {n} amount: </span>
          {formatMoney(amountCents, currency)}
        </output>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:bg-red-50 hover:text-red-700"
          aria-label={`Remove instalment ${n}`}
          disabled={!props.canRemove}
          onClick={props.onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>

      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem]">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id("label")} className="text-xs text-muted-foreground">
            Label<span className="sr-only"> (instalment {n})</span>
          </Label>
          <Input
            id={id("label")}
            placeholder="e.g. Deposit"
            autoComplete="off"
            maxLength={80}
            disabled={locked}
            value={row.label}
            onChange={(event) => props.onChange({ label: event.target.value })}
            {...invalidProps(messageId, error)}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={id("value")} className="text-xs text-muted-foreground">
              {row.mode === "percent" ? "Percentage" : "Amount"}
              <span className="sr-only"> (instalment {n})</span>
            </Label>
            <fieldset className="flex gap-1" disabled={locked}>
              <legend className="sr-only">Instalment {n} as</legend>
              {(["percent", "amount"] as const satisfies RowMode[]).map((mode) => (
                <Button
                  key={mode}
                  type="button"
                  size="sm"
                  variant={row.mode === mode ? "secondary" : "ghost"}
                  className="h-6 px-2 text-xs"
                  aria-pressed={row.mode === mode}
                  onClick={() => props.onChange({ mode, value: "" })}
                >
                  {mode === "percent" ? "%" : "Amount"}
                  {mode === "percent" ? <span className="sr-only"> (percent)</span> : null}
                </Button>
              ))}
            </fieldset>
          </div>
          {row.mode === "percent" ? (
            <div className="relative">
              <Input
                id={id("value")}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="e.g. 50"
                className="pr-8 tabular-nums"
                disabled={locked}
                value={row.value}
                onChange={(event) => props.onChange({ value: percentOnly(event.target.value) })}
                {...invalidProps(messageId, error)}
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
              id={id("value")}
              currency={currency}
              disabled={locked}
              value={row.value}
              onValueChange={(value) => props.onChange({ value })}
              {...invalidProps(messageId, error)}
            />
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="flex h-9 items-center gap-2">
          <Checkbox
            id={id("on-signing")}
            checked={onSigning}
            disabled={locked}
            onCheckedChange={(checked) =>
              props.onChange({ dueDate: checked === true ? "" : props.suggestedDate })
            }
          />
          <Label htmlFor={id("on-signing")} className="text-sm font-normal">
            Due on signing<span className="sr-only"> (instalment {n})</span>
          </Label>
        </div>
        {onSigning ? null : (
          <div className="grid gap-1.5">
            <Label htmlFor={id("due")} className="text-xs text-muted-foreground">
              Due date<span className="sr-only"> (instalment {n})</span>
            </Label>
            <Input
              id={id("due")}
              type="date"
              className="w-44"
              disabled={locked}
              value={row.dueDate}
              onChange={(event) => props.onChange({ dueDate: event.target.value || props.suggestedDate })}
            />
          </div>
        )}
      </div>
      <FieldMessage id={messageId} message={error} />
    </li>
  );
}

import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { FieldMessage, invalidProps } from "@/components/field-message";
import { PriceInput } from "@/components/price-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { parseQty } from "@/lib/form-values";
import { formatMoney } from "../../../shared/currency";
import { parseMoney } from "../../../shared/money-input";
import { type ItemDraft, type ItemField, itemFieldId } from "./proposal-form";

export interface ItemRowProps {
  item: ItemDraft;
  index: number;
  count: number;
  /** The proposal's currency: prices are typed and shown in it. */
  currency: string;
  errorFor: (field: ItemField) => string | undefined;
  onChange: (patch: Partial<Omit<ItemDraft, "key">>) => void;
  onLeave: (field: ItemField) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

export const moveButtonId = (key: string, delta: -1 | 1) =>
  `proposal-${key}-move-${delta < 0 ? "up" : "down"}`;

/** One line item: name, quantity, unit price, description, with its total and its controls. */
export function ProposalItemRow({
  item,
  index,
  count,
  currency,
  errorFor,
  onChange,
  onLeave,
  onMove,
  onRemove,
}: ItemRowProps) {
  const n = index + 1;
  const id = (field: ItemField) => itemFieldId(item.key, field);
  const messageId = (field: ItemField) => `${id(field)}-message`;
  const lineTotal = parseQty(item.qty) * parseMoney(item.unitPrice, currency);
  const nameError = errorFor("name");
  const qtyError = errorFor("qty");
  const priceError = errorFor("unitCents");

  return (
    <li className="grid gap-3 rounded-lg border bg-background p-3 sm:p-4">
      <div className="flex items-center gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">Item {n}</h3>
        <span className="ml-auto text-sm font-semibold tabular-nums">
          <span className="sr-only">Item {n} total: </span>
          {formatMoney(lineTotal, currency)}
        </span>
        <div className="flex items-center">
          <Button
            id={moveButtonId(item.key, -1)}
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move item ${n} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            id={moveButtonId(item.key, 1)}
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move item ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:bg-red-50 hover:text-red-700"
            aria-label={`Remove item ${n}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_6rem_9rem]">
        <div className="col-span-2 grid content-start gap-1.5 sm:col-span-1">
          <Label htmlFor={id("name")} className="text-xs text-muted-foreground">
            Name
          </Label>
          <Input
            id={id("name")}
            aria-label={`Item ${n} name`}
            placeholder="e.g. Full-day coverage"
            autoComplete="off"
            value={item.name}
            onChange={(event) => onChange({ name: event.target.value })}
            onBlur={() => onLeave("name")}
            {...invalidProps(messageId("name"), nameError)}
          />
          <FieldMessage id={messageId("name")} message={nameError} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id("qty")} className="text-xs text-muted-foreground">
            Quantity
          </Label>
          <Input
            id={id("qty")}
            aria-label={`Item ${n} quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="tabular-nums"
            value={item.qty}
            onChange={(event) => onChange({ qty: event.target.value })}
            onBlur={() => {
              // An empty or zero quantity falls back to 1.
              const qty = parseQty(item.qty);
              if (String(qty) !== item.qty) onChange({ qty: String(qty) });
              onLeave("qty");
            }}
            {...invalidProps(messageId("qty"), qtyError)}
          />
          <FieldMessage id={messageId("qty")} message={qtyError} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id("unitCents")} className="text-xs text-muted-foreground">
            Unit price
          </Label>
          <PriceInput
            id={id("unitCents")}
            aria-label={`Item ${n} unit price`}
            currency={currency}
            value={item.unitPrice}
            onValueChange={(unitPrice) => onChange({ unitPrice })}
            onBlur={() => onLeave("unitCents")}
            {...invalidProps(messageId("unitCents"), priceError)}
          />
          <FieldMessage id={messageId("unitCents")} message={priceError} />
        </div>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={id("description")} className="text-xs text-muted-foreground">
          Description <span className="font-normal">(optional)</span>
        </Label>
        <Textarea
          id={id("description")}
          aria-label={`Item ${n} description`}
          rows={1}
          className="min-h-9"
          placeholder="What's included"
          value={item.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`proposal-${item.key}-taxable`}
          checked={item.taxable}
          onCheckedChange={(checked) => onChange({ taxable: checked === true })}
        />
        <Label htmlFor={`proposal-${item.key}-taxable`} className="text-sm font-normal">
          Taxable<span className="sr-only"> (item {n})</span>
        </Label>
      </div>
    </li>
  );
}

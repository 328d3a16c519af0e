import { Plus, Trash2 } from "lucide-react";
import { flushSync } from "react-dom";
import { FieldMessage, invalidProps } from "@/components/field-message";
import { PriceInput } from "@/components/price-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { parseQty } from "@/lib/form-values";
import { emptyPackageItem, type PackageItemDraft } from "./package-form";

interface PackageItemsFieldsProps {
  items: readonly PackageItemDraft[];
  onChange: (items: PackageItemDraft[]) => void;
  /** The message for items.{index}.{field}, when it should show. */
  errorFor: (index: number, field: "name" | "qty" | "unitCents") => string | undefined;
  /** The studio's currency: prices are typed in it. */
  currency: string;
}

const fieldId = (key: string, field: string) => `package-${key}-${field}`;

// Item fields are named "Item 1 title" and "Item 1 details" (not "name" and "description") so that the
// package's own Name and Description stay the only fields with those labels.

/** A package's own items (optional): what the package includes, each with a quantity and price. */
export function PackageItemsFields({ items, onChange, errorFor, currency }: PackageItemsFieldsProps) {
  const update = (key: string, patch: Partial<PackageItemDraft>) =>
    onChange(items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  const add = () => {
    const item = emptyPackageItem();
    flushSync(() => onChange([...items, item]));
    document.getElementById(fieldId(item.key, "name"))?.focus();
  };
  const remove = (index: number) => {
    const next = items[index + 1] ?? items[index - 1];
    flushSync(() => onChange(items.filter((_, i) => i !== index)));
    document.getElementById(next ? fieldId(next.key, "name") : "package-add-item")?.focus();
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">
        Items <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          List what the package includes; a proposal that imports it gets these lines too.
        </p>
      ) : (
        <ol className="grid gap-3">
          {items.map((item, index) => {
            const n = index + 1;
            const nameError = errorFor(index, "name");
            const qtyError = errorFor(index, "qty");
            return (
              <li key={item.key} className="grid gap-2 rounded-lg border p-3">
                <div className="grid grid-cols-[4.5rem_minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_4.5rem_7rem_auto]">
                  <Input
                    id={fieldId(item.key, "name")}
                    className="col-span-3 sm:col-span-1"
                    aria-label={`Item ${n} title`}
                    placeholder="Item title"
                    autoComplete="off"
                    value={item.name}
                    onChange={(event) => update(item.key, { name: event.target.value })}
                    {...invalidProps(`${fieldId(item.key, "name")}-message`, nameError)}
                  />
                  <Input
                    aria-label={`Item ${n} quantity`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    className="tabular-nums"
                    value={item.qty}
                    onChange={(event) => update(item.key, { qty: event.target.value })}
                    onBlur={() => update(item.key, { qty: String(parseQty(item.qty)) })}
                    {...invalidProps(`${fieldId(item.key, "qty")}-message`, qtyError)}
                  />
                  <PriceInput
                    aria-label={`Item ${n} unit price`}
                    currency={currency}
                    value={item.unitPrice}
                    onValueChange={(unitPrice) => update(item.key, { unitPrice })}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-muted-foreground hover:bg-red-50 hover:text-red-700"
                    aria-label={`Remove item ${n}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <Input
                  aria-label={`Item ${n} details`}
                  placeholder="Details (optional)"
                  value={item.description}
                  onChange={(event) => update(item.key, { description: event.target.value })}
                />
                <FieldMessage id={`${fieldId(item.key, "name")}-message`} message={nameError} />
                <FieldMessage id={`${fieldId(item.key, "qty")}-message`} message={qtyError} />
              </li>
            );
          })}
        </ol>
      )}
      <Button id="package-add-item" type="button" variant="outline" size="sm" className="w-fit" onClick={add}>
        <Plus aria-hidden="true" />
        Add Item
      </Button>
    </fieldset>
  );
}

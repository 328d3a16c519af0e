import { Plus } from "lucide-react";
import { flushSync } from "react-dom";
import { FieldMessage } from "@/components/field-message";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/hooks/use-toast";
import { PackageImportSelect } from "./package-import-select";
import { FIELD_IDS, itemFieldId } from "./proposal-form";
import { moveButtonId, ProposalItemRow } from "./proposal-item-row";
import type { ProposalDraftState } from "./use-proposal-draft";

const focusById = (id: string) => document.getElementById(id)?.focus();

/** The package import, the line items (add, remove, reorder) and "At least one item is required". */
export function ProposalItemsSection({ state }: { state: ProposalDraftState }) {
  const { items } = state.draft;
  const itemsError = state.errorFor("items");

  // Each change is applied at once (flushSync) so that focus can follow it to where it went.
  const move = (index: number, delta: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    flushSync(() => state.move(index, delta));
    const target = index + delta;
    const atEdge = target === 0 || target === items.length - 1;
    focusById(moveButtonId(item.key, atEdge ? (-delta as -1 | 1) : delta));
  };
  const remove = (index: number) => {
    const next = items[index + 1] ?? items[index - 1];
    flushSync(() => state.removeItem(items[index]?.key ?? ""));
    focusById(next ? itemFieldId(next.key, "name") : FIELD_IDS.items);
  };
  const add = () => {
    let key = "";
    flushSync(() => {
      key = state.addItem().key;
    });
    focusById(itemFieldId(key, "name"));
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Line items</h2>
        <CardDescription>
          The services and products in this proposal, in the order your client sees them.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <PackageImportSelect
          packageId={state.draft.packageId}
          onImport={(pkg) => {
            const undo = state.importPackage(pkg);
            toast({
              title: "Package imported",
              description: `The items now come from ${pkg.name}.`,
              action: (
                <ToastAction altText="Undo the package import" onClick={undo}>
                  Undo
                </ToastAction>
              ),
            });
          }}
        />

        {items.length > 0 ? (
          <ol className="grid gap-3" aria-label="Items">
            {items.map((item, index) => (
              <ProposalItemRow
                key={item.key}
                item={item}
                index={index}
                count={items.length}
                currency={state.draft.pricing.currency}
                errorFor={(field) => state.itemError(index, field)}
                onChange={(patch) => state.updateItem(item.key, patch)}
                onLeave={(field) => state.touch(`${item.key}.${field}`)}
                onMove={(delta) => move(index, delta)}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        ) : (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            No items yet. Add what you're offering, or import a package.
          </p>
        )}

        <div className="grid gap-2">
          <Button
            id={FIELD_IDS.items}
            type="button"
            variant="outline"
            className="w-full sm:w-fit"
            aria-describedby={itemsError ? `${FIELD_IDS.items}-message` : undefined}
            onClick={add}
          >
            <Plus aria-hidden="true" />
            Add Item
          </Button>
          <FieldMessage id={`${FIELD_IDS.items}-message`} message={itemsError} />
        </div>
      </CardContent>
    </Card>
  );
}

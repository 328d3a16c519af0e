import { Braces } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MAX_INPUT_LABEL_LENGTH } from "../../../shared/contract-fields";
import { FIELD_DESCRIPTIONS, inputFieldName, PICKER_FIELDS } from "./contract-template-draft";

/**
 * "Insert field" for the contract body: the smart fields, and "Client input…", which asks for the label
 * the client will see beside the box. The textarea keeps its selection while the menu is open;
 * `onClosed` puts the caret back after the inserted field.
 */
export function ContractFieldPicker({
  describedBy,
  onInsert,
  onClosed,
}: {
  describedBy: string;
  onInsert: (field: string) => void;
  /** Return true when it moved focus itself. */
  onClosed: () => boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [label, setLabel] = useState("");
  const field = inputFieldName(label);

  const insertInput = () => {
    if (!field) return;
    onInsert(field);
    setAsking(false);
    setLabel("");
    onClosed();
  };

  return (
    <div className="grid justify-items-end gap-2">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-my-1 h-7 gap-1 px-2 text-xs text-muted-foreground"
            aria-describedby={describedBy}
          >
            <Braces aria-hidden="true" className="size-3.5" />
            Insert field
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="w-80 max-w-[calc(100vw-2rem)]"
          onCloseAutoFocus={(event) => {
            if (asking) {
              event.preventDefault();
              document.getElementById("contract-input-label")?.focus();
            } else if (onClosed()) event.preventDefault();
          }}
        >
          <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
            Filled in from the proposal
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {PICKER_FIELDS.map((name) => (
            <DropdownMenuItem key={name} onSelect={() => onInsert(name)} className="justify-between">
              <code className="font-mono text-xs">{`{{${name}}}`}</code>
              <span className="truncate text-xs text-muted-foreground">{FIELD_DESCRIPTIONS[name]}</span>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setAsking(true)}>Client input…</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {asking ? (
        <div className="flex w-full flex-wrap items-end gap-2 rounded-lg border bg-muted/40 p-3">
          <div className="grid min-w-48 flex-1 gap-1.5">
            <Label htmlFor="contract-input-label" className="text-xs">
              What the client fills in (its label)
            </Label>
            <Input
              id="contract-input-label"
              autoComplete="off"
              maxLength={MAX_INPUT_LABEL_LENGTH}
              placeholder="e.g. Second contact"
              value={label}
              onChange={(event) => setLabel(event.target.value)}
              onKeyDown={(event) => {
                // Enter inserts the field rather than submitting the whole template form.
                if (event.key === "Enter") {
                  event.preventDefault();
                  insertInput();
                }
              }}
            />
          </div>
          <Button type="button" size="sm" disabled={!field} onClick={insertInput}>
            Insert
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </div>
      ) : null}
    </div>
  );
}

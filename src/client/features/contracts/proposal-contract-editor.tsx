/**
 * "Edit text" on an attached contract: the text with its smart fields and the field picker, saved with
 * PUT …/contract/text. The server's refusal (an unknown field, the client signed meanwhile) is shown
 * under the box as well as toasted, so it stays in view while the text is fixed.
 */
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { ContractFieldPicker } from "./contract-field-picker";
import { insertContractField } from "./contract-template-draft";
import { useEditContractText } from "./use-proposal-contract";

const ID = "proposal-contract-body";

export function ProposalContractEditor({
  proposalId,
  initialBody,
  onDone,
}: {
  proposalId: string;
  initialBody: string;
  onDone: () => void;
}) {
  const save = useEditContractText(proposalId);
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const insert = (field: string) => {
    const element = textarea.current;
    const result = insertContractField(
      body,
      field,
      element?.selectionStart ?? null,
      element?.selectionEnd ?? null,
    );
    pendingCaret.current = result.cursor;
    // Synchronously, so the caret can be placed in the new text right away.
    flushSync(() => setBody(result.text));
  };
  const restoreCaret = () => {
    const position = pendingCaret.current;
    pendingCaret.current = null;
    const element = textarea.current;
    if (position === null || !element) return false;
    element.focus();
    element.setSelectionRange(position, position);
    return true;
  };

  const onSave = () => {
    if (save.isPending) return;
    setError(null);
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: "Contract text saved" });
        onDone();
      },
      onError: (failure) => {
        const message = errorMessage(failure, "Failed to save the contract text. Please try again.");
        setError(message);
        toast({ variant: "destructive", title: "Error", description: message });
        textarea.current?.focus();
      },
    });
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-start justify-between gap-2">
        <Label id={`${ID}-label`} htmlFor={ID} className="pt-1">
          Contract text
        </Label>
        <ContractFieldPicker describedBy={`${ID}-label`} onInsert={insert} onClosed={restoreCaret} />
      </div>
      <Textarea
        id={ID}
        ref={textarea}
        rows={18}
        className="font-mono text-xs leading-relaxed"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${ID}-hint${error ? ` ${ID}-message` : ""}`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <p id={`${ID}-hint`} className="text-xs text-muted-foreground">
        Smart fields like {"{{client.fullName}}"} are filled in from this proposal. The client must open the
        contract again before signing once it changes.
      </p>
      {error ? (
        <p id={`${ID}-message`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="button" onClick={onSave} disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save text"}
        </Button>
      </div>
    </div>
  );
}

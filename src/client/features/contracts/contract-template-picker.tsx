/**
 * Choosing a contract template for a proposal: attaches it, or replaces the unsigned contract's text with
 * it. The template's text is copied, so later edits to the template never reach this proposal.
 */
import { useState } from "react";
import { Link } from "wouter";
import { SelectField } from "@/components/select-field";
import { Button } from "@/components/ui/button";
import { SelectItem } from "@/components/ui/select";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { useContractTemplates } from "./use-contract-templates";
import { useAttachContract } from "./use-proposal-contract";

export function ContractTemplatePicker({
  proposalId,
  replacing = false,
  onDone,
}: {
  proposalId: string;
  /** A contract is attached already: its text is replaced. */
  replacing?: boolean;
  onDone?: () => void;
}) {
  const templates = useContractTemplates();
  const attach = useAttachContract(proposalId);
  const [templateId, setTemplateId] = useState("");
  const [error, setError] = useState<string | undefined>();
  const id = replacing ? "proposal-contract-replace" : "proposal-contract-template";

  if (templates.isError) {
    return (
      <p className="text-sm text-destructive">
        The contract templates could not be loaded.{" "}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => templates.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  if (templates.data && templates.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        There are no contract templates yet. Write one on the{" "}
        <Link href="/templates" className="font-medium text-primary underline-offset-4 hover:underline">
          Templates page
        </Link>{" "}
        (Contracts tab), then attach it here.
      </p>
    );
  }

  const onAttach = () => {
    if (attach.isPending) return;
    if (!templateId) {
      setError("Choose a contract template");
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    attach.mutate(templateId, {
      onSuccess: (contract) => {
        toast({ title: replacing ? "Contract replaced" : "Contract attached", description: contract.title });
        onDone?.();
      },
      onError: (failure) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(failure, "Failed to attach the contract. Please try again."),
        }),
    });
  };

  return (
    <div className="grid max-w-xl gap-3">
      <SelectField
        id={id}
        label={replacing ? "Replace with template" : "Contract template"}
        value={templateId}
        onChange={(value) => {
          setTemplateId(value);
          setError(undefined);
        }}
        placeholder={templates.data ? "Choose a template" : "Loading templates…"}
        disabled={!templates.data || attach.isPending}
        hint={
          replacing
            ? "The contract's current text, with any edits, is replaced by the template's."
            : "Its text is copied into this proposal; you can adjust it after attaching."
        }
        error={error}
      >
        {templates.data?.map((template) => (
          <SelectItem key={template.id} value={template.id}>
            {template.name}
          </SelectItem>
        ))}
      </SelectField>
      <div className="flex gap-2">
        {onDone && replacing ? (
          <Button type="button" variant="outline" onClick={onDone} disabled={attach.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="button" onClick={onAttach} disabled={attach.isPending || !templates.data}>
          {attach.isPending ? "Attaching..." : replacing ? "Replace contract" : "Attach contract"}
        </Button>
      </div>
    </div>
  );
}

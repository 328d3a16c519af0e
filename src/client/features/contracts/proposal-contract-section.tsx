/**
 * The Contract card of the proposal editor: attach a template, then, until the client signs, read the
 * contract as the client will (filled in from this proposal), edit its text, swap in another template,
 * and follow its history. It saves on its own, apart from the proposal's Save Changes.
 */
import { Pencil, Replace } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ProposalContractView } from "../../../shared/proposal-contract";
import { ContractFrame } from "./contract-frame";
import { isContractEditable } from "./contract-labels";
import { ContractStatusBadge } from "./contract-status-badge";
import { ContractTemplatePicker } from "./contract-template-picker";
import { ContractHistory } from "./contract-timeline";
import { ProposalContractEditor } from "./proposal-contract-editor";
import { useProposalContract } from "./use-proposal-contract";

const HEADING = "proposal-contract-heading";

/** `proposalId` is absent for a proposal not saved yet: a contract needs the saved proposal. */
export function ProposalContractSection({ proposalId }: { proposalId?: string }) {
  return (
    <Card role="region" aria-labelledby={HEADING}>
      <CardHeader>
        <CardTitle id={HEADING}>Contract</CardTitle>
        {proposalId ? null : (
          <CardDescription>You can attach a contract once the proposal is saved.</CardDescription>
        )}
      </CardHeader>
      {proposalId ? (
        <CardContent className="grid gap-5">
          <ContractBody proposalId={proposalId} />
        </CardContent>
      ) : null}
    </Card>
  );
}

function ContractBody({ proposalId }: { proposalId: string }) {
  const contract = useProposalContract(proposalId);
  if (contract.isError) {
    return (
      <p className="text-sm text-destructive">
        The contract could not be loaded.{" "}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => contract.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  if (contract.data === undefined)
    return <p className="text-sm text-muted-foreground">Loading the contract…</p>;
  if (contract.data === null) return <ContractTemplatePicker proposalId={proposalId} />;
  return <AttachedContract proposalId={proposalId} contract={contract.data} />;
}

export function AttachedContract({
  proposalId,
  contract,
}: {
  proposalId: string;
  contract: ProposalContractView;
}) {
  const [mode, setMode] = useState<"read" | "edit" | "replace">("read");
  const editable = isContractEditable(contract.status);
  const current = editable ? mode : "read";
  const editButton = useRef<HTMLButtonElement>(null);
  const replaceButton = useRef<HTMLButtonElement>(null);
  // Back to reading: focus returns to the button that opened the form, which is shown again.
  const backTo = (button: { current: HTMLButtonElement | null }) => () => {
    flushSync(() => setMode("read"));
    button.current?.focus();
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <p className="truncate font-medium">{contract.title}</p>
          <ContractStatusBadge status={contract.status} />
        </div>
        {editable && current === "read" ? (
          <div className="flex flex-wrap gap-2">
            <Button
              ref={editButton}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setMode("edit")}
            >
              <Pencil aria-hidden="true" />
              Edit text
            </Button>
            <Button
              ref={replaceButton}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setMode("replace")}
            >
              <Replace aria-hidden="true" />
              Replace template
            </Button>
          </div>
        ) : null}
      </div>
      {contract.status === "VOID" ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          This contract is void{contract.voidReason ? `: ${contract.voidReason}` : "."}
        </p>
      ) : null}
      {!editable && contract.status !== "VOID" ? (
        <p className="text-sm text-muted-foreground">
          The client has signed this contract: it can no longer change.
        </p>
      ) : null}
      {current === "edit" ? (
        <ProposalContractEditor
          proposalId={proposalId}
          initialBody={contract.body}
          onDone={backTo(editButton)}
        />
      ) : (
        <>
          {current === "replace" ? (
            <ContractTemplatePicker proposalId={proposalId} replacing onDone={backTo(replaceButton)} />
          ) : null}
          <ContractFrame html={contract.html} title={`Contract: ${contract.title}`} />
          {contract.inputs.length > 0 ? (
            <p className="text-xs text-muted-foreground">
              The client fills in {contract.inputs.map((label) => `"${label}"`).join(", ")} when signing.
            </p>
          ) : null}
        </>
      )}
      <ContractHistory proposalId={proposalId} headingId="proposal-contract-history" />
    </>
  );
}

/**
 * The Contract card of a signed proposal: where the contract stands, who signed it and when, the
 * studio's countersignature, the signed PDF, voiding, and the evidence log. A proposal without a
 * contract shows nothing here.
 */
import { Ban, Download, PenLine } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useStudioDates } from "@/hooks/use-studio-dates";
import type { ContractSigner, ProposalContractView } from "../../../shared/proposal-contract";
import { canCountersign, canVoid } from "./contract-labels";
import { ContractStatusBadge } from "./contract-status-badge";
import { ContractHistory } from "./contract-timeline";
import { CountersignDialog, type SignatureKit } from "./countersign-dialog";
import { contractPdfHref, useProposalContract } from "./use-proposal-contract";
import { VoidContractDialog } from "./void-contract-dialog";

interface PanelProps {
  proposalId: string;
  /** The signature pad and its Draw / Type switch, from the proposals feature. */
  signatureKit: SignatureKit;
}

export function ProposalContractPanel({ proposalId, signatureKit }: PanelProps) {
  const contract = useProposalContract(proposalId);
  if (contract.isError) {
    return (
      <ContractCard>
        <p className="text-sm text-destructive">
          The contract could not be loaded.{" "}
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => contract.refetch()}>
            Try again
          </Button>
        </p>
      </ContractCard>
    );
  }
  if (!contract.data) return null;
  return <SignedContract proposalId={proposalId} contract={contract.data} signatureKit={signatureKit} />;
}

function ContractCard({ badge, children }: { badge?: ReactNode; children: ReactNode }) {
  return (
    <Card className="mt-6" role="region" aria-labelledby="proposal-contract-panel-heading">
      <CardHeader className="flex flex-wrap items-center gap-2">
        <CardTitle id="proposal-contract-panel-heading">Contract</CardTitle>
        {badge}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

const ROLE: Record<ContractSigner["role"], string> = { client: "Client", studio: "Studio" };

export function SignedContract({
  proposalId,
  contract,
  signatureKit,
}: PanelProps & { contract: ProposalContractView }) {
  const dates = useStudioDates();
  const [dialog, setDialog] = useState<"countersign" | "void" | null>(null);
  const openChange = (which: "countersign" | "void") => (open: boolean) => setDialog(open ? which : null);
  const countersignButton = useRef<HTMLButtonElement>(null);
  const voidButton = useRef<HTMLButtonElement>(null);
  const pdfLink = useRef<HTMLAnchorElement>(null);
  // The dialogs have no trigger of their own: focus goes back to the button that opened them, or, when
  // that button went away with the action (countersigned, voided), to the PDF link.
  const returnFocus = (button: { current: HTMLButtonElement | null }) => (event: Event) => {
    event.preventDefault();
    (button.current ?? pdfLink.current)?.focus();
  };
  return (
    <ContractCard badge={<ContractStatusBadge status={contract.status} />}>
      <p className="font-medium">{contract.title}</p>
      {contract.status === "VOID" ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          This contract is void{contract.voidReason ? `: ${contract.voidReason}` : "."}
        </p>
      ) : null}
      {contract.signers.length > 0 ? (
        <dl className="grid gap-2 text-sm">
          {contract.signers.map((signer) => (
            <div key={signer.role} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
              <dt className="text-muted-foreground">{ROLE[signer.role]}</dt>
              <dd className="break-words">
                {signer.name}, {dates.dateTime(signer.signedAt)} (
                {signer.method === "drawn" ? "drawn" : "typed"} signature)
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">Nobody has signed this contract yet.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {canCountersign(contract.status) ? (
          <Button ref={countersignButton} type="button" onClick={() => setDialog("countersign")}>
            <PenLine aria-hidden="true" />
            Countersign
          </Button>
        ) : null}
        <Button variant="outline" asChild>
          <a ref={pdfLink} href={contractPdfHref(proposalId)} target="_blank" rel="noopener">
            <Download aria-hidden="true" />
            Download PDF
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        {canVoid(contract.status) ? (
          <Button
            type="button"
            variant="outline"
            className="text-destructive hover:text-destructive"
            ref={voidButton}
            onClick={() => setDialog("void")}
          >
            <Ban aria-hidden="true" />
            Void
          </Button>
        ) : null}
      </div>
      <ContractHistory proposalId={proposalId} headingId="contract-panel-history" />
      <CountersignDialog
        proposalId={proposalId}
        signatureKit={signatureKit}
        open={dialog === "countersign"}
        onOpenChange={openChange("countersign")}
        onCloseAutoFocus={returnFocus(countersignButton)}
      />
      <VoidContractDialog
        proposalId={proposalId}
        open={dialog === "void"}
        onOpenChange={openChange("void")}
      />
    </ContractCard>
  );
}

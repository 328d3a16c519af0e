import { CopyPlus, ExternalLink, FileQuestion, Lock } from "lucide-react";
import { Link } from "wouter";
import { BackLink } from "@/components/back-link";
import { EmptyState } from "@/components/empty-state";
import { ErrorState, type RetryProps } from "@/components/error-state";
import { BoneSet, type Bones } from "@/components/list-skeleton";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ProposalContractPanel, type SignatureKit } from "@/features/contracts";
import { useStudioDates } from "@/hooks/use-studio-dates";
import type { Proposal } from "../../../shared/proposals";
import { previewHref } from "./proposal-actions";
import { ProposalMoney } from "./proposal-money";
import { ProposalSignatureRecord } from "./proposal-signature-record";
import { newVersionHref } from "./proposal-versions";
import { SignatureModeTabs } from "./signature-mode-tabs";
import { SignaturePad } from "./signature-pad";
import { TypedSignature } from "./signature-typed";

/** The studio countersigns with the client's own signature widgets (contracts cannot import them). */
const SIGNATURE_KIT: SignatureKit = { SignaturePad, SignatureModeTabs, TypedSignature };

export function BackToProposals() {
  return (
    <BackLink href="/proposals" className="mb-3">
      All proposals
    </BackLink>
  );
}

/** A card of the form while it loads: its title and its fields (or, for the summary, its lines). */
function CardBones({
  title,
  bones,
  className,
}: {
  title: string;
  bones: readonly Bones[];
  className: string;
}) {
  return (
    <Card>
      <CardHeader>
        <Skeleton className={title} />
      </CardHeader>
      <CardContent className={className}>
        <BoneSet bones={bones} />
      </CardContent>
    </Card>
  );
}

const inputs = (count: number): Bones[] => Array.from({ length: count }, () => "h-9 w-full");

/** Loading the proposal to edit: the form's cards in grey. */
export function ProposalEditorSkeleton() {
  return (
    <output
      aria-label="Loading proposal"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="grid gap-6">
        {[4, 3, 2].map((rows) => (
          <CardBones key={rows} title="h-5 w-28" bones={inputs(rows)} className="grid gap-4" />
        ))}
      </div>
      <CardBones
        title="h-5 w-24"
        bones={["h-4 w-full", "h-4 w-full", "h-8 w-full", "h-10 w-full"]}
        className="grid gap-3"
      />
    </output>
  );
}

const backButton = (
  <Button variant="outline" asChild>
    <Link href="/proposals">Back to Proposals</Link>
  </Button>
);

/** A signed proposal is a contract: it is shown as locked rather than as a form. */
export function ProposalLockedNotice({ proposal }: { proposal: Proposal }) {
  const dates = useStudioDates();
  const who = proposal.signedByName ?? "Your client";
  const when = proposal.signedAt ? ` on ${dates.day(proposal.signedAt)}` : "";
  return (
    <>
      <EmptyState
        icon={Lock}
        tone="success"
        title="This proposal is signed"
        titleAs="h2"
        className="border-solid"
        action={
          <>
            <Button asChild>
              <Link href={newVersionHref(proposal)}>
                <CopyPlus aria-hidden="true" />
                New version
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <a href={previewHref(proposal)} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                View signed proposal
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
            {backButton}
          </>
        }
      >
        {who} signed "{proposal.title}"{when}. A signed proposal can no longer be changed. If the plans
        change, start a new version: a copy as a new draft, which you can edit and send; this one stays as
        signed.
      </EmptyState>
      <ProposalSignatureRecord proposal={proposal} />
      <ProposalContractPanel proposalId={proposal.id} signatureKit={SIGNATURE_KIT} />
      <ProposalMoney proposal={proposal} />
    </>
  );
}

export function ProposalNotFound() {
  return (
    <EmptyState
      icon={FileQuestion}
      tone="neutral"
      title="Proposal not found"
      titleAs="h2"
      className="border-solid"
      action={backButton}
    >
      It may have been deleted, or the link is wrong.
    </EmptyState>
  );
}

export function ProposalLoadError(props: RetryProps) {
  return (
    <ErrorState
      title="We couldn't load this proposal"
      titleAs="h2"
      description="Something went wrong while fetching it. Check your connection and try again."
      action={backButton}
      {...props}
    />
  );
}

import { AlertTriangle, ArrowLeft, ExternalLink, FileQuestion, Lock, RotateCw } from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ProposalPayments } from "@/features/payments";
import { useStudioDates } from "@/hooks/use-studio-dates";
import type { Proposal } from "../../../shared/proposals";
import { previewHref } from "./proposal-actions";
import { ProposalSignatureRecord } from "./proposal-signature-record";

export function BackToProposals() {
  return (
    <Link
      href="/proposals"
      className="mb-3 inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All proposals
    </Link>
  );
}

/** Loading the proposal to edit: the form's cards in grey. */
export function ProposalEditorSkeleton() {
  return (
    <output
      aria-label="Loading proposal"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="grid gap-6">
        {[4, 3, 2].map((rows) => (
          <Card key={rows}>
            <CardHeader>
              <Skeleton className="h-5 w-28" />
            </CardHeader>
            <CardContent className="grid gap-4">
              {Array.from({ length: rows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
                <Skeleton key={i} className="h-9 w-full" />
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <Skeleton className="h-5 w-24" />
        </CardHeader>
        <CardContent className="grid gap-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-10 w-full" />
        </CardContent>
      </Card>
    </output>
  );
}

const ICON_TONES = {
  success: "bg-green-50 text-green-700",
  neutral: "bg-slate-100 text-slate-600",
  danger: "bg-red-100 text-red-700",
} as const;

function Notice({
  tone,
  icon: Icon,
  title,
  children,
  actions,
}: {
  tone: keyof typeof ICON_TONES;
  icon: typeof Lock;
  title: string;
  children: React.ReactNode;
  actions: React.ReactNode;
}) {
  const danger = tone === "danger";
  return (
    <div
      role={danger ? "alert" : undefined}
      className={`flex flex-col items-center gap-3 rounded-xl border px-6 py-12 text-center ${danger ? "border-red-200 bg-red-50/50" : "bg-card"}`}
    >
      <span className={`flex size-12 items-center justify-center rounded-full ${ICON_TONES[tone]}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
      <div className="mt-1 flex flex-wrap justify-center gap-2">{actions}</div>
    </div>
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
      <Notice
        tone="success"
        icon={Lock}
        title="This proposal is signed"
        actions={
          <>
            <Button asChild>
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
        {who} signed "{proposal.title}"{when}. A signed proposal can no longer be changed; create a new one if
        the plans change.
      </Notice>
      <ProposalSignatureRecord proposal={proposal} />
      <ProposalPayments proposalId={proposal.id} />
    </>
  );
}

export function ProposalNotFound() {
  return (
    <Notice tone="neutral" icon={FileQuestion} title="Proposal not found" actions={backButton}>
      It may have been deleted, or the link is wrong.
    </Notice>
  );
}

export function ProposalLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Notice
      tone="danger"
      icon={AlertTriangle}
      title="We couldn't load this proposal"
      actions={
        <>
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
            {retrying ? "Retrying..." : "Retry"}
          </Button>
          {backButton}
        </>
      }
    >
      Something went wrong while fetching it. Check your connection and try again.
    </Notice>
  );
}

import { ExternalLink, FilePlus2, FileText } from "lucide-react";
import { Link } from "wouter";
import { RowsSkeleton, SectionEmpty, SectionError } from "@/components/section-states";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { errorMessage } from "@/lib/api";
import { formatCents } from "../../../shared/money";
import { type ClientProposal, useClientProposals } from "./use-client-detail";

/**
 * Signed when the status is SIGNED, Sent once sentAt is set, Draft otherwise. Payments
 * after signing keep the proposal signed; they are told apart so that the photographer sees them.
 */
export function proposalLabel(proposal: Pick<ClientProposal, "status" | "sentAt">): {
  label: string;
  variant: NonNullable<BadgeProps["variant"]>;
} {
  switch (proposal.status.toUpperCase()) {
    case "SIGNED":
      return { label: "Signed", variant: "success" };
    case "PAID_PARTIAL":
      return { label: "Signed · Deposit paid", variant: "success" };
    case "PAID_FULL":
      return { label: "Signed · Paid", variant: "success" };
  }
  if (proposal.sentAt) return { label: "Sent", variant: "info" };
  return { label: "Draft", variant: "secondary" };
}

function ProposalRow({ proposal }: { proposal: ClientProposal }) {
  const dates = useStudioDates();
  const { label, variant } = proposalLabel(proposal);
  const when = proposal.signedAt
    ? `Signed ${dates.day(proposal.signedAt)}`
    : proposal.sentAt
      ? `Sent ${dates.day(proposal.sentAt)}`
      : `Created ${dates.day(proposal.createdAt)}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate text-sm font-medium">{proposal.title}</p>
          <Badge variant={variant}>{label}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">{when}</p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <span className="text-sm font-semibold tabular-nums">{formatCents(proposal.totalCents)}</span>
        <Button variant="outline" size="sm" asChild>
          <a
            href={`/public/proposals/${encodeURIComponent(proposal.token)}`}
            target="_blank"
            rel="noreferrer"
          >
            <ExternalLink aria-hidden="true" />
            Preview
            <span className="sr-only"> {proposal.title} (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </li>
  );
}

export function ClientProposalsCard({ clientId }: { clientId: string }) {
  const proposals = useClientProposals(clientId);
  const newHref = `/proposals/new?clientId=${encodeURIComponent(clientId)}`;
  const list = proposals.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Proposals</CardTitle>
        {proposals.data ? (
          <CardDescription>{list.length === 1 ? "1 proposal" : `${list.length} proposals`}</CardDescription>
        ) : null}
        {list.length > 0 ? (
          <CardAction>
            <Button variant="ghost" size="sm" asChild>
              <Link href={newHref}>
                <FilePlus2 aria-hidden="true" />
                New
              </Link>
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {proposals.isPending ? (
          <RowsSkeleton rows={2} className="h-16 w-full" />
        ) : proposals.isError ? (
          <SectionError
            message={errorMessage(proposals.error, "The proposals could not be loaded.")}
            onRetry={() => void proposals.refetch()}
            retrying={proposals.isFetching}
          />
        ) : list.length === 0 ? (
          <SectionEmpty
            icon={FileText}
            title="No proposals yet"
            action={
              <Button size="sm" asChild>
                <Link href={newHref}>
                  <FilePlus2 aria-hidden="true" />
                  Create Proposal
                </Link>
              </Button>
            }
          >
            Put together an estimate your client can review, sign and pay online.
          </SectionEmpty>
        ) : (
          <ul className="space-y-2">
            {list.map((proposal) => (
              <ProposalRow key={proposal.id} proposal={proposal} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

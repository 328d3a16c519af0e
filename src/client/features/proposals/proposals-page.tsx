import { Archive, FilePlus2 } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { useIsMobile } from "@/hooks/use-mobile";
import type { ProposalListItem } from "../../../shared/proposals";
import { DeleteProposalDialog } from "./delete-proposal-dialog";
import { ProposalCardList } from "./proposal-card-list";
import { ProposalStats } from "./proposal-stats";
import { ProposalsEmptyState, ProposalsErrorState, ProposalsListSkeleton } from "./proposals-states";
import { ProposalsTable } from "./proposals-table";
import { useProposals } from "./use-proposals";

/** The confirmation's open flag and its subject, kept apart so its text stays while it animates closed. */
interface DeleteState {
  open: boolean;
  proposal: ProposalListItem | null;
}

/** /proposals: the three figures, then every proposal with Send, Preview, Edit and Delete. */
export function ProposalsPage() {
  // Archived proposals are out of the list; this switch shows them instead of the current ones.
  const [showArchived, setShowArchived] = useState(false);
  const proposals = useProposals(showArchived);
  // The figures are always the current proposals' (the same query when the switch is off).
  const current = useProposals();
  const isMobile = useIsMobile();
  const [deleting, setDeleting] = useState<DeleteState>({ open: false, proposal: null });

  // The confirmation gives focus back to the Delete button, or to the heading once the row is gone.
  const returnFocus = useRef<HTMLElement | null>(null);
  const restoreFocus = (event: Event) => {
    const target = returnFocus.current;
    const next = target?.isConnected ? target : document.getElementById("all-proposals-heading");
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  const onDelete = (proposal: ProposalListItem, trigger: HTMLElement) => {
    returnFocus.current = trigger;
    setDeleting({ open: true, proposal });
  };

  const list = proposals.data ?? [];
  let content: ReactNode;
  if (proposals.isPending) {
    content = <ProposalsListSkeleton mobile={isMobile} />;
  } else if (proposals.isError) {
    content = (
      <ProposalsErrorState onRetry={() => void proposals.refetch()} retrying={proposals.isFetching} />
    );
  } else if (list.length === 0 && showArchived) {
    content = (
      <p className="rounded-xl border bg-card p-8 text-center text-sm text-muted-foreground">
        No archived proposals.
      </p>
    );
  } else if (list.length === 0) {
    content = <ProposalsEmptyState />;
  } else if (isMobile) {
    content = <ProposalCardList proposals={list} onDelete={onDelete} />;
  } else {
    content = (
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <ProposalsTable proposals={list} onDelete={onDelete} />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Proposals"
        description="Estimates your clients review, sign and pay online."
        action={
          <Button asChild>
            <Link href="/proposals/new">
              <FilePlus2 aria-hidden="true" />
              Create Proposal
            </Link>
          </Button>
        }
      />

      <ProposalStats proposals={current.data} failed={current.isError} />

      <section aria-labelledby="all-proposals-heading" className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="all-proposals-heading" tabIndex={-1} className="text-lg font-semibold outline-none">
            {showArchived ? "Archived Proposals" : "All Proposals"}
            {proposals.isSuccess ? ` (${list.length.toLocaleString("en-US")})` : ""}
          </h2>
          {/* A toggle keeps one name; its pressed state says which list is shown. */}
          <Button
            variant={showArchived ? "secondary" : "outline"}
            aria-pressed={showArchived}
            onClick={() => setShowArchived((current) => !current)}
          >
            <Archive aria-hidden="true" />
            Show archived
          </Button>
        </div>
        {content}
      </section>

      <DeleteProposalDialog
        open={deleting.open}
        proposal={deleting.proposal}
        onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}

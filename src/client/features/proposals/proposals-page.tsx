import { Archive, FilePlus2 } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { LoadMoreSentinel } from "@/components/load-more-sentinel";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useIsMobile } from "@/hooks/use-mobile";
import { loadedCount } from "@/hooks/use-paged-list";
import type { ProposalListItem } from "../../../shared/proposals";
import { DeleteProposalDialog } from "./delete-proposal-dialog";
import { ProposalCardList } from "./proposal-card-list";
import { ProposalStats } from "./proposal-stats";
import { ProposalsEmptyState, ProposalsErrorState, ProposalsListSkeleton } from "./proposals-states";
import { ProposalsTable } from "./proposals-table";
import { useProposalPages } from "./use-proposals";

/** The confirmation's open flag and its subject, kept apart so its text stays while it animates closed. */
interface DeleteState {
  open: boolean;
  proposal: ProposalListItem | null;
}

/** /proposals: the three figures, then every proposal with Send, Preview, Edit and Delete. */
export function ProposalsPage() {
  // Archived proposals are out of the list; this switch shows them instead of the current ones.
  const [showArchived, setShowArchived] = useState(false);
  const [search, setSearch] = useState("");
  // The server searches (title or client name) once typing pauses; the list comes a page at a time.
  const debouncedSearch = useDebouncedValue(search).trim();
  const proposals = useProposalPages({ archived: showArchived, search: debouncedSearch });
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

  const list = proposals.items;
  let content: ReactNode;
  if (proposals.isPending) {
    content = <ProposalsListSkeleton mobile={isMobile} />;
  } else if (proposals.isError && !proposals.data) {
    content = (
      <ProposalsErrorState onRetry={() => void proposals.refetch()} retrying={proposals.isFetching} />
    );
  } else if (list.length === 0 && (showArchived || debouncedSearch)) {
    content = (
      <p className="rounded-xl border bg-card p-8 text-center text-sm text-muted-foreground">
        {debouncedSearch
          ? `No ${showArchived ? "archived " : ""}proposal's title or client name contains "${debouncedSearch}".`
          : "No archived proposals."}
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

      <ProposalStats />

      <section aria-labelledby="all-proposals-heading" className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="all-proposals-heading" tabIndex={-1} className="text-lg font-semibold outline-none">
            {showArchived ? "Archived Proposals" : "All Proposals"}
            {/* Exact once every page is in; "50+" while the server has more. */}
            {proposals.isSuccess ? ` (${loadedCount(list.length, proposals.hasNextPage)})` : ""}
          </h2>
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center">
            <SearchInput
              label="Search proposals by title or client name"
              placeholder="Search by title or client"
              value={search}
              onChange={setSearch}
              disabled={proposals.isError && !proposals.data}
            />
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
        </div>
        {content}
        {list.length > 0 ? (
          <LoadMoreSentinel
            hasNextPage={proposals.hasNextPage}
            isFetchingNextPage={proposals.isFetchingNextPage}
            failed={proposals.isFetchNextPageError}
            onLoadMore={() => void proposals.fetchNextPage()}
            label="Load more proposals"
          />
        ) : null}
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

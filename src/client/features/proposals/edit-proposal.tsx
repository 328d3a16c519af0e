import type * as React from "react";
import { PageHeader } from "@/components/layout/page-header";
import { ApiError } from "@/lib/api";
import { isSigned } from "../../../shared/proposals";
import { ArchiveProposalButton } from "./archive-proposal-button";
import { ProposalEditor } from "./proposal-editor";
import { draftFromProposal } from "./proposal-form";
import {
  BackToProposals,
  ProposalEditorSkeleton,
  ProposalLoadError,
  ProposalLockedNotice,
  ProposalNotFound,
} from "./proposal-page-states";
import { sentProposalNotice } from "./proposal-versions";
import { draftFromSchedule } from "./schedule-builder";
import { useProposal } from "./use-proposals";
import type { StudioProposal } from "./use-schedule";

/** /proposals/new?edit={id}: the same form, filled in from the proposal and saved with PUT. */
export function EditProposal({ id }: { id: string }) {
  const proposal = useProposal(id);
  const data = proposal.data;

  let content: React.ReactNode;
  if (proposal.isError) {
    const missing = proposal.error instanceof ApiError && proposal.error.status === 404;
    content = missing ? (
      <ProposalNotFound />
    ) : (
      <ProposalLoadError onRetry={() => void proposal.refetch()} retrying={proposal.isFetching} />
    );
  } else if (!data || !proposal.isFetchedAfterMount) {
    // Not from the cache: the client may have signed it since.
    content = <ProposalEditorSkeleton />;
  } else if (isSigned(data)) {
    content = <ProposalLockedNotice proposal={data} />;
  } else {
    content = (
      <ProposalEditor
        key={data.id}
        editingId={data.id}
        initial={() => draftFromProposal(data)}
        initialSchedule={() => draftFromSchedule((data as StudioProposal).schedule, data)}
        notice={sentProposalNotice(data)}
      />
    );
  }

  return (
    <>
      <BackToProposals />
      <PageHeader
        title={data?.archivedAt ? "Edit Proposal (archived)" : "Edit Proposal"}
        description={data ? data.title : "Change the items, prices and terms before your client signs."}
        action={data ? <ArchiveProposalButton proposal={data} /> : undefined}
      />
      {content}
    </>
  );
}

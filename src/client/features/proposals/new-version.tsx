import type * as React from "react";
import { PageHeader } from "@/components/layout/page-header";
import { ApiError } from "@/lib/api";
import { todayUtc } from "../../../shared/proposals";
import { ProposalEditor } from "./proposal-editor";
import {
  BackToProposals,
  ProposalEditorSkeleton,
  ProposalLoadError,
  ProposalNotFound,
} from "./proposal-page-states";
import { newVersionDraft } from "./proposal-versions";
import { useProposal } from "./use-proposals";

/**
 * /proposals/new?from={id}: a new version of a signed proposal, the same form filled in from it and
 * saved as a new draft (POST). The signed proposal is not touched.
 */
export function NewVersionOf({ id }: { id: string }) {
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
  } else if (!data) {
    content = <ProposalEditorSkeleton />;
  } else {
    content = <ProposalEditor key={data.id} initial={() => newVersionDraft(data, todayUtc())} />;
  }

  return (
    <>
      <BackToProposals />
      <PageHeader
        title="New Version"
        description={
          data
            ? `A new draft copied from "${data.title}". The original stays as it is.`
            : "A new draft copied from a proposal."
        }
      />
      {content}
    </>
  );
}

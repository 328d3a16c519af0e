import { useSearch } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { EditProposal } from "./edit-proposal";
import { NewVersionOf } from "./new-version";
import { ProposalEditor } from "./proposal-editor";
import { newDraft } from "./proposal-form";
import { BackToProposals } from "./proposal-page-states";

/**
 * /proposals/new: a new proposal, with the client and project pre-selected from ?clientId=
 * and ?projectId=; with ?edit={id}, the existing proposal instead; with ?from={id}, a new version of it.
 */
export function NewProposalPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const editId = params.get("edit");
  if (editId) return <EditProposal key={editId} id={editId} />;
  const fromId = params.get("from");
  if (fromId) return <NewVersionOf key={fromId} id={fromId} />;

  const clientId = params.get("clientId") ?? undefined;
  const projectId = params.get("projectId") ?? undefined;
  return (
    <>
      <BackToProposals />
      <PageHeader
        title="New Proposal"
        description="Build an estimate with line items, tax and a deposit. Your client signs and pays online."
      />
      {/* A new address (another client's link) starts a new form. */}
      <ProposalEditor key={search} initial={() => newDraft({ clientId, projectId })} />
    </>
  );
}

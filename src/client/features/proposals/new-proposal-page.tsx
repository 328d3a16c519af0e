import { FilePlus } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function NewProposalPage() {
  return (
    <>
      <PageHeader title="New Proposal" description="Build an estimate with line items, tax and a deposit." />
      <FeaturePendingCard icon={FilePlus} screen="The proposal builder" />
    </>
  );
}

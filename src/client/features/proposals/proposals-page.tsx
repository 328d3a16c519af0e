import { FileText } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function ProposalsPage() {
  return (
    <>
      <PageHeader title="Proposals" description="Estimates your clients sign and pay online." />
      <FeaturePendingCard icon={FileText} screen="The proposal list" />
    </>
  );
}

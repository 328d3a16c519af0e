import { Send } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function DripCampaignsPage() {
  return (
    <>
      <PageHeader title="Drip Campaigns" description="Prewritten email sequences for each project type." />
      <FeaturePendingCard icon={Send} screen="Drip campaigns" />
    </>
  );
}

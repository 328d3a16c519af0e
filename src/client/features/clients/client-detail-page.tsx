import { UserRound } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function ClientDetailPage() {
  return (
    <>
      <PageHeader
        title="Client details"
        description="Contact details, projects, proposals and messages for this client."
      />
      <FeaturePendingCard icon={UserRound} screen="Client details" />
    </>
  );
}

import { Zap } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function AutomationsPage() {
  return (
    <>
      <PageHeader title="Automations" description="Follow-ups and pipeline moves that run on their own." />
      <FeaturePendingCard icon={Zap} screen="Automations" />
    </>
  );
}

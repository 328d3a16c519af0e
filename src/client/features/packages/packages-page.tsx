import { Package } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function PackagesPage() {
  return (
    <>
      <PageHeader title="Packages" description="Reusable bundles of services and prices." />
      <FeaturePendingCard icon={Package} screen="Packages" />
    </>
  );
}

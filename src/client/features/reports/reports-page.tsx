import { ChartColumn } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function ReportsPage() {
  return (
    <>
      <PageHeader
        title="Reports & Analytics"
        description="Revenue, clients and pipeline numbers for your studio."
      />
      <FeaturePendingCard icon={ChartColumn} screen="Reports" />
    </>
  );
}

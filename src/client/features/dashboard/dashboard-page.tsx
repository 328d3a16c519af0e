import { LayoutDashboard } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" description="Your studio at a glance." />
      <FeaturePendingCard icon={LayoutDashboard} screen="The dashboard" />
    </>
  );
}

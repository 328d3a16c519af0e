import { Wallet } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function EarningsPage() {
  return (
    <>
      <PageHeader title="Earnings" description="Your balance, earnings and payouts." />
      <FeaturePendingCard icon={Wallet} screen="Earnings" />
    </>
  );
}

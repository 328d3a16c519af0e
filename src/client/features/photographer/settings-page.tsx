import { Settings } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Your profile, branding, email and integrations." />
      <FeaturePendingCard icon={Settings} screen="Settings" />
    </>
  );
}

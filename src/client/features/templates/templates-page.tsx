import { Mail } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function TemplatesPage() {
  return (
    <>
      <PageHeader title="Templates" description="Email and SMS messages you send again and again." />
      <FeaturePendingCard icon={Mail} screen="Message templates" />
    </>
  );
}

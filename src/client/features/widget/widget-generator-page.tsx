import { CodeXml } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function WidgetGeneratorPage() {
  return (
    <>
      <PageHeader title="Widget Generator" description="A lead-capture form for your own website." />
      <FeaturePendingCard icon={CodeXml} screen="The widget generator" />
    </>
  );
}

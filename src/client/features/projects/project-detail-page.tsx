import { FolderOpen } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function ProjectDetailPage() {
  return (
    <>
      <PageHeader
        title="Project details"
        description="Stage, client, event date and everything sent for this project."
      />
      <FeaturePendingCard icon={FolderOpen} screen="Project details" />
    </>
  );
}

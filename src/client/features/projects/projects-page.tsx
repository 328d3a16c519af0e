import { FolderKanban } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function ProjectsPage() {
  return (
    <>
      <PageHeader
        title="Projects"
        description="Your projects, grouped by type and moving through their stages."
      />
      <FeaturePendingCard icon={FolderKanban} screen="The project pipeline" />
    </>
  );
}

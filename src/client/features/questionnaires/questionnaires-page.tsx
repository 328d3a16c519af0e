import { ClipboardList } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function QuestionnairesPage() {
  return (
    <>
      <PageHeader title="Questionnaires" description="Forms your clients fill in before the big day." />
      <FeaturePendingCard icon={ClipboardList} screen="Questionnaires" />
    </>
  );
}

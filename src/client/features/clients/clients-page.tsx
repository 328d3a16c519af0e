import { Users } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function ClientsPage() {
  return (
    <>
      <PageHeader title="Clients" description="Everyone you photograph, with their projects and messages." />
      <FeaturePendingCard icon={Users} screen="The client list" />
    </>
  );
}

import { FileText } from "lucide-react";
import { PublicPageCard } from "@/components/layout/public-page-card";

export function PublicProposalPage() {
  return (
    <PublicPageCard
      icon={FileText}
      title="Your proposal"
      description="Your photographer's proposal will be shown here, ready to review and sign."
    />
  );
}

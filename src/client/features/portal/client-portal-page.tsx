import { Heart } from "lucide-react";
import { PublicPageCard } from "@/components/layout/public-page-card";

export function ClientPortalPage() {
  return (
    <PublicPageCard
      icon={Heart}
      title="Client Portal"
      description="Your wedding details, checklist and documents will be gathered here."
    />
  );
}

import { CalendarCheck } from "lucide-react";
import { PublicPageCard } from "@/components/layout/public-page-card";

export function PublicBookingPage() {
  return (
    <PublicPageCard
      icon={CalendarCheck}
      title="Your booking"
      description="The details of your appointment will be shown here."
    />
  );
}

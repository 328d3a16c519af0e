import { CalendarClock } from "lucide-react";
import { FeaturePendingCard } from "@/components/layout/feature-pending-card";
import { PageHeader } from "@/components/layout/page-header";

export function SchedulingPage() {
  return (
    <>
      <PageHeader title="Scheduling" description="Your availability, consultations and self-booking link." />
      <FeaturePendingCard icon={CalendarClock} screen="Scheduling" />
    </>
  );
}

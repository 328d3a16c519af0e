import { CalendarDays } from "lucide-react";
import { PublicPageCard } from "@/components/layout/public-page-card";

export function PublicCalendarPage() {
  return (
    <PublicPageCard
      icon={CalendarDays}
      title="Book a time"
      description="Your photographer's calendar will open here so you can pick a time."
    />
  );
}

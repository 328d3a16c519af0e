/** The key figures: the report summary's four and the week's new leads and consultations. */
import { CalendarClock, Sparkles } from "lucide-react";
import { type FigureOf, StatGroup, statsFrom } from "@/components/stat-card";
import {
  ACTIVE_PROJECTS,
  BOOKED_THIS_MONTH,
  count,
  OUTSTANDING_BALANCE,
  REVENUE_YTD,
  type WithCurrency,
} from "@/components/summary-figures";
import { useStudioCurrency } from "@/hooks/use-money";
import type { DashboardFigures } from "../../../shared/dashboard";

const FIGURES: readonly FigureOf<WithCurrency<DashboardFigures>>[] = [
  ACTIVE_PROJECTS,
  {
    title: "New Leads",
    hint: "Projects added in the last 7 days",
    icon: Sparkles,
    tone: "violet",
    value: (f) => count(f.newLeadsThisWeek),
  },
  {
    title: "Consultations",
    hint: "Today and the next 7 days",
    icon: CalendarClock,
    tone: "cyan",
    value: (f) => count(f.consultationsThisWeek),
  },
  BOOKED_THIS_MONTH,
  REVENUE_YTD,
  OUTSTANDING_BALANCE,
];

export function DashboardFiguresRow({ figures }: { figures: DashboardFigures | undefined }) {
  const currency = useStudioCurrency();
  return (
    <StatGroup
      heading="Key figures"
      id="dashboard-figures-heading"
      list
      stats={statsFrom(FIGURES, figures && { ...figures, currency })}
      loading={!figures}
      skeletonClassName="h-7 w-20"
      // On a phone the six cards stay short: the titles say enough.
      hideHintOnPhones
    />
  );
}

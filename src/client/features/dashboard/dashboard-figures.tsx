/** The key figures: the report summary's four and the week's new leads and consultations. */
import {
  CalendarCheck,
  CalendarClock,
  CircleDollarSign,
  FolderKanban,
  type LucideIcon,
  Sparkles,
  Wallet,
} from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardFigures } from "../../../shared/dashboard";
import { formatCents } from "../../../shared/money";

interface Figure {
  title: string;
  hint: string;
  icon: LucideIcon;
  tone: string;
  value: (figures: DashboardFigures) => string;
}

const count = (n: number) => n.toLocaleString("en-US");

const FIGURES: readonly Figure[] = [
  {
    title: "Active Projects",
    hint: "In progress across every type",
    icon: FolderKanban,
    tone: "bg-blue-50 text-blue-700",
    value: (f) => count(f.totalProjects),
  },
  {
    title: "New Leads",
    hint: "Projects added in the last 7 days",
    icon: Sparkles,
    tone: "bg-violet-50 text-violet-700",
    value: (f) => count(f.newLeadsThisWeek),
  },
  {
    title: "Consultations",
    hint: "Today and the next 7 days",
    icon: CalendarClock,
    tone: "bg-cyan-50 text-cyan-700",
    value: (f) => count(f.consultationsThisWeek),
  },
  {
    title: "Booked This Month",
    hint: "New projects this month",
    icon: CalendarCheck,
    tone: "bg-green-50 text-green-700",
    value: (f) => count(f.bookedThisMonth),
  },
  {
    title: "Revenue (YTD)",
    hint: "Paid on projects completed this year",
    icon: CircleDollarSign,
    tone: "bg-emerald-50 text-emerald-700",
    value: (f) => formatCents(f.revenueYTD),
  },
  {
    title: "Outstanding Balance",
    hint: "Signed proposals not yet paid",
    icon: Wallet,
    tone: "bg-amber-50 text-amber-700",
    value: (f) => formatCents(f.outstandingBalance),
  },
];

export function DashboardFiguresRow({ figures }: { figures: DashboardFigures | undefined }) {
  return (
    <section aria-labelledby="dashboard-figures-heading">
      <h2 id="dashboard-figures-heading" className="sr-only">
        Key figures
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:gap-4">
        {FIGURES.map(({ title, hint, icon: Icon, tone, value }) => (
          <li key={title}>
            <Card className="h-full gap-2 px-4 py-4 sm:px-5">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</h3>
                <span
                  aria-hidden="true"
                  className={`hidden size-7 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}
                >
                  <Icon className="size-3.5" />
                </span>
              </div>
              {figures ? (
                <p className="truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
                  {value(figures)}
                </p>
              ) : (
                <Skeleton className="h-7 w-20" />
              )}
              {/* On a phone the six cards stay short: the titles say enough. */}
              <p className="hidden text-xs text-muted-foreground sm:block">{hint}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

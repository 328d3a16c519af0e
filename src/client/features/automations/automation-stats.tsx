import { FileText, Layers, type LucideIcon, Zap } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface AutomationStatsProps {
  /** Each is null while loading (or after a failure, shown as a dash). */
  active: number | null;
  total: number | null;
  stages: number | null;
  templates: number | null;
  loading: boolean;
}

interface StatCard {
  title: string;
  icon: LucideIcon;
  tone: string;
  value: number | null;
  hint: string;
}

/** The summary cards: active automations, total stages, templates. */
export function AutomationStats({ active, total, stages, templates, loading }: AutomationStatsProps) {
  const cards: StatCard[] = [
    {
      title: "Active automations",
      icon: Zap,
      tone: "bg-green-50 text-green-700",
      value: active,
      hint:
        total === null ? "Running on their own" : `Of ${total.toLocaleString("en-US")} for this project type`,
    },
    {
      title: "Total stages",
      icon: Layers,
      tone: "bg-blue-50 text-blue-700",
      value: stages,
      hint: "In this project type's pipeline",
    },
    {
      title: "Templates",
      icon: FileText,
      tone: "bg-amber-50 text-amber-700",
      value: templates,
      hint: "Email and SMS messages to send",
    },
  ];
  return (
    <section aria-labelledby="automation-stats-heading" className="mb-6">
      <h2 id="automation-stats-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:gap-4">
        {cards.map(({ title, icon: Icon, tone, value, hint }) => (
          <Card key={title} className="gap-3 py-4 first:col-span-2 sm:py-5 sm:first:col-span-1">
            <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-5">
              <CardTitle className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</CardTitle>
              <span
                aria-hidden="true"
                className={`hidden size-8 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}
              >
                <Icon className="size-4" />
              </span>
            </CardHeader>
            <CardContent className="space-y-1 px-4 sm:px-5">
              {loading && value === null ? (
                <Skeleton className="h-8 w-16" />
              ) : (
                <p className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
                  {value === null ? "—" : value.toLocaleString("en-US")}
                </p>
              )}
              <p className="text-xs text-muted-foreground">{hint}</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}

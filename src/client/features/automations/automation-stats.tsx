import { FileText, Layers, Zap } from "lucide-react";
import { type Stat, StatGroup } from "@/components/stat-card";

interface AutomationStatsProps {
  /** Each is null while loading (or after a failure, shown as a dash). */
  active: number | null;
  total: number | null;
  stages: number | null;
  templates: number | null;
  loading: boolean;
}

/** The summary cards: active automations, total stages, templates. */
export function AutomationStats({ active, total, stages, templates, loading }: AutomationStatsProps) {
  // Each figure waits for its own request: one that has arrived shows while the others still load.
  const figure = (value: number | null): Pick<Stat, "value" | "loading"> => ({
    value: value === null ? null : value.toLocaleString("en-US"),
    loading: loading && value === null,
  });
  const stats: Stat[] = [
    {
      title: "Active automations",
      icon: Zap,
      tone: "green",
      ...figure(active),
      hint:
        total === null ? "Running on their own" : `Of ${total.toLocaleString("en-US")} for this project type`,
    },
    {
      title: "Total stages",
      icon: Layers,
      tone: "blue",
      ...figure(stages),
      hint: "In this project type's pipeline",
    },
    {
      title: "Templates",
      icon: FileText,
      tone: "amber",
      ...figure(templates),
      hint: "Email and SMS messages to send",
    },
  ];
  return (
    <StatGroup
      heading="Summary"
      id="automation-stats-heading"
      stats={stats}
      skeletonClassName="h-8 w-16"
      className="mb-6"
      cardClassName="first:col-span-2 sm:first:col-span-1"
    />
  );
}

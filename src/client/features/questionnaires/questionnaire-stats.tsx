import { CheckCircle2, ClipboardList, Clock, Send } from "lucide-react";
import { type Stat, StatGroup } from "@/components/stat-card";
import type { QuestionnaireTemplate } from "../../../shared/questionnaires";

/** The four cards, with real figures: templates, and the assignments made from them. */
function stats(templates: readonly QuestionnaireTemplate[] | undefined): Stat[] {
  const sum = (pick: (t: QuestionnaireTemplate) => number) =>
    templates ? templates.reduce((n, t) => n + pick(t), 0) : null;
  const assigned = sum((t) => t.assignedCount);
  const completed = sum((t) => t.completedCount);
  const count = (n: number | null | undefined) => (n == null ? null : n.toLocaleString("en-US"));
  return [
    {
      title: "Templates",
      icon: ClipboardList,
      tone: "blue",
      value: count(templates?.length),
      hint: "Ready to send",
    },
    { title: "Assigned", icon: Send, tone: "slate", value: count(assigned), hint: "Sent to clients" },
    {
      title: "Completed",
      icon: CheckCircle2,
      tone: "green",
      value: count(completed),
      hint: "Answers received",
    },
    {
      title: "Pending",
      icon: Clock,
      tone: "amber",
      value: count(assigned === null || completed === null ? null : assigned - completed),
      hint: "Waiting for the client",
    },
  ];
}

export function QuestionnaireStats({
  templates,
  failed,
}: {
  templates?: QuestionnaireTemplate[];
  failed: boolean;
}) {
  return (
    <StatGroup
      heading="Summary"
      stats={stats(templates)}
      loading={!templates && !failed}
      skeletonClassName="h-8 w-12"
      roomy
      columns="grid-cols-2 lg:grid-cols-4"
      className="mb-6 md:mb-8"
    />
  );
}

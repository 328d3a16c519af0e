import { Mail, MessageSquare, Workflow } from "lucide-react";
import { ListSummary, type Stat } from "@/components/stat-card";
import type { Template } from "../../../shared/templates";

/** Email Templates, SMS Templates and how many of them automations send. */
function stats(templates: readonly Template[] | null): Stat[] {
  const count = (predicate: (t: Template) => boolean) =>
    templates ? templates.filter(predicate).length.toLocaleString("en-US") : null;
  return [
    {
      title: "Email Templates",
      icon: Mail,
      tone: "blue",
      value: count((t) => t.channel === "EMAIL"),
      hint: "Subject, HTML and text versions",
    },
    {
      title: "SMS Templates",
      icon: MessageSquare,
      tone: "green",
      value: count((t) => t.channel === "SMS"),
      hint: "Short texts, 160 characters a segment",
    },
    {
      title: "In Automations",
      icon: Workflow,
      tone: "amber",
      value: count((t) => t.usedBy > 0),
      hint: "Templates an automation sends",
    },
  ];
}

export function TemplateStats({
  templates,
  failed,
}: {
  templates: readonly Template[] | undefined;
  failed: boolean;
}) {
  return (
    <ListSummary
      id="template-stats-heading"
      stats={stats(templates ?? null)}
      loading={!templates && !failed}
      skeletonClassName="h-8 w-16"
    />
  );
}

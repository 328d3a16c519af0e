import { type LucideIcon, Mail, MessageSquare, Workflow } from "lucide-react";
import { StatCard } from "@/components/stat-card";
import type { Template } from "../../../shared/templates";

interface Stat {
  title: string;
  icon: LucideIcon;
  tone: string;
  value: string | null;
  hint: string;
}

/** Email Templates, SMS Templates and how many of them automations send. */
function cards(templates: readonly Template[] | null): Stat[] {
  const count = (predicate: (t: Template) => boolean) =>
    templates ? templates.filter(predicate).length.toLocaleString("en-US") : null;
  return [
    {
      title: "Email Templates",
      icon: Mail,
      tone: "bg-blue-50 text-blue-700",
      value: count((t) => t.channel === "EMAIL"),
      hint: "Subject, HTML and text versions",
    },
    {
      title: "SMS Templates",
      icon: MessageSquare,
      tone: "bg-green-50 text-green-700",
      value: count((t) => t.channel === "SMS"),
      hint: "Short texts, 160 characters a segment",
    },
    {
      title: "In Automations",
      icon: Workflow,
      tone: "bg-amber-50 text-amber-700",
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
  const loading = !templates && !failed;
  return (
    <section aria-labelledby="template-stats-heading" className="mb-6 md:mb-8">
      <h2 id="template-stats-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:gap-4">
        {cards(templates ?? null).map((card) => (
          <StatCard
            key={card.title}
            {...card}
            loading={loading}
            skeletonClassName="h-8 w-16"
            className="last:col-span-2 sm:last:col-span-1"
          />
        ))}
      </div>
    </section>
  );
}

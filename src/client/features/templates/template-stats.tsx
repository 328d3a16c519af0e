import { type LucideIcon, Mail, MessageSquare, Workflow } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { Template } from "../../../shared/templates";

interface StatCard {
  title: string;
  icon: LucideIcon;
  tone: string;
  value: string | null;
  hint: string;
}

/** Email Templates, SMS Templates (SPEC §2's counts) and how many of them automations send. */
function cards(templates: readonly Template[] | null): StatCard[] {
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
        {cards(templates ?? null).map(({ title, icon: Icon, tone, value, hint }) => (
          <Card key={title} className="gap-3 py-4 last:col-span-2 sm:py-5 sm:last:col-span-1">
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
              {loading ? (
                <Skeleton className="h-8 w-16" />
              ) : (
                <p className="truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
                  {value ?? "—"}
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

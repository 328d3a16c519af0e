import { CheckCircle2, ClipboardList, Clock, type LucideIcon, Send } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { QuestionnaireTemplate } from "../../../shared/questionnaires";

interface Stat {
  title: string;
  icon: LucideIcon;
  tone: string;
  value: number | null;
  hint: string;
}

/** The four cards, with real figures: templates, and the assignments made from them. */
function stats(templates: readonly QuestionnaireTemplate[] | undefined): Stat[] {
  const sum = (pick: (t: QuestionnaireTemplate) => number) =>
    templates ? templates.reduce((n, t) => n + pick(t), 0) : null;
  const assigned = sum((t) => t.assignedCount);
  const completed = sum((t) => t.completedCount);
  return [
    {
      title: "Templates",
      icon: ClipboardList,
      tone: "bg-blue-50 text-blue-700",
      value: templates?.length ?? null,
      hint: "Ready to send",
    },
    {
      title: "Assigned",
      icon: Send,
      tone: "bg-slate-100 text-slate-700",
      value: assigned,
      hint: "Sent to clients",
    },
    {
      title: "Completed",
      icon: CheckCircle2,
      tone: "bg-green-50 text-green-700",
      value: completed,
      hint: "Answers received",
    },
    {
      title: "Pending",
      icon: Clock,
      tone: "bg-amber-50 text-amber-700",
      value: assigned === null || completed === null ? null : assigned - completed,
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
    <section aria-label="Summary" className="mb-6 grid grid-cols-2 gap-3 md:mb-8 lg:grid-cols-4 lg:gap-4">
      {stats(templates).map(({ title, icon: Icon, tone, value, hint }) => (
        <Card key={title} className="gap-3 py-4 sm:py-5">
          <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-6">
            <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
            <span className={`flex size-8 items-center justify-center rounded-lg ${tone}`}>
              <Icon aria-hidden="true" className="size-4" />
            </span>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            {value === null ? (
              failed ? (
                <p className="text-2xl font-semibold text-muted-foreground">—</p>
              ) : (
                <Skeleton className="h-8 w-12" />
              )
            ) : (
              <p className="text-2xl font-semibold tabular-nums">{value.toLocaleString("en-US")}</p>
            )}
            <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

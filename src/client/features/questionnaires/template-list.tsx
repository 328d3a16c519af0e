import { ClipboardList, PencilLine, Plus, RotateCw, Send, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { QuestionnaireTemplate } from "../../../shared/questionnaires";

export interface TemplateHandlers {
  onEdit: (template: QuestionnaireTemplate, trigger: HTMLElement) => void;
  onAssign: (template: QuestionnaireTemplate, trigger: HTMLElement) => void;
  onDelete: (template: QuestionnaireTemplate, trigger: HTMLElement) => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function TemplateList({
  templates,
  handlers,
}: {
  templates: QuestionnaireTemplate[];
  handlers: TemplateHandlers;
}) {
  return (
    <ul aria-label="Questionnaire templates" className="grid gap-3">
      {templates.map((t) => (
        <li key={t.id}>
          <Card className="gap-0 py-0">
            <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
              <div className="min-w-0 flex-1 space-y-1">
                <h3 className="font-medium [overflow-wrap:anywhere]">{t.title}</h3>
                {t.description ? (
                  <p className="line-clamp-2 text-sm text-muted-foreground">{t.description}</p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  {plural(t.questionCount, "question")} · {t.assignedCount} assigned · {t.completedCount}{" "}
                  completed
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <Button variant="outline" size="sm" onClick={(e) => handlers.onAssign(t, e.currentTarget)}>
                  <Send aria-hidden="true" />
                  Assign
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={(e) => handlers.onEdit(t, e.currentTarget)}
                  aria-label={`Edit ${t.title}`}
                >
                  <PencilLine aria-hidden="true" />
                  <span className="hidden sm:inline">Edit</span>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={(e) => handlers.onDelete(t, e.currentTarget)}
                  aria-label={`Delete ${t.title}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function TemplateListSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading questionnaires" className="grid gap-3">
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
        <li key={i} className="grid gap-2 rounded-xl border bg-card p-5 shadow-sm">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-3 w-3/5" />
          <Skeleton className="h-3 w-1/4" />
        </li>
      ))}
    </ul>
  );
}

export function NoTemplates({ onCreate }: { onCreate: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <div className="flex size-11 items-center justify-center rounded-full bg-blue-50 text-blue-600">
          <ClipboardList aria-hidden="true" className="size-5" />
        </div>
        <div className="space-y-1">
          <h2 className="font-semibold">No questionnaires yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Ask your clients what you need to know before the day: venue, timeline, family photos, must-have
            moments.
          </p>
        </div>
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" />
          Create your first questionnaire
        </Button>
      </CardContent>
    </Card>
  );
}

export function TemplatesLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="border-red-200">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <h2 className="font-semibold">Couldn't load your questionnaires</h2>
        <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

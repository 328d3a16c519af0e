import { ChevronRight, ClipboardList, Plus } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { RowsSkeleton, SectionError } from "@/components/section-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AnswersDialog, AssignToProjectDialog } from "@/features/questionnaires";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { errorMessage } from "@/lib/api";
import { type ProjectQuestionnaire, useProjectQuestionnaires } from "./use-projects";

/** Pending until submitted, then Completed. A row opens the client's answers. */
function QuestionnaireRow({
  questionnaire,
  onOpen,
}: {
  questionnaire: ProjectQuestionnaire;
  onOpen: () => void;
}) {
  const dates = useStudioDates();
  const done = Boolean(questionnaire.submittedAt);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="group flex w-full items-center gap-3 rounded-lg border p-3 text-left outline-none transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="truncate text-sm font-medium">{questionnaire.templateTitle}</p>
            <Badge variant={done ? "success" : "warning"}>{done ? "Completed" : "Pending"}</Badge>
          </div>
          <p className="text-xs text-muted-foreground">
            {questionnaire.submittedAt
              ? `Submitted ${dates.day(questionnaire.submittedAt)}`
              : `Assigned ${dates.day(questionnaire.createdAt)}`}
          </p>
        </div>
        <span className="text-xs font-medium text-muted-foreground">{done ? "View answers" : "View"}</span>
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        />
      </button>
    </li>
  );
}

export function ProjectQuestionnairesCard({
  projectId,
  clientName,
}: {
  projectId: string;
  clientName: string;
}) {
  const questionnaires = useProjectQuestionnaires(projectId);
  const [assigning, setAssigning] = useState(false);
  const [viewing, setViewing] = useState<{ open: boolean; id: string | null }>({ open: false, id: null });
  const list = questionnaires.data ?? [];
  const assignButton = (
    <Button size="sm" variant="outline" onClick={() => setAssigning(true)}>
      <Plus aria-hidden="true" />
      Assign
    </Button>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Questionnaires</CardTitle>
        {list.length > 0 ? (
          <CardDescription>
            {list.length === 1 ? "1 questionnaire" : `${list.length} questionnaires`}
          </CardDescription>
        ) : null}
        {list.length > 0 ? <CardAction>{assignButton}</CardAction> : null}
      </CardHeader>
      <CardContent>
        {questionnaires.isPending ? (
          <RowsSkeleton rows={2} className="h-14 w-full" />
        ) : questionnaires.isError ? (
          <SectionError
            message={errorMessage(questionnaires.error, "The questionnaires could not be loaded.")}
            onRetry={() => void questionnaires.refetch()}
            retrying={questionnaires.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState compact icon={ClipboardList} title="No questionnaires assigned" action={assignButton}>
            Send your client a questionnaire; their answers will show here.
          </EmptyState>
        ) : (
          <ul className="space-y-2">
            {list.map((questionnaire) => (
              <QuestionnaireRow
                key={questionnaire.id}
                questionnaire={questionnaire}
                onOpen={() => setViewing({ open: true, id: questionnaire.id })}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <AssignToProjectDialog
        projectId={projectId}
        clientName={clientName}
        open={assigning}
        onOpenChange={setAssigning}
      />
      <AnswersDialog
        assignmentId={viewing.id}
        open={viewing.open}
        onOpenChange={(open) => setViewing((v) => ({ ...v, open }))}
      />
    </Card>
  );
}

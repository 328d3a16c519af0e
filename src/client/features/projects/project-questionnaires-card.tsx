import { ChevronRight, ClipboardList } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api";
import { RowsSkeleton, SectionEmpty, SectionError } from "../clients/client-detail-states";
import { useStudioDates } from "../clients/use-client-detail";
import { type ProjectQuestionnaire, useProjectQuestionnaires } from "./use-projects";

/** SPEC §4: Pending until submitted, then Completed. */
function QuestionnaireRow({ questionnaire }: { questionnaire: ProjectQuestionnaire }) {
  const dates = useStudioDates();
  const done = Boolean(questionnaire.submittedAt);
  return (
    <li>
      <Link
        href="/questionnaires"
        className="group flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring"
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
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </li>
  );
}

export function ProjectQuestionnairesCard({ projectId }: { projectId: string }) {
  const questionnaires = useProjectQuestionnaires(projectId);
  const list = questionnaires.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Questionnaires</CardTitle>
        {list.length > 0 ? (
          <CardDescription>
            {list.length === 1 ? "1 questionnaire" : `${list.length} questionnaires`}
          </CardDescription>
        ) : null}
        {list.length > 0 ? (
          <CardAction>
            <Button variant="ghost" size="sm" asChild>
              <Link href="/questionnaires">View all</Link>
            </Button>
          </CardAction>
        ) : null}
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
          <SectionEmpty
            icon={ClipboardList}
            title="No questionnaires assigned"
            action={
              <Button size="sm" variant="outline" asChild>
                <Link href="/questionnaires">Go to Questionnaires</Link>
              </Button>
            }
          >
            Assign a questionnaire to this project from Questionnaires; your client's answers will show here.
          </SectionEmpty>
        ) : (
          <ul className="space-y-2">
            {list.map((questionnaire) => (
              <QuestionnaireRow key={questionnaire.id} questionnaire={questionnaire} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

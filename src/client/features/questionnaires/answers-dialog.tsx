import { Download } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { answerText } from "../../../shared/questionnaires";
import { useAssignment } from "./use-questionnaires";

interface AnswersDialogProps {
  assignmentId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A client's answers, question by question as they were asked, with a CSV export. */
export function AnswersDialog({ assignmentId, open, onOpenChange, onCloseAutoFocus }: AnswersDialogProps) {
  const assignment = useAssignment(open ? assignmentId : null);
  const dates = useStudioDates();
  const a = assignment.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader className="pr-8 text-left">
          <DialogTitle>{a?.templateTitle ?? "Questionnaire"}</DialogTitle>
          <DialogDescription>
            {a ? `${a.clientName} · ${a.projectTitle}` : "Loading the answers…"}
          </DialogDescription>
        </DialogHeader>
        {assignment.isError ? (
          <p role="alert" className="text-sm text-red-600">
            Couldn't load the answers. Close this and try again.
          </p>
        ) : !a ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-2 text-sm text-muted-foreground">
                <Badge variant={a.status === "Completed" ? "success" : "warning"}>{a.status}</Badge>
                {a.submittedAt ? `Submitted ${dates.day(a.submittedAt)}` : `Sent ${dates.day(a.createdAt)}`}
              </div>
              <Button variant="outline" size="sm" asChild>
                <a href={`/api/project-questionnaires/${a.id}/export`} download>
                  <Download aria-hidden="true" />
                  Export CSV
                </a>
              </Button>
            </div>
            <dl aria-label="Answers" className="grid max-h-[55vh] gap-3 overflow-y-auto pr-1">
              {a.questions.map((q) => {
                const text = answerText(q, a.answers[q.id]);
                return (
                  <div key={q.id} className="rounded-lg border p-3">
                    <dt className="text-sm font-medium">{q.label}</dt>
                    <dd
                      className={`mt-1 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] ${text ? "" : "text-muted-foreground"}`}
                    >
                      {text || (a.submittedAt ? "No answer" : "Not answered yet")}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { useAssignQuestionnaire, useQuestionnaireTemplates } from "./use-questionnaires";

interface AssignToProjectDialogProps {
  projectId: string;
  clientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** From a project: which questionnaire to send its client. */
export function AssignToProjectDialog({
  projectId,
  clientName,
  open,
  onOpenChange,
}: AssignToProjectDialogProps) {
  const templates = useQuestionnaireTemplates();
  const assign = useAssignQuestionnaire();
  const list = templates.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Assign Questionnaire</DialogTitle>
          <DialogDescription>{clientName} is e-mailed a link to fill it in.</DialogDescription>
        </DialogHeader>
        {templates.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            No questionnaires yet.{" "}
            <Link href="/questionnaires" className="font-medium text-foreground underline">
              Create one
            </Link>
            .
          </p>
        ) : (
          <ul aria-label="Questionnaires" className="grid max-h-[50vh] gap-2 overflow-y-auto">
            {list.map((t) => (
              <li key={t.id} className="flex items-center gap-3 rounded-lg border p-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{t.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {t.questionCount} {t.questionCount === 1 ? "question" : "questions"}
                  </p>
                </div>
                <Button
                  size="sm"
                  disabled={assign.isPending || t.questionCount === 0}
                  aria-label={`Assign ${t.title}`}
                  onClick={() =>
                    assign.mutate(
                      { projectId, templateId: t.id },
                      {
                        onSuccess: () => {
                          toast({
                            title: "Questionnaire Assigned",
                            description: `${clientName} gets an e-mail with a link to it.`,
                          });
                          onOpenChange(false);
                        },
                        onError: (error) =>
                          toast({
                            variant: "destructive",
                            title: "Assignment Failed",
                            description: errorMessage(
                              error,
                              "Failed to assign questionnaire. Please try again.",
                            ),
                          }),
                      },
                    )
                  }
                >
                  Assign
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

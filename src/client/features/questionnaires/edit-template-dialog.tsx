import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { QuestionnaireTemplate } from "../../../shared/questionnaires";
import { type QuestionRow, rowsFromQuestions } from "./question-draft";
import { QuestionEditor } from "./question-editor";
import { TemplateDetailsForm } from "./template-details-form";
import { useTemplateQuestions, useUpdateTemplate } from "./use-questionnaires";

export type EditTab = "details" | "questions";

interface EditTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template: QuestionnaireTemplate | null;
  tab: EditTab;
  onTabChange: (tab: EditTab) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The edit dialog with the Template Details and Questions (n) tabs. */
export function EditTemplateDialog(props: EditTemplateDialogProps) {
  const { template } = props;
  const questions = useTemplateQuestions(props.open ? (template?.id ?? null) : null);
  const update = useUpdateTemplate();
  // Unsaved edits to the questions; null means "as saved".
  const [rows, setRows] = useState<QuestionRow[] | null>(null);
  const shown = rows ?? rowsFromQuestions(questions.data ?? []);

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) setRows(null);
        props.onOpenChange(open);
      }}
    >
      <DialogContent className="sm:max-w-3xl" onCloseAutoFocus={props.onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Edit Questionnaire</DialogTitle>
          <DialogDescription>{template?.title}</DialogDescription>
        </DialogHeader>
        {template ? (
          <Tabs value={props.tab} onValueChange={(v) => props.onTabChange(v as EditTab)} className="gap-4">
            <TabsList>
              <TabsTrigger value="details">Template Details</TabsTrigger>
              <TabsTrigger value="questions">
                Questions ({questions.isSuccess ? shown.length : "…"})
              </TabsTrigger>
            </TabsList>
            <TabsContent value="details">
              <TemplateDetailsForm
                key={template.id}
                initial={template}
                busy={update.isPending}
                submitLabel="Save details"
                busyLabel="Saving..."
                onSubmit={(input) =>
                  update.mutate(
                    { id: template.id, input },
                    {
                      onSuccess: () =>
                        toast({ title: "Template Updated", description: "Your changes are saved." }),
                      onError: (error) =>
                        toast({
                          variant: "destructive",
                          title: "Error",
                          description: errorMessage(error, "Failed to update template. Please try again."),
                        }),
                    },
                  )
                }
              />
            </TabsContent>
            <TabsContent value="questions">
              {questions.isPending ? (
                <div className="grid gap-2" aria-busy="true">
                  <Skeleton className="h-16 w-full" />
                  <Skeleton className="h-16 w-full" />
                </div>
              ) : questions.isError ? (
                <p role="alert" className="text-sm text-red-600">
                  Couldn't load the questions. Close this and try again.
                </p>
              ) : (
                <QuestionEditor
                  templateId={template.id}
                  saved={questions.data ?? []}
                  rows={shown}
                  onRowsChange={setRows}
                />
              )}
            </TabsContent>
          </Tabs>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

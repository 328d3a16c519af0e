import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { QuestionnaireTemplate } from "../../../shared/questionnaires";
import { TemplateDetailsForm } from "./template-details-form";
import { useCreateTemplate } from "./use-questionnaires";

interface CreateTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Next: the questions of the template just made. */
  onCreated: (template: QuestionnaireTemplate) => void;
}

export function CreateTemplateDialog({ open, onOpenChange, onCreated }: CreateTemplateDialogProps) {
  const create = useCreateTemplate();
  return (
    <Dialog open={open} onOpenChange={(next) => (create.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Create Questionnaire</DialogTitle>
          <DialogDescription>Name it, then add the questions your clients will answer.</DialogDescription>
        </DialogHeader>
        {open ? (
          <TemplateDetailsForm
            initial={{ title: "", description: null }}
            busy={create.isPending}
            submitLabel="Create template"
            busyLabel="Creating..."
            footer={
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={create.isPending}>
                  Cancel
                </Button>
              </DialogClose>
            }
            onSubmit={(input) =>
              create.mutate(input, {
                onSuccess: (template) => {
                  toast({
                    title: "Template Created",
                    description: `${template.title} is ready for its questions.`,
                  });
                  onCreated(template);
                },
                onError: (error) =>
                  toast({
                    variant: "destructive",
                    title: "Error",
                    description: errorMessage(error, "Failed to create template. Please try again."),
                  }),
              })
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { QuestionnaireTemplate } from "../../../shared/questionnaires";
import { useDeleteTemplate } from "./use-questionnaires";

interface DeleteTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template: QuestionnaireTemplate | null;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Answers already given stay readable on their projects: assignments keep their own copy. */
export function DeleteTemplateDialog({
  open,
  onOpenChange,
  template,
  onCloseAutoFocus,
}: DeleteTemplateDialogProps) {
  const remove = useDeleteTemplate();
  const busy = remove.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md" showCloseButton={!busy} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Delete questionnaire?</DialogTitle>
          <DialogDescription>
            This deletes "{template?.title}" and its questions. Questionnaires already sent to clients, and
            their answers, stay on their projects.
          </DialogDescription>
        </DialogHeader>
        <form
          className="contents"
          onSubmit={(event) => {
            event.preventDefault();
            if (!template) return;
            remove.mutate(template.id, {
              onSuccess: () => {
                toast({ title: "Template Deleted", description: `${template.title} was deleted.` });
                onOpenChange(false);
              },
              onError: (error) =>
                toast({
                  variant: "destructive",
                  title: "Error",
                  description: errorMessage(error, "Failed to delete template. Please try again."),
                }),
            });
          }}
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton variant="destructive" busy={busy} busyLabel="Deleting...">
              Delete
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

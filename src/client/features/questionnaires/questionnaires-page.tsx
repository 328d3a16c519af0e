/**
 * /questionnaires: the studio's questionnaires with real figures, the create, edit (details and
 * questions) and assign dialogs, and the latest responses.
 */
import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import type { QuestionnaireTemplate } from "../../../shared/questionnaires";
import { AnswersDialog } from "./answers-dialog";
import { AssignDialog } from "./assign-dialog";
import { CreateTemplateDialog } from "./create-template-dialog";
import { DeleteTemplateDialog } from "./delete-template-dialog";
import { type EditTab, EditTemplateDialog } from "./edit-template-dialog";
import { QuestionnaireStats } from "./questionnaire-stats";
import { RecentResponses } from "./recent-responses";
import { NoTemplates, TemplateList, TemplateListSkeleton, TemplatesLoadError } from "./template-list";
import { useQuestionnaireTemplates } from "./use-questionnaires";

/** A dialog's open flag and its subject, kept apart so the text stays while it animates closed. */
interface DialogState<T> {
  open: boolean;
  subject: T | null;
}
const closed = { open: false, subject: null } as const;

export function QuestionnairesPage() {
  const templates = useQuestionnaireTemplates();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<DialogState<string>>(closed);
  const [editTab, setEditTab] = useState<EditTab>("details");
  const [assigning, setAssigning] = useState<DialogState<QuestionnaireTemplate>>(closed);
  const [deleting, setDeleting] = useState<DialogState<QuestionnaireTemplate>>(closed);
  const [viewing, setViewing] = useState<DialogState<string>>(closed);
  const list = templates.data ?? [];
  // The edited template is read from the list, so its title follows a save.
  const edited = list.find((t) => t.id === editing.subject) ?? null;

  const returnFocus = useRef<HTMLElement | null>(null);
  const remember = (trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
  };
  const restoreFocus = (event: Event) => {
    const target = returnFocus.current;
    const next = target?.isConnected ? target : document.querySelector<HTMLElement>("h1");
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <>
      <PageHeader
        title="Questionnaires"
        description="Forms your clients fill in, so you know everything before the day."
        action={
          <Button
            onClick={(e) => {
              remember(e.currentTarget);
              setCreating(true);
            }}
          >
            <Plus aria-hidden="true" />
            Create Template
          </Button>
        }
      />
      <QuestionnaireStats templates={templates.data} failed={templates.isError} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="templates-heading" className="grid gap-3">
          <h2 id="templates-heading" className="text-lg font-semibold">
            Your questionnaires
          </h2>
          {templates.isPending ? (
            <TemplateListSkeleton />
          ) : templates.isError ? (
            <TemplatesLoadError onRetry={() => templates.refetch()} retrying={templates.isFetching} />
          ) : list.length === 0 ? (
            <NoTemplates onCreate={() => setCreating(true)} />
          ) : (
            <TemplateList
              templates={list}
              handlers={{
                onEdit: (t, trigger) => {
                  remember(trigger);
                  setEditTab("details");
                  setEditing({ open: true, subject: t.id });
                },
                onAssign: (t, trigger) => {
                  remember(trigger);
                  setAssigning({ open: true, subject: t });
                },
                onDelete: (t, trigger) => {
                  remember(trigger);
                  setDeleting({ open: true, subject: t });
                },
              }}
            />
          )}
        </section>
        <RecentResponses
          onOpen={(id, trigger) => {
            remember(trigger);
            setViewing({ open: true, subject: id });
          }}
        />
      </div>

      <CreateTemplateDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(template) => {
          setCreating(false);
          setEditTab("questions");
          setEditing({ open: true, subject: template.id });
        }}
      />
      <EditTemplateDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((s) => ({ ...s, open }))}
        template={edited}
        tab={editTab}
        onTabChange={setEditTab}
        onCloseAutoFocus={restoreFocus}
      />
      <AssignDialog
        open={assigning.open}
        onOpenChange={(open) => setAssigning((s) => ({ ...s, open }))}
        template={assigning.subject}
        onCloseAutoFocus={restoreFocus}
      />
      <DeleteTemplateDialog
        open={deleting.open}
        onOpenChange={(open) => setDeleting((s) => ({ ...s, open }))}
        template={deleting.subject}
        onCloseAutoFocus={restoreFocus}
      />
      <AnswersDialog
        open={viewing.open}
        onOpenChange={(open) => setViewing((s) => ({ ...s, open }))}
        assignmentId={viewing.subject}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}

import { Plus } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { ProjectTypeSwitcher } from "@/components/layout/project-type-switcher";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api";
import type { Automation } from "../../../shared/automations";
import type { ProjectType, Stage } from "../../../shared/projects";
import type { AutomationHandlers } from "./automation-card";
import { AutomationDetailDialog } from "./automation-detail-dialog";
import { automationsForStage, isGlobalAutomation } from "./automation-filters";
import { AutomationStats } from "./automation-stats";
import { AutomationsErrorState, AutomationsListSkeleton, NoAutomationsYet } from "./automations-states";
import { CreateAutomationDialog } from "./create-automation-dialog";
import { DeleteAutomationDialog } from "./delete-automation-dialog";
import { EditAutomationDialog } from "./edit-automation-dialog";
import { GlobalAutomationsTab } from "./global-automations-tab";
import { ManageRulesDialog } from "./manage-rules-dialog";
import { StageAutomationsTab } from "./stage-automations-tab";
import { useAutomations, useStages, useTemplates } from "./use-automations";

/** A dialog's open flag and its subject, kept apart so the text stays while it animates closed. */
interface DialogState<T> {
  open: boolean;
  subject: T | null;
}
const closed = { open: false, subject: null } as const;

/** /automations: a project type's automations by stage or global, and the creator. */
export function AutomationsPage() {
  const [projectType, setProjectType] = useState<ProjectType>("WEDDING");
  const [tab, setTab] = useState("stage");
  // The chosen stage per type; a type never chosen (or whose stage is gone) shows its first stage.
  const [stageChoice, setStageChoice] = useState<Partial<Record<ProjectType, string>>>({});
  const automations = useAutomations(projectType);
  const stages = useStages(projectType);
  const templates = useTemplates();

  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<DialogState<string>>(closed);
  const [editing, setEditing] = useState<DialogState<Automation>>(closed);
  const [deleting, setDeleting] = useState<DialogState<Automation>>(closed);
  const [managing, setManaging] = useState<DialogState<Stage>>(closed);

  // Dialogs give focus back to what opened them, or to the page heading once that is gone.
  const returnFocus = useRef<HTMLElement | null>(null);
  const restoreFocus = (event: Event) => {
    const target = returnFocus.current;
    const next = target?.isConnected ? target : document.querySelector<HTMLElement>("h1");
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  const remember = (trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
  };
  const openCreate = () => {
    remember(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setCreating(true);
  };
  const handlers: AutomationHandlers = {
    onDetails: (a, trigger) => {
      remember(trigger);
      setDetails({ open: true, subject: a.id });
    },
    onEdit: (a, trigger) => {
      remember(trigger);
      setEditing({ open: true, subject: a });
    },
    onDelete: (a, trigger) => {
      remember(trigger);
      // Keep the stage on screen even if this was its last automation (the default would move on).
      if (stage) setStageChoice((current) => ({ ...current, [projectType]: stage.id }));
      setDeleting({ open: true, subject: a });
    },
  };

  const list = automations.data ?? [];
  const stageList = stages.data ?? [];
  // Templates without a project type serve every type.
  const usableTemplates = (templates.data ?? []).filter(
    (t) => t.projectType === null || t.projectType === projectType,
  );
  const stageBound = list.filter((a) => !isGlobalAutomation(a));
  const global = list.filter(isGlobalAutomation);
  // The stage dropdown defaults to the first stage.
  const defaultStage = stageList[0];
  const stage = stageList.find((s) => s.id === stageChoice[projectType]) ?? defaultStage;
  const detailed = list.find((a) => a.id === details.subject) ?? null;

  let content: ReactNode;
  if (automations.isPending || stages.isPending) {
    content = <AutomationsListSkeleton />;
  } else if (stages.isError) {
    const status = stages.error instanceof ApiError ? stages.error.status : "network error";
    content = (
      <AutomationsErrorState
        message={`Failed to fetch stages: ${status}`}
        onRetry={() => void stages.refetch()}
        retrying={stages.isFetching}
      />
    );
  } else if (automations.isError) {
    content = (
      <AutomationsErrorState
        message="Failed to fetch automations"
        onRetry={() => void automations.refetch()}
        retrying={automations.isFetching}
      />
    );
  } else if (list.length === 0) {
    content = <NoAutomationsYet onCreate={openCreate} />;
  } else {
    content = (
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList aria-label="Automation scope" className="w-full sm:w-fit">
          <TabsTrigger value="stage" className="px-4">
            Stage-Based <span className="text-muted-foreground tabular-nums">({stageBound.length})</span>
          </TabsTrigger>
          <TabsTrigger value="global" className="px-4">
            Global <span className="text-muted-foreground tabular-nums">({global.length})</span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="stage" tabIndex={-1} className="focus-visible:ring-0">
          <StageAutomationsTab
            stages={stageList}
            stage={stage}
            onStageChange={(id) => setStageChoice((current) => ({ ...current, [projectType]: id }))}
            automations={stageBound}
            onManageRules={(s, trigger) => {
              remember(trigger);
              setManaging({ open: true, subject: s });
            }}
            {...handlers}
          />
        </TabsContent>
        <TabsContent value="global" tabIndex={-1} className="focus-visible:ring-0">
          <GlobalAutomationsTab automations={global} {...handlers} />
        </TabsContent>
      </Tabs>
    );
  }

  return (
    <>
      <PageHeader
        title="Automations"
        description="Follow-ups and pipeline moves that run on their own."
        action={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" />
            New Automation
          </Button>
        }
      />

      <ProjectTypeSwitcher value={projectType} onChange={setProjectType}>
        <AutomationStats
          loading={automations.isPending || stages.isPending || templates.isPending}
          active={automations.data ? list.filter((a) => a.enabled).length : null}
          total={automations.data ? list.length : null}
          stages={stages.data ? stageList.length : null}
          templates={templates.data ? usableTemplates.length : null}
        />
        {content}
      </ProjectTypeSwitcher>

      <CreateAutomationDialog
        open={creating}
        onOpenChange={setCreating}
        projectType={projectType}
        stages={stageList}
        templates={usableTemplates}
        onCloseAutoFocus={restoreFocus}
        onCreated={(plan) => {
          // Show where the new automation landed: its stage, or the Global tab.
          const stageId = plan[0]?.automation.stageId;
          if (stageId) {
            setTab("stage");
            setStageChoice((current) => ({ ...current, [projectType]: stageId }));
          } else {
            setTab("global");
          }
        }}
      />
      <AutomationDetailDialog
        open={details.open && detailed !== null}
        onOpenChange={(open) => setDetails((current) => ({ ...current, open }))}
        automation={detailed}
        templates={usableTemplates}
        stages={stageList}
        onCloseAutoFocus={restoreFocus}
      />
      <EditAutomationDialog
        open={editing.open}
        automation={editing.subject}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        onCloseAutoFocus={restoreFocus}
      />
      <DeleteAutomationDialog
        open={deleting.open}
        automation={deleting.subject}
        onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
        onCloseAutoFocus={restoreFocus}
      />
      <ManageRulesDialog
        open={managing.open}
        stage={managing.subject}
        rules={managing.subject ? automationsForStage(stageBound, managing.subject.id) : []}
        onOpenChange={(open) => setManaging((current) => ({ ...current, open }))}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}

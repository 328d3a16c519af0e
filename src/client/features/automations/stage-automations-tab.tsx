import { Layers, ListChecks } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { Automation } from "../../../shared/automations";
import type { Stage } from "../../../shared/projects";
import type { AutomationHandlers } from "./automation-card";
import { AutomationCardList } from "./automation-card-list";
import { type AutomationGroup, automationsForStage, groupAutomations } from "./automation-filters";
import { AutomationsEmptyState } from "./automations-states";

const GROUP_HINTS: Record<AutomationGroup, string> = {
  Immediate: "Run the moment a project enters the stage.",
  "Time-Based": "Run after a delay in the stage.",
  "Trigger-Based": "Run when a business event happens to a project in the stage.",
};

interface StageAutomationsTabProps extends AutomationHandlers {
  stages: readonly Stage[];
  stage: Stage | undefined;
  onStageChange: (stageId: string) => void;
  /** Every stage-bound automation of the project type. */
  automations: readonly Automation[];
  onManageRules: (stage: Stage, trigger: HTMLElement) => void;
}

/** Stage-Based: pick a stage, see its automations in the Immediate, Time-Based and Trigger-Based groups. */
export function StageAutomationsTab({
  stages,
  stage,
  onStageChange,
  automations,
  onManageRules,
  ...handlers
}: StageAutomationsTabProps) {
  if (!stage) {
    return (
      <AutomationsEmptyState title="No stage-based automations" icon={Layers}>
        This project type has no pipeline stages yet. Add stages on the Projects page, then automate what
        happens in each one.
      </AutomationsEmptyState>
    );
  }
  const forStage = automationsForStage(automations, stage.id);

  let content: ReactNode;
  if (automations.length === 0) {
    content = (
      <AutomationsEmptyState title="No stage-based automations" icon={Layers}>
        Stage automations run when a project enters a stage: a welcome e-mail for a new inquiry, a
        questionnaire once they book. Use New Automation and pick the Stage trigger.
      </AutomationsEmptyState>
    );
  } else if (forStage.length === 0) {
    content = (
      <AutomationsEmptyState title={`No automations for ${stage.name}`} icon={Layers}>
        Nothing runs when a project enters this stage. Use New Automation and pick it as the trigger stage.
      </AutomationsEmptyState>
    );
  } else {
    content = (
      <div className="grid gap-6">
        {groupAutomations(forStage).map(({ group, automations: inGroup }) => {
          const headingId = `automation-group-${group.toLowerCase()}`;
          return (
            <section key={group} aria-labelledby={headingId} className="grid gap-3">
              <div>
                <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
                  {group}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 tabular-nums">
                    {inGroup.length}
                    <span className="sr-only">{inGroup.length === 1 ? " automation" : " automations"}</span>
                  </span>
                </h3>
                <p className="text-xs text-muted-foreground">{GROUP_HINTS[group]}</p>
              </div>
              {inGroup.length > 0 ? (
                <AutomationCardList automations={inGroup} {...handlers} />
              ) : (
                <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
                  No {group.toLowerCase()} automations in {stage.name}.
                </p>
              )}
            </section>
          );
        })}
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2 sm:w-72">
          <Label htmlFor="automations-stage">Stage</Label>
          <Select value={stage.id} onValueChange={onStageChange}>
            <SelectTrigger id="automations-stage" className="w-full bg-background">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {stages.map((s) => (
                <SelectItem key={s.id} value={s.id}>
                  <span
                    aria-hidden="true"
                    className="mr-2 inline-block size-2 shrink-0 rounded-full"
                    style={{ backgroundColor: s.color }}
                  />
                  {s.name} ({automationsForStage(automations, s.id).length})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button variant="outline" onClick={(event) => onManageRules(stage, event.currentTarget)}>
          <ListChecks aria-hidden="true" />
          Manage Rules
        </Button>
      </div>
      {content}
    </div>
  );
}

import { ArrowRight, CalendarClock, Camera, Globe, Layers, type LucideIcon, Zap } from "lucide-react";
import type { ReactNode } from "react";
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
import { Switch } from "@/components/ui/switch";
import { type Automation, isPipelineAutomation } from "../../../shared/automations";
import { type ProjectType, projectTypeLabel, type Stage } from "../../../shared/projects";
import type { Template } from "../../../shared/templates";
import { StatusBadge, useAutomationSwitch } from "./automation-card";
import { businessTriggerLabel, describeTimeTrigger, describeTrigger } from "./automation-labels";
import { AutomationSteps } from "./automation-steps";

interface AutomationDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Read from the live list, so the switches show what was just saved. */
  automation: Automation | null;
  templates: readonly Template[];
  /** The project type's stages, to name a stage the list did not name. */
  stages: readonly Stage[];
  onCloseAutoFocus?: (event: Event) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Condition({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid gap-0.5">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="text-sm">{children}</span>
      </div>
    </li>
  );
}

/** The detail view: trigger conditions, communication steps and the pipeline action. */
export function AutomationDetailDialog({
  open,
  onOpenChange,
  automation,
  templates,
  stages,
  onCloseAutoFocus,
}: AutomationDetailDialogProps) {
  const setEnabled = useAutomationSwitch();
  if (!automation) return null;
  const pipeline = isPipelineAutomation(automation);
  const events = automation.businessTriggers.length
    ? automation.businessTriggers.map((t) => businessTriggerLabel(t.triggerType))
    : automation.triggerType
      ? [businessTriggerLabel(automation.triggerType)]
      : [];
  // The project type defaults to WEDDING when a row has none.
  const projectType = (automation.projectType || "WEDDING") as ProjectType;
  const stageName = (id: string) => stages.find((s) => s.id === id)?.name ?? "a stage that no longer exists";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex flex-col sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle className="pr-6 leading-snug">{automation.name}</DialogTitle>
          <DialogDescription>{describeTrigger(automation)}</DialogDescription>
        </DialogHeader>

        <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <StatusBadge enabled={automation.enabled} />
          <Switch
            checked={automation.enabled}
            onCheckedChange={(enabled) => setEnabled(automation, enabled)}
            aria-label={`Enable ${automation.name}`}
          />
        </div>

        <Section title="Trigger conditions">
          <ul className="grid gap-3">
            {automation.stageId ? (
              <Condition icon={Layers} label="Stage requirement">
                Project enters {automation.stageName ?? stageName(automation.stageId)}
              </Condition>
            ) : automation.stageCondition ? (
              <Condition icon={Layers} label="Stage requirement">
                Only while the project is in {stageName(automation.stageCondition)}
              </Condition>
            ) : (
              <Condition icon={Globe} label="Stage requirement">
                Global: any stage
              </Condition>
            )}
            {events.length > 0 ? (
              <Condition icon={Zap} label={events.length === 1 ? "Business event" : "Business events"}>
                {events.join(", ")}
              </Condition>
            ) : null}
            {automation.automationType === "COUNTDOWN" ? (
              <Condition icon={CalendarClock} label="Time-based trigger">
                {describeTimeTrigger(automation)}
              </Condition>
            ) : null}
            <Condition icon={Camera} label="Project type">
              {projectTypeLabel(projectType)}
            </Condition>
          </ul>
        </Section>

        {!pipeline || automation.steps.length > 0 ? (
          <Section title="Communication steps">
            <AutomationSteps automation={automation} templates={templates} />
          </Section>
        ) : null}
        {pipeline ? (
          <Section title="Pipeline action">
            <p className="flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm">
              <ArrowRight aria-hidden="true" className="size-4 text-muted-foreground" />
              Move the project to <strong>{automation.targetStageName ?? "Unknown Stage"}</strong>
            </p>
          </Section>
        ) : null}

        <DialogFooter className="mt-auto">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Close
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

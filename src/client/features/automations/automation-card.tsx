import { ArrowRight, Eye, Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import { cn } from "@/lib/utils";
import { type Automation, isPipelineAutomation } from "../../../shared/automations";
import { automationIcon, CHANNEL_ICONS } from "./automation-kind";
import { CHANNEL_LABELS, describeTrigger } from "./automation-labels";
import { useToggleAutomation } from "./use-automations";

export interface AutomationHandlers {
  /** The trigger comes along so the dialog can hand focus back to it. */
  onDetails: (automation: Automation, trigger: HTMLElement) => void;
  onEdit: (automation: Automation, trigger: HTMLElement) => void;
  onDelete: (automation: Automation, trigger: HTMLElement) => void;
}

/** The switch is the automation's Active/Inactive state; the failure names which kind failed. */
export function useAutomationSwitch() {
  const toggle = useToggleAutomation();
  return (automation: Automation, enabled: boolean) =>
    toggle.mutate(
      { id: automation.id, enabled },
      {
        onError: () =>
          toast({
            variant: "destructive",
            title: "Error",
            description: isPipelineAutomation(automation)
              ? "Failed to update pipeline automation"
              : "Failed to update automation",
          }),
      },
    );
}

export function StatusBadge({ enabled }: { enabled: boolean }) {
  return <Badge variant={enabled ? "success" : "secondary"}>{enabled ? "Active" : "Inactive"}</Badge>;
}

/** One automation: name, when it runs, how it sends or where it moves, its switch and its actions. */
export function AutomationCard({
  automation,
  onDetails,
  onEdit,
  onDelete,
}: { automation: Automation } & AutomationHandlers) {
  const setEnabled = useAutomationSwitch();
  const Icon = automationIcon(automation);
  const pipeline = isPipelineAutomation(automation);
  const ChannelIcon = automation.channel ? CHANNEL_ICONS[automation.channel] : null;
  const headingId = `automation-${automation.id}-name`;

  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm transition-opacity",
        !automation.enabled && "bg-slate-50/60",
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-9 shrink-0 items-center justify-center rounded-lg",
            pipeline ? "bg-violet-50 text-violet-700" : "bg-blue-50 text-blue-700",
            !automation.enabled && "bg-slate-100 text-slate-500",
          )}
        >
          <Icon className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h4 id={headingId} className="truncate text-sm font-semibold" title={automation.name}>
            {automation.name}
          </h4>
          <p className="text-sm text-muted-foreground">{describeTrigger(automation)}</p>
        </div>
        <Switch
          checked={automation.enabled}
          onCheckedChange={(enabled) => setEnabled(automation, enabled)}
          aria-label={`Enable ${automation.name}`}
          className="mt-1"
        />
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge enabled={automation.enabled} />
        {ChannelIcon && automation.channel && !pipeline ? (
          <Badge variant="outline">
            <ChannelIcon aria-hidden="true" />
            {CHANNEL_LABELS[automation.channel]}
          </Badge>
        ) : null}
        {pipeline ? (
          <Badge variant="outline" className="max-w-full">
            <ArrowRight aria-hidden="true" />
            <span className="truncate">Move to {automation.targetStageName ?? "Unknown Stage"}</span>
          </Badge>
        ) : null}
      </div>

      <div className="-mx-2 -mb-2 flex items-center justify-between gap-2 border-t pt-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`View details of ${automation.name}`}
          onClick={(event) => onDetails(automation, event.currentTarget)}
        >
          <Eye aria-hidden="true" />
          Details
        </Button>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit ${automation.name}`}
            onClick={(event) => onEdit(automation, event.currentTarget)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            aria-label={`Delete ${automation.name}`}
            onClick={(event) => onDelete(automation, event.currentTarget)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

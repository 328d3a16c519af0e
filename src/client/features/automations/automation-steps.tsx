import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import type { Automation, AutomationStep } from "../../../shared/automations";
import type { Channel, Template } from "../../../shared/templates";
import { CHANNEL_ICONS } from "./automation-kind";
import { CHANNEL_LABELS, describeDelay, describeTimeTrigger, sortedSteps } from "./automation-labels";
import { useDeleteStep, useToggleStep } from "./use-automations";

type MessageTemplate = Pick<Template, "subject" | "textBody">;

/** What a step sends: the subject and the start of the text, or 'No message content'. */
function MessagePreview({ template }: { template: MessageTemplate | null | undefined }) {
  if (!template || (!template.subject && !template.textBody.trim())) {
    return <p className="text-sm text-muted-foreground italic">No message content</p>;
  }
  return (
    <div className="grid gap-1 rounded-md bg-muted/60 p-3">
      {template.subject ? <p className="text-sm font-medium">{template.subject}</p> : null}
      <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{template.textBody}</p>
    </div>
  );
}

function ChannelBadge({ channel }: { channel: Channel | null }) {
  if (!channel) return null;
  const Icon = CHANNEL_ICONS[channel];
  return (
    <Badge variant="outline">
      <Icon aria-hidden="true" />
      {CHANNEL_LABELS[channel]}
    </Badge>
  );
}

function StepRow({
  step,
  number,
  channel,
  template,
}: {
  step: AutomationStep;
  number: number;
  channel: Channel | null;
  template: MessageTemplate | null | undefined;
}) {
  const toggle = useToggleStep();
  const remove = useDeleteStep();
  // Deleting asks once more in place: a dialog over a dialog would be heavy for one step.
  const [confirming, setConfirming] = useState(false);

  const setEnabled = (enabled: boolean) =>
    toggle.mutate(
      { step, enabled },
      {
        onError: () =>
          toast({ variant: "destructive", title: "Error", description: "Failed to update step" }),
      },
    );
  const deleteStep = () =>
    remove.mutate(step, {
      onError: () => {
        setConfirming(false);
        toast({ variant: "destructive", title: "Error", description: "Failed to delete step" });
      },
    });

  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 pt-1">
          <span className="text-sm font-semibold">Step {number}</span>
          <span className="text-sm text-muted-foreground">{describeDelay(step.delayMinutes)}</span>
          <ChannelBadge channel={channel} />
          {step.enabled ? null : <Badge variant="secondary">Off</Badge>}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Switch checked={step.enabled} onCheckedChange={setEnabled} aria-label={`Enable step ${number}`} />
          {confirming ? (
            <>
              <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={deleteStep}>
                {remove.isPending ? "Deleting..." : "Delete step"}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => setConfirming(false)}
              >
                Keep
              </Button>
            </>
          ) : (
            <Button
              size="icon"
              variant="ghost"
              className="size-8 text-muted-foreground hover:text-destructive"
              aria-label={`Delete step ${number}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      <MessagePreview template={template} />
    </li>
  );
}

/** The communication steps of an automation; a time-based one sends its own template at the set time. */
export function AutomationSteps({
  automation,
  templates,
}: {
  automation: Automation;
  templates: readonly Template[];
}) {
  const lookup = (id: string | null) => (id ? templates.find((t) => t.id === id) : undefined);
  const steps = sortedSteps(automation.steps);

  if (steps.length === 0) {
    if (automation.automationType === "COUNTDOWN" || automation.templateId) {
      return (
        <div className="grid gap-3 rounded-lg border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold">
              {automation.automationType === "COUNTDOWN" ? describeTimeTrigger(automation) : "Immediately"}
            </span>
            <ChannelBadge channel={automation.channel} />
          </div>
          <MessagePreview template={lookup(automation.templateId)} />
        </div>
      );
    }
    return <p className="text-sm text-muted-foreground">No steps: this automation sends nothing.</p>;
  }

  return (
    <ol className="grid gap-3">
      {steps.map((step, index) => (
        <StepRow
          key={step.id}
          step={step}
          number={index + 1}
          channel={step.template?.channel ?? automation.channel}
          template={step.template ?? lookup(step.templateId)}
        />
      ))}
    </ol>
  );
}

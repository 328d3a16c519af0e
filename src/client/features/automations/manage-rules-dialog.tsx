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
import type { Automation } from "../../../shared/automations";
import type { Stage } from "../../../shared/projects";
import { StatusBadge, useAutomationSwitch } from "./automation-card";
import { automationIcon } from "./automation-kind";
import { describeTrigger } from "./automation-labels";

interface ManageRulesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stage: Stage | null;
  /** The stage's automations, from the live list. */
  rules: readonly Automation[];
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Manage Rules - {stage} Stage' lists the stage's rules; new ones come from the main button. */
export function ManageRulesDialog({
  open,
  onOpenChange,
  stage,
  rules,
  onCloseAutoFocus,
}: ManageRulesDialogProps) {
  const setEnabled = useAutomationSwitch();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex flex-col sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Manage Rules - {stage?.name ?? ""} Stage</DialogTitle>
          <DialogDescription>
            Turn this stage's rules on or off. To add more, use the New Automation button on the main page.
          </DialogDescription>
        </DialogHeader>
        {rules.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            No rules for this stage yet.
          </p>
        ) : (
          <ul className="grid max-h-[60dvh] gap-2 overflow-y-auto">
            {rules.map((rule) => {
              const Icon = automationIcon(rule);
              return (
                <li key={rule.id} className="flex items-center gap-3 rounded-lg border p-3">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{rule.name}</p>
                    <p className="text-xs text-muted-foreground">{describeTrigger(rule)}</p>
                  </div>
                  <StatusBadge enabled={rule.enabled} />
                  <Switch
                    checked={rule.enabled}
                    onCheckedChange={(enabled) => setEnabled(rule, enabled)}
                    aria-label={`Enable ${rule.name}`}
                  />
                </li>
              );
            })}
          </ul>
        )}
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

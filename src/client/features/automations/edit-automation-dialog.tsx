import type * as React from "react";
import { useState } from "react";
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
import { FormField as TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { SelectItem } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import { type Automation, isPipelineAutomation } from "../../../shared/automations";
import { CHANNELS, type Channel } from "../../../shared/templates";
import { CHANNEL_LABELS } from "./automation-labels";
import {
  EditReminderFields,
  reminderTimingOf,
  reminderTimingPatch,
  reminderTriggerOf,
} from "./edit-reminder-fields";
import { SelectField } from "./select-field";
import { useUpdateAutomation } from "./use-automations";

interface EditAutomationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  automation: Automation | null;
  onCloseAutoFocus?: (event: Event) => void;
}

export const NAME_REQUIRED_MESSAGE = "Name is required";

/**
 * Only name, channel and enabled change after creation (and a payment reminder's days and send time);
 * trigger, steps and target do not.
 */
export function EditAutomationDialog({
  open,
  onOpenChange,
  automation,
  onCloseAutoFocus,
}: EditAutomationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex flex-col sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Edit Automation</DialogTitle>
          <DialogDescription>
            Rename it, change how it sends, or pause it. To change when it runs, create a new one.
          </DialogDescription>
        </DialogHeader>
        {open && automation ? (
          <EditAutomationForm automation={automation} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditAutomationForm({ automation, onDone }: { automation: Automation; onDone: () => void }) {
  const update = useUpdateAutomation();
  const pipeline = isPipelineAutomation(automation);
  const [name, setName] = useState(automation.name);
  const [channel, setChannel] = useState<Channel | null>(automation.channel);
  const [enabled, setEnabled] = useState(automation.enabled);
  const [touched, setTouched] = useState(false);
  const nameError = name.trim() === "" ? NAME_REQUIRED_MESSAGE : undefined;
  const reminder = reminderTriggerOf(automation);
  const [timing, setTiming] = useState(() => reminderTimingOf(automation));
  const checkedTiming = reminder ? reminderTimingPatch(timing) : null;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (nameError || checkedTiming?.error) {
      setTouched(true);
      document.getElementById(nameError ? "edit-automation-name" : "edit-automation-days")?.focus();
      return;
    }
    update.mutate(
      {
        id: automation.id,
        input: {
          name: name.trim(),
          stageId: automation.stageId,
          channel: pipeline ? null : channel,
          enabled,
        },
        ...(checkedTiming?.patch ? { timing: checkedTiming.patch } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: "Automation updated successfully" });
          onDone();
        },
        onError: () =>
          toast({
            variant: "destructive",
            title: "Error",
            description: pipeline ? "Failed to update pipeline automation" : "Failed to update automation",
          }),
      },
    );
  };

  return (
    <form noValidate className="flex flex-1 flex-col gap-5" onSubmit={onSubmit}>
      <TextField
        id="edit-automation-name"
        label="Name"
        required
        autoComplete="off"
        maxLength={200}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched ? nameError : undefined}
      />
      {reminder ? (
        <EditReminderFields
          trigger={reminder}
          timing={timing}
          onChange={setTiming}
          daysError={touched ? checkedTiming?.error : undefined}
        />
      ) : null}
      {pipeline ? null : (
        <SelectField
          id="edit-automation-channel"
          label="Channel"
          placeholder="Channel"
          value={channel ?? ""}
          onChange={(value) => setChannel(value as Channel)}
          hint="Messages keep the template chosen when it was created."
        >
          {CHANNELS.map((c) => (
            <SelectItem key={c} value={c}>
              {CHANNEL_LABELS[c]}
            </SelectItem>
          ))}
        </SelectField>
      )}
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <div className="grid gap-1">
          <Label htmlFor="edit-automation-enabled">Enabled</Label>
          <p className="text-xs text-muted-foreground">
            {enabled ? "Active: it runs on its own." : "Inactive: paused."}
          </p>
        </div>
        <Switch id="edit-automation-enabled" checked={enabled} onCheckedChange={setEnabled} />
      </div>
      <DialogFooter className="mt-auto">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={update.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton busy={update.isPending} busyLabel="Saving...">
          Save Changes
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

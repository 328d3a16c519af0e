import type * as React from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

interface OptInSwitchProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  switchRef?: React.Ref<HTMLButtonElement>;
}

/** One labelled opt-in switch (email or SMS) of a project form. */
export function OptInSwitch({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
  onBlur,
  switchRef,
}: OptInSwitchProps) {
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={id} className="grid gap-1 font-normal">
        <span className="font-medium">{label}</span>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </Label>
      <Switch id={id} ref={switchRef} checked={checked} onCheckedChange={onCheckedChange} onBlur={onBlur} />
    </div>
  );
}

export const EMAIL_OPT_IN_HINT = "Automated emails and campaigns may be sent for this project.";
export const SMS_OPT_IN_HINT = "Automated text messages may be sent for this project.";

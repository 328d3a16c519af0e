import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";

interface ActionSwitchProps {
  id: string;
  label: string;
  description: string;
  icon: LucideIcon;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The action's fields, shown while it is on. */
  children?: ReactNode;
  /** A message about the action itself (shown even when its fields are hidden). */
  error?: string;
}

/** One action of an automation (Send Messages, Move Projects): a switch, then its fields when on. */
export function ActionSwitch({
  id,
  label,
  description,
  icon: Icon,
  checked,
  onCheckedChange,
  children,
  error,
}: ActionSwitchProps) {
  const messageId = `${id}-message`;
  return (
    <div
      className={cn("grid gap-4 rounded-lg border bg-background p-4", checked && "border-primary-solid/40")}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={cn(
              "flex size-9 shrink-0 items-center justify-center rounded-lg",
              checked ? "bg-blue-50 text-blue-700" : "bg-muted text-muted-foreground",
            )}
          >
            <Icon className="size-4" />
          </span>
          <div className="grid gap-1">
            <Label htmlFor={id} className="text-sm font-medium">
              {label}
            </Label>
            <p id={`${id}-description`} className="text-xs text-muted-foreground">
              {description}
            </p>
          </div>
        </div>
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          aria-describedby={[`${id}-description`, error ? messageId : null].filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
          className="mt-1"
        />
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {checked && children ? <div className="grid gap-4 border-t pt-4">{children}</div> : null}
    </div>
  );
}

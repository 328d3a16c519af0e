import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { Template } from "../../../shared/templates";

export interface TemplateActionHandlers {
  /** The trigger comes along so the dialog can hand focus back to it. */
  onEdit: (template: Template, trigger: HTMLElement) => void;
  onDelete: (template: Template, trigger: HTMLElement) => void;
}

/** A template's Edit and Delete, as icon buttons named for the template. */
export function TemplateActions({
  template,
  onEdit,
  onDelete,
}: { template: Template } & TemplateActionHandlers) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit ${template.name}`}
            onClick={(event) => onEdit(template, event.currentTarget)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Edit</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:bg-red-50 hover:text-red-700"
            aria-label={`Delete ${template.name}`}
            onClick={(event) => onDelete(template, event.currentTarget)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Delete</TooltipContent>
      </Tooltip>
    </div>
  );
}

/** "Used by 2 automations", or "Not used yet". */
export function usedByText(usedBy: number): string {
  if (usedBy === 0) return "Not used yet";
  return `Used by ${usedBy} automation${usedBy === 1 ? "" : "s"}`;
}

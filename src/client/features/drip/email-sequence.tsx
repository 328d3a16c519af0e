import { Eye, PencilLine } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { VariableText } from "@/components/variable-text";
import { cn } from "@/lib/utils";
import { type DripProjectType, isEmailEnabled, type StaticDripEmail } from "../../../shared/drip";
import type { CampaignDraft } from "./campaign-draft";

interface EmailSequenceProps {
  projectType: DripProjectType;
  emails: StaticDripEmail[];
  draft: CampaignDraft;
  onToggle: (index: number, enabled: boolean) => void;
  onPreview: (index: number, trigger: HTMLElement) => void;
}

export const dayLabel = (day: number) => (day === 0 ? "Day 0" : `Day ${day}`);

/** The 24 e-mails in order: each with its switch, its day, its subject and a preview. */
export function EmailSequence({ projectType, emails, draft, onToggle, onPreview }: EmailSequenceProps) {
  return (
    <ol aria-label="Email sequence" className="divide-y">
      {emails.map((email) => {
        const enabled = isEmailEnabled(draft.toggles, projectType, email.index);
        const checkboxId = `drip-email-${email.key}`;
        return (
          <li
            key={email.key}
            data-testid={`drip-email-${email.index}`}
            className={cn(
              "flex items-center gap-3 px-4 py-3 transition-colors sm:gap-4",
              enabled ? "" : "bg-muted/40",
            )}
          >
            <Checkbox
              id={checkboxId}
              checked={enabled}
              onCheckedChange={(value) => onToggle(email.index, value === true)}
              aria-label={`Send email ${email.index + 1}: ${email.subject}`}
            />
            <Badge variant={enabled ? "info" : "secondary"} className="w-16 tabular-nums">
              {dayLabel(email.daysAfterStart)}
            </Badge>
            <label
              htmlFor={checkboxId}
              className={cn(
                "min-w-0 flex-1 cursor-pointer text-sm [overflow-wrap:anywhere]",
                enabled ? "" : "text-muted-foreground line-through decoration-muted-foreground/50",
              )}
            >
              <span className="mr-2 text-xs text-muted-foreground tabular-nums">{email.index + 1}.</span>
              <VariableText text={email.subject} />
              {email.hasManualEdits ? (
                <Badge variant="outline" className="ml-2 align-middle">
                  <PencilLine aria-hidden="true" />
                  Edited
                </Badge>
              ) : null}
            </label>
            <Button
              variant="ghost"
              size="sm"
              onClick={(event) => onPreview(email.index, event.currentTarget)}
              aria-label={`Preview email ${email.index + 1}`}
            >
              <Eye aria-hidden="true" />
              <span className="hidden sm:inline">Preview</span>
            </Button>
          </li>
        );
      })}
    </ol>
  );
}

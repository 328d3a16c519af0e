import { VariableText } from "@/components/variable-text";
import { useStudioDates } from "@/hooks/use-studio-dates";
import type { Channel, Template } from "../../../shared/templates";
import { type TemplateActionHandlers, TemplateActions, usedByText } from "./template-actions";
import { describeSmsLength } from "./template-form";

/** The phone list (under 768 px): one card per template. */
export function TemplateCardList({
  channel,
  templates,
  ...handlers
}: { channel: Channel; templates: readonly Template[] } & TemplateActionHandlers) {
  const dates = useStudioDates();
  return (
    <ul
      className="grid grid-cols-1 gap-3"
      aria-label={channel === "EMAIL" ? "Email templates" : "SMS templates"}
    >
      {templates.map((template) => (
        <li key={template.id} className="rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium">{template.name}</p>
              {channel === "EMAIL" ? (
                <p className={`truncate text-sm ${template.subject ? "" : "text-muted-foreground"}`}>
                  {template.subject ? <VariableText text={template.subject} /> : "No subject"}
                </p>
              ) : null}
            </div>
            <div className="-mr-2 -mt-1 shrink-0">
              <TemplateActions template={template} {...handlers} />
            </div>
          </div>
          <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">
            <VariableText text={template.textBody} />
          </p>
          <p className="mt-3 border-t pt-3 text-xs text-muted-foreground">
            {channel === "SMS" ? `${describeSmsLength(template.textBody)} · ` : ""}
            {usedByText(template.usedBy)} · Created {dates.day(template.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

import type { Automation } from "../../../shared/automations";
import { AutomationCard, type AutomationHandlers } from "./automation-card";
import { splitByKind } from "./automation-kind";

function CardGrid({
  automations,
  label,
  ...handlers
}: { automations: readonly Automation[]; label: string } & AutomationHandlers) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {automations.map((automation) => (
        <AutomationCard key={automation.id} automation={automation} {...handlers} />
      ))}
    </ul>
  );
}

/**
 * Communication automations, then pipeline automations. The labels appear only when both kinds
 * are present; a list of one kind is plain (its cards' icons and badges already say which).
 */
export function AutomationCardList({
  automations,
  ...handlers
}: { automations: readonly Automation[] } & AutomationHandlers) {
  const { communication, pipeline } = splitByKind(automations);
  const parts = [
    { key: "communication", label: "Communication automations", list: communication },
    { key: "pipeline", label: "Pipeline automations", list: pipeline },
  ].filter((part) => part.list.length > 0);
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only) return <CardGrid automations={only.list} label={only.label} {...handlers} />;

  return (
    <div className="grid gap-4">
      {parts.map((part) => (
        <div key={part.key} className="grid gap-2">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {part.label} <span className="tabular-nums">({part.list.length})</span>
          </p>
          <CardGrid automations={part.list} label={part.label} {...handlers} />
        </div>
      ))}
    </div>
  );
}

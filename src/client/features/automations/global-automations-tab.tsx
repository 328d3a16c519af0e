import { Globe } from "lucide-react";
import type { Automation } from "../../../shared/automations";
import type { AutomationHandlers } from "./automation-card";
import { AutomationCardList } from "./automation-card-list";
import { AutomationsEmptyState } from "./automations-states";

/** Global: automations bound to no stage, such as business events and dates. */
export function GlobalAutomationsTab({
  automations,
  ...handlers
}: { automations: readonly Automation[] } & AutomationHandlers) {
  if (automations.length === 0) {
    return (
      <AutomationsEmptyState title="No global automations" icon={Globe}>
        Global automations watch every project of this type, whatever its stage: a thank-you when a deposit is
        paid, a reminder a week before the event, a move to Booked when a proposal is signed.
      </AutomationsEmptyState>
    );
  }
  return <AutomationCardList automations={automations} {...handlers} />;
}

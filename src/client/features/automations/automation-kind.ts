import {
  ArrowRightLeft,
  CalendarClock,
  type LucideIcon,
  Mail,
  MessageSquare,
  Smartphone,
} from "lucide-react";
import { type Automation, isPipelineAutomation } from "../../../shared/automations";
import type { Channel } from "../../../shared/templates";

/** The icon a card leads with: what the automation does, and for a countdown that it waits for a date. */
export function automationIcon(a: Pick<Automation, "automationType" | "targetStageId">): LucideIcon {
  if (isPipelineAutomation(a)) return ArrowRightLeft;
  return a.automationType === "COUNTDOWN" ? CalendarClock : MessageSquare;
}

export const CHANNEL_ICONS: Record<Channel, LucideIcon> = { EMAIL: Mail, SMS: Smartphone };

/** Cards are split into communication and pipeline automations. */
export function splitByKind<T extends Pick<Automation, "automationType" | "targetStageId">>(
  list: readonly T[],
) {
  const pipeline = list.filter((a) => isPipelineAutomation(a));
  const communication = list.filter((a) => !isPipelineAutomation(a));
  return { communication, pipeline };
}

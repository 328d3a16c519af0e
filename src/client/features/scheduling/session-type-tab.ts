/**
 * The Scheduling page's two sections: the calendar and the session types. The chosen one lives in the
 * address (?tab=types) so a link (or a reload) lands on it.
 */
import { CalendarDays, Layers } from "lucide-react";
import { useSearchParams } from "wouter";

export const SCHEDULING_TABS = [
  { value: "calendar", label: "Calendar", icon: CalendarDays },
  { value: "types", label: "Session Types", icon: Layers },
] as const;

export type SchedulingTab = (typeof SCHEDULING_TABS)[number]["value"];

const isTab = (value: string | null): value is SchedulingTab =>
  SCHEDULING_TABS.some((tab) => tab.value === value);

export function useSchedulingTab(): [SchedulingTab, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: SchedulingTab = isTab(raw) ? raw : "calendar";
  const setTab = (next: string) => {
    if (!isTab(next)) return;
    // Replace, not push: switching sections shouldn't fill the back button's history.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "calendar") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );
  };
  return [tab, setTab];
}

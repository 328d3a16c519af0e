/**
 * The proposal editor's payment schedule: the builder's draft, the dates its presets work from (the
 * studio's today, the event date of the proposal's project or else of its client), and the PUT made
 * once the proposal itself is saved.
 */
import { useState } from "react";
import { useAuth } from "@/hooks/use-auth";
import { errorMessage } from "@/lib/api";
import { DEFAULT_TIMEZONE } from "../../../shared/auth";
import { localIsoDate } from "../../../shared/automation-schedule";
import { type ScheduleDates, type ScheduleDraft, scheduleToSave } from "./schedule-builder";
import { useSaveSchedule } from "./use-schedule";

export interface ScheduleTotals {
  totalCents: number;
  depositCents: number;
  depositPercent: number | null;
}

export function useScheduleDraft(
  initial: () => ScheduleDraft,
  context: { totals: ScheduleTotals; currency: string; eventDate: string | null },
) {
  const [draft, setDraft] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const { user } = useAuth();
  const save = useSaveSchedule();
  const dates: ScheduleDates = {
    today: localIsoDate(new Date(), user?.timezone ?? DEFAULT_TIMEZONE),
    eventDate: context.eventDate,
  };
  const pending = scheduleToSave(draft, context.totals, context.currency);

  return {
    draft,
    setDraft,
    dates,
    showErrors,
    busy: save.isPending,
    /** False (and every problem shown) when a changed schedule can't be saved as it stands. */
    ready(): boolean {
      if (pending && !pending.ok) {
        setShowErrors(true);
        return false;
      }
      return true;
    },
    /** Writes the schedule if it was changed here; the server's refusal, or null once all is saved. */
    async persist(proposalId: string): Promise<string | null> {
      if (!pending?.ok) return null;
      try {
        await save.mutateAsync({ id: proposalId, input: pending.input });
        setDraft((d) => ({ ...d, changed: false }));
        return null;
      } catch (error) {
        return errorMessage(error, "The payment schedule could not be saved. Please try again.");
      }
    },
    changed: draft.changed,
  };
}

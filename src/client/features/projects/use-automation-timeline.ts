/**
 * The project page's automation timeline (GET /api/projects/{id}/automation-timeline): what the engine
 * sent, skipped or failed for the project, and what it will send next. The key sits under
 * ["/api/projects", id], so every project write (a stage move on the pipeline, an edit) refreshes it.
 */
import { TZDate, tz } from "@date-fns/tz";
import { useQuery } from "@tanstack/react-query";
import { format, isValid, parseISO } from "date-fns";
import { useEffect, useMemo, useState } from "react";
import { useAuth } from "@/hooks/use-auth";
import { DEFAULT_TIMEZONE } from "../../../shared/auth";
import type { AutomationTimelineEntry } from "../../../shared/automations";
import { nextTimelineRefetch } from "./automation-timeline-timing";

export const automationTimelineKey = (id: string) => ["/api/projects", id, "automation-timeline"] as const;

/** Upcoming first (soonest first), then the past (latest first), as the server sorts them. */
export function useAutomationTimeline(id: string) {
  return useQuery<AutomationTimelineEntry[]>({
    queryKey: automationTimelineKey(id),
    enabled: id !== "",
    refetchInterval: (query) => nextTimelineRefetch(query.state.data, Date.now()),
  });
}

/** The current time, ticking every `ms` so "in 3 days" and "5 minutes ago" stay true on an open page. */
export function useNow(ms = 60_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * Moments in the photographer's time zone on a 24-hour clock: 'EEE, MMM d, HH:mm' (the year added when
 * it is not this year).
 */
export function useAutomationDates() {
  const { user } = useAuth();
  const zone = user?.timezone ?? DEFAULT_TIMEZONE;
  return useMemo(() => {
    const inZone = tz(zone);
    const thisYear = new TZDate(Date.now(), zone).getFullYear();
    return {
      zone,
      moment: (iso: string) => {
        const date = parseISO(iso);
        if (!isValid(date)) return "";
        const year = new TZDate(date.getTime(), zone).getFullYear();
        return format(date, year === thisYear ? "EEE, MMM d, HH:mm" : "EEE, MMM d, yyyy, HH:mm", {
          in: inZone,
        });
      },
    };
  }, [zone]);
}

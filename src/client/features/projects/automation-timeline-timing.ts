/**
 * The automation timeline's clock arithmetic, kept free of React and the app's aliases so it can be
 * unit-tested: when to read the timeline again, and "in 3 days" / "5 minutes ago".
 */
import { formatDistanceStrict } from "date-fns";
import type { AutomationTimelineEntry } from "../../../shared/automations";

/** A step due this long ago and still scheduled is stuck (or the worker is down): stop asking. */
const DUE_WINDOW_MS = 10 * 60 * 1000;
/** How often to look again while a step is due; the job worker runs it within seconds. */
const DUE_POLL_MS = 5000;
/** A step due later than this is not waited for; the next visit or project write reads it. */
const WATCH_AHEAD_MS = 6 * 60 * 60 * 1000;

/**
 * When to read the timeline again: a few seconds after the soonest scheduled step falls due, then
 * every few seconds while it is still waiting for the worker (a stage move schedules immediate steps
 * that run moments later). Nothing due soon, nothing polled.
 */
export function nextTimelineRefetch(entries: AutomationTimelineEntry[] | undefined, now: number) {
  const due = (entries ?? [])
    .filter((e) => e.status === "SCHEDULED" && e.scheduledFor)
    .map((e) => Date.parse(e.scheduledFor as string))
    .filter((t) => Number.isFinite(t) && t > now - DUE_WINDOW_MS);
  if (due.length === 0) return false;
  const wait = Math.min(...due) - now;
  if (wait <= 0) return DUE_POLL_MS;
  return wait > WATCH_AHEAD_MS ? false : wait + DUE_POLL_MS;
}

/** "in 3 days" / "5 minutes ago"; under a minute either way, "in a moment" / "just now". */
export function relativeTo(target: number, now: number): string {
  const diff = target - now;
  if (Math.abs(diff) < 60_000) return diff > 0 ? "in a moment" : "just now";
  return formatDistanceStrict(target, now, { addSuffix: true });
}
